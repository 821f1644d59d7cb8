import { PageHeading } from '../../components/PageHeading';
import { PlainButton } from '../../components/PlainButton';
import styles from './pages.module.css';

export default function NotFoundPage() {
  return (
    <div className={styles.centred}>
      <div aria-hidden="true" className={styles.big}>
        ۴۰۴
      </div>
      <PageHeading title="صفحه مورد نظر یافت نشد" />
      <PlainButton to="/" variant="contained">
        بازگشت به صفحه اصلی
      </PlainButton>
    </div>
  );
}
