import type { ReactNode } from 'react';
import styles from './ErrorAlert.module.css';

// MUI's ErrorOutline icon (what its error Alert shows)
const ERROR_ICON =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';

/** A failure sentence drawn as MUI's standard error Alert (role alert), with a static class. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      <svg className={styles.icon} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        <path d={ERROR_ICON} />
      </svg>
      <div className={styles.message}>{children}</div>
    </div>
  );
}
