import type { ComponentProps } from 'react';
import { AppLink, type AppLinkProps } from './AppLink';
import { cx } from '../styles/cx';
import styles from './TextLink.module.css';

type TextLinkProps = AppLinkProps & {
  /** the colour of the text around it instead of the primary colour */
  inherit?: boolean;
};

/**
 * An app link (AppLink) drawn as MUI's `<Link underline="hover">` is (primary colour, underlined on hover),
 * with a static class. Its rules have no specificity, so a `className` of the caller changes its colour or
 * size.
 */
export function TextLink({ className, inherit = false, ...rest }: TextLinkProps) {
  return <AppLink {...rest} className={cx(styles.link, inherit && styles.inherit, className)} />;
}

/** A plain `<a>` (a file of the server, not a page of the app) drawn as a TextLink. */
export function TextAnchor({ className, ...rest }: ComponentProps<'a'>) {
  return <a {...rest} className={cx(styles.link, className)} />;
}
