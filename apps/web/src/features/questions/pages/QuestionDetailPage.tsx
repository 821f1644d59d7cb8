import { PageHeading } from '../../../components/PageHeading';

/** One user request with its linked subject and moderation actions. The screen itself arrives with its feature. */
export default function QuestionDetailPage() {
  return <PageHeading title="درخواست کاربر" />;
}
