import { PageHeading } from '../../../components/PageHeading';

/** The user requests table of roles 2 and 3. The screen itself arrives with its feature. */
export default function ManageQuestionsPage() {
  return <PageHeading title="گزارشهای کاربران" />;
}
