import { PageHeading } from '../../../components/PageHeading';

/** The media outlets table and its inline form. The screen itself arrives with its feature. */
export default function ManageMediaPage() {
  return <PageHeading title="مدیریت رسانه ها" />;
}
