import { PageHeading } from '../../../components/PageHeading';

/** One scientific-board member and their published reviews. The screen itself arrives with its feature. */
export default function FacultyMemberPage() {
  return <PageHeading title="عضو هیئت علمی" />;
}
