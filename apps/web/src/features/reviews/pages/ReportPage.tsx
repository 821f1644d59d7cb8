import { PageHeading } from '../../../components/PageHeading';

/** One review report. The screen itself arrives with its feature. */
export default function ReportPage() {
  return <PageHeading title="بررسی در مورد:" />;
}
