import type { ReactNode } from 'react';
import { cx } from '../../styles/cx';
import styles from './icons.module.css';

export type IconProps = {
  /** MUI's sizes: 24px (medium), 20px (small), or the text's size (inherit). */
  fontSize?: 'medium' | 'small' | 'inherit';
  className?: string;
};

/**
 * A Material icon's <svg> (the same box as MUI's SvgIcon, drawn by a static class): no style code runs for
 * it. Icons are never announced; the button or link around one is named.
 */
export function Svg({ fontSize = 'medium', className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cx(
        styles.icon,
        fontSize === 'small' && styles.small,
        fontSize === 'inherit' && styles.inherit,
        className,
      )}
    >
      {children}
    </svg>
  );
}
