import { useGlobalLoading } from '../../lib/ui/global-loading';
import styles from './LoadingOverlay.module.css';
import { MagnifierAnimation } from './MagnifierAnimation';

export function LoadingScreen() {
  return (
    <div role="status" className={styles.screen}>
      <span className={styles.label}>در حال بارگذاری...</span>
      <MagnifierAnimation />
    </div>
  );
}

/** Covers the screen while the global loading flag is set. */
export function LoadingOverlay() {
  const { loading } = useGlobalLoading();
  return loading ? <LoadingScreen /> : null;
}
