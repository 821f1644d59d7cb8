import { useEffect } from 'react';
import { PlainButton } from '../../components/PlainButton';
import styles from './pages.module.css';

/** A screen failed to load or render (often a new release replaced its code): offer a reload. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className={styles.error}>
      <h1 className={styles.errorHeading}>خطایی رخ داد</h1>
      <p className={styles.errorText}>نمایش این صفحه ممکن نشد. لطفاً صفحه را دوباره بارگذاری کنید.</p>
      <div className={styles.actions}>
        <PlainButton variant="contained" onClick={() => window.location.reload()}>
          بارگذاری دوباره
        </PlainButton>
        <PlainButton to="/" reloadDocument>
          بازگشت به صفحه اصلی
        </PlainButton>
      </div>
    </main>
  );
}
