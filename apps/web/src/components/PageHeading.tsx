import { useEffect } from 'react';
import styles from './PageHeading.module.css';

export const APP_NAME = 'راستی';

/** The page's one h1; it also names the browser tab. */
export function PageHeading({ title }: { title: string }) {
  useEffect(() => {
    document.title = title === APP_NAME ? APP_NAME : `${title} | ${APP_NAME}`;
  }, [title]);
  return <h1 className={styles.heading}>{title}</h1>;
}
