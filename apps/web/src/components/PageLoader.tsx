import styles from './PageLoader.module.css';
import { Spinner } from './Spinner';

/** The small in-page spinner shown while a screen's code or the session is on its way. */
export function PageLoader() {
  return (
    <div className={styles.pageLoader}>
      <Spinner aria-label="در حال بارگذاری" />
    </div>
  );
}
