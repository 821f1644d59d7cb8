import { LIMITS } from '@rasti/contract/limits';
import { useEffect, useState } from 'react';
import { cx } from '../../styles/cx';
import styles from './LoadingOverlay.module.css';

const WORDS = ['شایعه', 'حقیقت', 'منسوخ'] as const;
// each word's slot, in rem (LoadingOverlay.module.css draws three of them)
const SLOT_REM = 7;

/** A magnifier moving over rumour, truth and obsolete, one step every 2 s. */
export function MagnifierAnimation() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % WORDS.length), LIMITS.overlayStepMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <div aria-hidden="true" data-active-word={WORDS[index]} className={styles.magnifier}>
      {WORDS.map((word, i) => (
        <div key={word} className={cx(styles.word, i === index && styles.activeWord)}>
          {word}
        </div>
      ))}
      <svg
        aria-hidden="true"
        viewBox="0 0 100 100"
        className={styles.lens}
        style={{ insetInlineStart: `${index * SLOT_REM}rem` }}
      >
        {/* centred on the word's slot, wide enough for the active word (LoadingOverlay.module.css) */}
        <circle cx="50" cy="50" r="36" fill="rgba(255,255,255,0.08)" stroke="#f2a541" strokeWidth="5" />
        <path d="M76 76 L93 93" stroke="#f2a541" strokeWidth="9" strokeLinecap="round" />
      </svg>
    </div>
  );
}
