import { PageHeading } from '../../../components/PageHeading';

/** Adding a published source (rumour) to a subject. The screen itself arrives with its feature. */
export default function AddSourcePage() {
  return <PageHeading title="افزودن منبع جدید" />;
}
