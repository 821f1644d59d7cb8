import { PageHeading } from '../../../components/PageHeading';

/** The public trending-subjects list (search, sort, category filter, cards). The screen itself arrives with its feature. */
export default function TrendingSubjectsPage() {
  return <PageHeading title="موضوعات روز" />;
}
