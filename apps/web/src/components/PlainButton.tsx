import type { MouseEventHandler, ReactNode, Ref } from 'react';
import { cx } from '../styles/cx';
import { AppLink } from './AppLink';
import styles from './buttons.module.css';

type Variant = 'text' | 'outlined' | 'contained';
type Color = 'primary' | 'warning' | 'inherit';

type CommonProps = {
  variant?: Variant;
  color?: Color;
  size?: 'small' | 'medium';
  className?: string;
  /** an icon before the text (MUI's `startIcon`) */
  startIcon?: ReactNode;
  children: ReactNode;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'aria-label'?: string;
  'aria-current'?: 'page';
};

type LinkProps = CommonProps & { to: string; reloadDocument?: boolean; state?: unknown };
/** a plain link to a file (`download`) or another site */
type AnchorProps = CommonProps & { to?: undefined; href: string; download?: boolean };
type ButtonProps = CommonProps & {
  to?: undefined;
  href?: undefined;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button, or a router link shaped like one (`to`), or a plain link (`href`), drawn as MUI's Button draws
 * it in this theme, with static classes instead of the Button, ButtonBase and ripple code that the first
 * page would otherwise download.
 */
export function PlainButton(props: LinkProps | AnchorProps | ButtonProps) {
  const {
    variant = 'text',
    color = 'primary',
    size = 'medium',
    className,
    startIcon,
    children,
    ...rest
  } = props;
  const classes = cx(
    styles.reset,
    styles.button,
    styles[variant],
    styles[color],
    size === 'small' && styles.small,
    className,
  );
  const content = startIcon ? (
    <>
      <span className={styles.startIcon}>{startIcon}</span>
      {children}
    </>
  ) : (
    children
  );
  if (rest.to !== undefined) {
    return (
      <AppLink {...rest} className={classes}>
        {content}
      </AppLink>
    );
  }
  if (rest.href !== undefined) {
    return (
      <a {...rest} className={classes}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" {...rest} className={classes}>
      {content}
    </button>
  );
}
