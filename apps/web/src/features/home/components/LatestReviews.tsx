import type { ReviewListItem } from '@rasti/contract/reviews';
import { AppImage } from '../../../components/AppImage';
import { CardList } from '../../../components/CardList';
import {
  CardImageLink,
  PublishedDate,
  ReportTitleLink,
  reportPath,
  SubjectLine,
} from '../../../components/ReviewCardParts';
import { HOME_TEXT } from '../messages';
import styles from './LatestReviews.module.css';

const COLUMNS = { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' };

/** One review: picture, title linking to its report, a two-line summary and its subject. */
/** `first`: the card at the top of the page, whose picture is asked for at once (often the largest paint). */
export function LatestReviewCard({ review, first = false }: { review: ReviewListItem; first?: boolean }) {
  return (
    <article className={styles.card}>
      <CardImageLink to={reportPath(review.id)}>
        <AppImage
          src={review.main_images_small ?? review.main_images}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          className={styles.image}
        />
      </CardImageLink>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <ReportTitleLink id={review.id} title={review.title} />
        </h3>
        <p className={styles.summary}>{review.summary}</p>
        <SubjectLine id={review.subject_id} title={review.subject_title} className={styles.subject} />
        <PublishedDate value={review.date_published} />
      </div>
    </article>
  );
}

/** The 6 newest published reviews as cards. */
export function LatestReviews({ reviews }: { reviews: ReviewListItem[] }) {
  if (reviews.length === 0) {
    return <p className={styles.empty}>{HOME_TEXT.latestEmpty}</p>;
  }
  return (
    <CardList columns={COLUMNS}>
      {reviews.map((review, index) => (
        <li key={review.id}>
          <LatestReviewCard review={review} first={index === 0} />
        </li>
      ))}
    </CardList>
  );
}
