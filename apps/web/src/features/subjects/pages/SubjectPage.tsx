import { PageHeading } from '../../../components/PageHeading';

/** One subject with its sources, reviews and questions. The screen itself arrives with its feature. */
export default function SubjectPage() {
  return <PageHeading title="موضوع روز" />;
}
