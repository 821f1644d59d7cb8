import { PageHeading } from '../../../components/PageHeading';

/** The reviews management list of staff roles. The screen itself arrives with its feature. */
export default function ManageReviewsPage() {
  return <PageHeading title="بررسیها" />;
}
