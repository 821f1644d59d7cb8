import { displayLink, outletHref } from '../links';
import { OUTLETS_TEXT } from '../messages';
import styles from './outlets.module.css';

/** An outlet's website, opened in a new tab; 'https://' is added when the link has no scheme. */
export default function OutletLink({
  link,
  maxWidth = '100%',
}: {
  link: string;
  maxWidth?: number | string;
}) {
  const href = outletHref(link);
  const text = displayLink(link);
  if (!href) return <bdi dir="ltr">{text}</bdi>;
  return (
    // one line in a table: a long address ends in '…' (the full one is in the tooltip and the href)
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      dir="ltr"
      title={href}
      className={styles.link}
      style={{ maxWidth }}
    >
      {text}
      <span className={styles.newTab}> {OUTLETS_TEXT.opensInNewTab}</span>
    </a>
  );
}
