import styles from './LoadingBar.module.css';

/**
 * A thin progress bar while a list's next page loads (drawn as MUI's indeterminate LinearProgress), in a
 * slot of its own height so the list below never moves.
 */
export function LoadingBar({ active, label }: { active: boolean; label: string }) {
  return (
    <div className={styles.slot}>
      {active ? <div role="progressbar" aria-label={label} className={styles.bar} /> : null}
    </div>
  );
}
