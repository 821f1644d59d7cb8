import { PageHeading } from '../../../components/PageHeading';

/** The categories table and its inline form. The screen itself arrives with its feature. */
export default function ManageCategoriesPage() {
  return <PageHeading title="مدیریت دستهبندیها" />;
}
