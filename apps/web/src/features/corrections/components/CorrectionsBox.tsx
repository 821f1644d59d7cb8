import type { CorrectionNote } from '@rasti/contract/corrections';
import { useId } from 'react';
import { formatJalaliDate } from '../../../lib/jalali';
import { CORRECTIONS_TEXT } from '../messages';
import styles from './CorrectionsBox.module.css';

/**
 * The 'اصلاحیه' box at the top of a report or subject page: every correction note, newest first, each with
 * its Jalali date. Nothing when the page has none.
 */
export function CorrectionsBox({ corrections }: { corrections: readonly CorrectionNote[] }) {
  const headingId = useId();
  if (corrections.length === 0) return null;
  return (
    <div role="note" aria-labelledby={headingId} data-testid="corrections-box" className={styles.box}>
      <h2 id={headingId} className={styles.heading}>
        {CORRECTIONS_TEXT.boxHeading}
      </h2>
      <p className={styles.intro}>{CORRECTIONS_TEXT.boxIntro}</p>
      <ul className={styles.list}>
        {corrections.map((c) => (
          <li key={`${c.date}-${c.note}`} className={styles.item}>
            <span className={styles.date}>
              <time dateTime={c.date}>{formatJalaliDate(c.date)}</time>:
            </span>
            <span className={styles.note}>{c.note}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
