import type { Source } from '@rasti/contract/sources';
import type { ReactNode } from 'react';
import { AppImage } from '../../../components/AppImage';
import { formatJalaliDate } from '../../../lib/jalali';
import { ColorChip, StatusChip } from '../../subjects/index';
import styles from './SourceCard.module.css';

type SourceCardProps = {
  source: Source;
  /** Staff actions (edit, remove), shown at the card's end. */
  actions?: ReactNode;
  /** Label of the external link, for screen readers. */
  openLabel: (title: string) => string;
};

/** One published source of a subject: the outlet with its logo, the date, title, summary and verdict. */
export function SourceCard({ source, actions, openLabel }: SourceCardProps) {
  const date = source.date_published_rumor === null ? '' : formatJalaliDate(source.date_published_rumor);
  return (
    <article className={styles.card}>
      <div className={styles.header}>
        <AppImage src={source.logo} alt="" fallback="logo" width={36} height={36} className={styles.logo} />
        <div className={styles.outlet}>
          <p className={styles.outletName}>{source.publisher_name}</p>
          {date ? <p className={styles.date}>{date}</p> : null}
        </div>
        <StatusChip status={source.status} />
        {source.reviews_title ? (
          <ColorChip size="small" label={source.reviews_title} background={source.reviews_color} />
        ) : null}
      </div>
      <h3 className={styles.title}>
        {source.link ? (
          // the mark after the title (drawn by the stylesheet) says the link leaves the site
          <a
            className={styles.link}
            href={source.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-label={openLabel(source.title)}
          >
            {source.title}
          </a>
        ) : (
          source.title
        )}
      </h3>
      <p className={styles.summary}>{source.summary}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
