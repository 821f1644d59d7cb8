import { PageHeading } from '../../../components/PageHeading';

/** The scientific-board members. The screen itself arrives with its feature. */
export default function FacultyListPage() {
  return <PageHeading title="اعضای هیئت علمی" />;
}
