import type { AriaAttributes, MouseEventHandler, ReactNode } from 'react';
import { cx } from '../styles/cx';
import styles from './buttons.module.css';

type IconBtnProps = Pick<AriaAttributes, 'aria-label' | 'aria-controls' | 'aria-expanded'> & {
  size?: 'small' | 'medium';
  /** 'inherit' takes the text colour around it; 'default' is MUI's grey. */
  color?: 'inherit' | 'default';
  /** 'start' pulls the button toward the start edge as MUI's `edge="start"` does. */
  edge?: 'start';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A round icon button drawn as MUI's IconButton (same size, colour and hover) with static classes, without
 * the IconButton, ButtonBase and ripple code; the keyboard focus shows as a ring.
 */
export function IconBtn({
  size = 'medium',
  color = 'default',
  edge,
  className,
  children,
  ...rest
}: IconBtnProps) {
  return (
    <button
      type="button"
      {...rest}
      className={cx(
        styles.reset,
        styles.icon,
        size === 'small' && styles.iconSmall,
        color === 'inherit' && styles.iconInherit,
        edge === 'start' && styles.edgeStart,
        className,
      )}
    >
      {children}
    </button>
  );
}
