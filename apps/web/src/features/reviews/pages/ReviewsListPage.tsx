import { PageHeading } from '../../../components/PageHeading';

/** The public list of review reports. The screen itself arrives with its feature. */
export default function ReviewsListPage() {
  return <PageHeading title="گزارش بررسیها" />;
}
