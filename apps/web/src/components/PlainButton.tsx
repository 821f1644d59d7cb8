import type { MouseEventHandler, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { cx } from '../styles/cx';
import styles from './buttons.module.css';

type Variant = 'text' | 'outlined' | 'contained';
type Color = 'primary' | 'warning' | 'inherit';

type CommonProps = {
  variant?: Variant;
  color?: Color;
  size?: 'small' | 'medium';
  className?: string;
  children: ReactNode;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
};

type LinkProps = CommonProps & { to: string; reloadDocument?: boolean };
type ButtonProps = CommonProps & {
  to?: undefined;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button, or a router link shaped like one (`to`), drawn as MUI's Button draws it in this theme, with
 * static classes instead of the Button, ButtonBase and ripple code that the first page would otherwise
 * download.
 */
export function PlainButton(props: LinkProps | ButtonProps) {
  const { variant = 'text', color = 'primary', size = 'medium', className, children, ...rest } = props;
  const classes = cx(
    styles.reset,
    styles.button,
    styles[variant],
    styles[color],
    size === 'small' && styles.small,
    className,
  );
  if (rest.to !== undefined) {
    return (
      <RouterLink {...rest} className={classes}>
        {children}
      </RouterLink>
    );
  }
  return (
    <button type="button" {...rest} className={classes}>
      {children}
    </button>
  );
}
