import type { ReactNode } from 'react';
import { formatJalaliDate } from '../lib/jalali';
import { cx } from '../styles/cx';
import { AppLink } from './AppLink';
import styles from './ReviewCardParts.module.css';
import { TextLink } from './TextLink';

// Pieces of the review cards of the review lists, the home page's latest reviews and a faculty member's
// published items: each card lays them out its own way.

export const SUBJECT_LINK_LABEL = 'موضوع:';
/**
 * What an empty title reads: the contract's REVIEW_MESSAGES.noSubjectTitle, repeated here so the home
 * page does not download every review sentence for this one (ReviewCardParts.test.tsx checks they agree).
 */
export const NO_TITLE = 'بدون عنوان';

export const reportPath = (id: number) => `/report/${id}`;
export const subjectPath = (id: number) => `/news-subject-page/${id}`;

/**
 * The card's picture, linking where the title links: pointer users may click either, while keyboards and
 * screen readers reach the title link only. Its own look (a ratio) comes as a class.
 */
export function CardImageLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <AppLink to={to} tabIndex={-1} aria-hidden className={cx(styles.imageLink, className)}>
      {children}
    </AppLink>
  );
}

/** The review's title as the link to its report; an empty title reads 'بدون عنوان'. */
export function ReportTitleLink({ id, title }: { id: number; title: string }) {
  return (
    <TextLink to={reportPath(id)} inherit>
      {title || NO_TITLE}
    </TextLink>
  );
}

/** 'موضوع:' and the link to the subject the review is about (cut to a line or two by a class). */
export function SubjectLine({
  id,
  title,
  className,
}: {
  id: number;
  title: string | null;
  className?: string;
}) {
  return (
    <p className={cx(styles.subjectLine, className)}>
      {SUBJECT_LINK_LABEL} <TextLink to={subjectPath(id)}>{title || NO_TITLE}</TextLink>
    </p>
  );
}

/** The publication date in Jalali, or nothing for an unpublished review. */
export function PublishedDate({ value }: { value: string | null }) {
  const date = formatJalaliDate(value);
  if (!date) return null;
  return (
    <p className={styles.date}>
      <time dateTime={value ?? undefined}>{date}</time>
    </p>
  );
}
