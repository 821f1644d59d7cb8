import { useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';

/** Create (/add-report) or edit (/edit-report/:id) a review. The form itself arrives with its feature. */
export default function ReviewFormPage() {
  const { id } = useParams();
  return <PageHeading title={id ? 'ویرایش بررسی' : 'بررسی جدید'} />;
}
