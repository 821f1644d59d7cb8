import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: jumps over the top bar and menu to the page itself. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      پرش به محتوای اصلی
    </a>
  );
}
