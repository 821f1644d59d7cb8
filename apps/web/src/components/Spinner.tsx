import type { AriaAttributes } from 'react';
import { cx } from '../styles/cx';
import styles from './Spinner.module.css';

// The same picture and motion as MUI's indeterminate CircularProgress (a 44-unit circle, 3.6 thick,
// turning and growing every 1.4 s) with a static stylesheet instead of its component code.
const SIZE = 44;
const THICKNESS = 3.6;

type SpinnerProps = Pick<AriaAttributes, 'aria-label' | 'aria-hidden'> & {
  /** Width and height in px. */
  size?: number;
  /** The primary colour, or the colour of the text around it. */
  color?: 'primary' | 'inherit';
};

/** A turning circle: role progressbar, named by `aria-label` (or hidden from screen readers). */
export function Spinner({ size = 40, color = 'primary', ...aria }: SpinnerProps) {
  return (
    <span
      role="progressbar"
      {...aria}
      className={cx(styles.spinner, color === 'inherit' && styles.inherit)}
      style={{ width: size, height: size }}
    >
      <svg viewBox={`${SIZE / 2} ${SIZE / 2} ${SIZE} ${SIZE}`} aria-hidden="true" className={styles.svg}>
        <circle cx={SIZE} cy={SIZE} r={(SIZE - THICKNESS) / 2} fill="none" strokeWidth={THICKNESS} />
      </svg>
    </span>
  );
}
