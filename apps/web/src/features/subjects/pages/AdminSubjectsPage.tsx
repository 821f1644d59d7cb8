import { PageHeading } from '../../../components/PageHeading';

/** The subjects table of roles 2 and 3. The screen itself arrives with its feature. */
export default function AdminSubjectsPage() {
  return <PageHeading title="موضوعات روز" />;
}
