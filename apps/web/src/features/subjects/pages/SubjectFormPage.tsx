import { useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';

/** Create (/add-subject) or edit (/edit-subject/:id) a subject. The form itself arrives with its feature. */
export default function SubjectFormPage() {
  const { id } = useParams();
  return <PageHeading title={id ? 'ویرایش موضوع' : 'موضوع روز جدید'} />;
}
