import { STATUS_COLORS, STATUS_LABELS, type Status } from '@rasti/contract/enums';
import type { ReviewListItem } from '@rasti/contract/reviews';
import type { ReactNode } from 'react';
import { AppImage } from '../../../components/AppImage';
import { CardImageLink, ReportTitleLink, reportPath, SubjectLine } from '../../../components/ReviewCardParts';
import { formatJalaliDate } from '../../../lib/jalali';
import { ColorChip } from '../../subjects/index';
import { REVIEWS_TEXT } from '../messages';
import styles from './ReviewCard.module.css';

export interface ReviewCardData {
  id: number;
  title: string;
  summary: string;
  image: string | null;
  subjectId: number | null;
  subjectTitle: string | null;
  datePublished: string | null;
  /** shown to staff only */
  status?: number;
}

/** A list item of the API as the card shows it; the small image rendition where there is one. */
export const reviewCardData = (item: ReviewListItem, withStatus = false): ReviewCardData => ({
  id: item.id,
  title: item.title,
  summary: item.summary,
  image: item.main_images_small ?? item.main_images,
  subjectId: item.subject_id ?? item.subject ?? null,
  subjectTitle: item.subject_title,
  datePublished: item.date_published,
  ...(withStatus ? { status: item.status } : {}),
});

/** One review in a list: image, subject link, title link to the report, a two-line summary. */
export function ReviewCard({
  review,
  headingLevel = 'h2',
  action,
}: {
  review: ReviewCardData;
  headingLevel?: 'h2' | 'h3';
  /** e.g. the staff list's edit link */
  action?: ReactNode;
}) {
  const status = review.status as Status | undefined;
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <CardImageLink to={reportPath(review.id)}>
        <AppImage src={review.image} alt="" className={styles.image} />
      </CardImageLink>
      <div className={styles.body}>
        {review.subjectId !== null ? <SubjectLine id={review.subjectId} title={review.subjectTitle} /> : null}
        <Heading className={styles.title}>
          <ReportTitleLink id={review.id} title={review.title} />
        </Heading>
        {review.summary ? <p className={styles.summary}>{review.summary}</p> : null}
        <div className={styles.footer}>
          {status && STATUS_LABELS[status] ? (
            // a coloured border and dot, dark text: the orange of drafts is too light behind white text
            <ColorChip
              size="small"
              variant="outlined"
              dot
              label={STATUS_LABELS[status]}
              background={STATUS_COLORS[status]}
            />
          ) : null}
          {review.datePublished ? (
            <p className={styles.date}>
              {REVIEWS_TEXT.published} {formatJalaliDate(review.datePublished)}
            </p>
          ) : null}
          {action ? <div className={styles.action}>{action}</div> : null}
        </div>
      </div>
    </article>
  );
}
