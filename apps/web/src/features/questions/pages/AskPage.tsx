import { PageHeading } from '../../../components/PageHeading';

/** The ask form of visitors and role 1. The screen itself arrives with its feature. */
export default function AskPage() {
  return <PageHeading title="از من بپرس" />;
}
