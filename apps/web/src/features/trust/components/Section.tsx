import type { ReactNode } from 'react';
import styles from './trust.module.css';

/** One titled part of a reading page: an h2 and its text, spaced for a phone. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
