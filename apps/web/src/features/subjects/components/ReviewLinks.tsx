import type { SubjectDetail } from '@rasti/contract/subjects';
import { AppImage } from '../../../components/AppImage';
import { TextLink } from '../../../components/TextLink';
import { SUBJECT_PAGE_TEXT } from '../messages';
import { StatusChip } from './ColorChip';
import styles from './ReviewLinks.module.css';

type Review = SubjectDetail['subject_reviews'][number];

/** The reviews written on this subject, each with 'مشاهده کامل' to its report page. */
export function ReviewLinks({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) {
    return <p className={styles.empty}>{SUBJECT_PAGE_TEXT.noReviews}</p>;
  }
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id}>
          <article className={styles.card}>
            <AppImage src={review.main_images} alt="" className={styles.image} />
            <div className={styles.body}>
              <div className={styles.titleRow}>
                <h3 className={styles.title}>{review.title}</h3>
                <StatusChip status={review.status} />
              </div>
              <p className={styles.summary}>{review.summary}</p>
              <div className={styles.more}>
                <TextLink
                  to={`/report/${review.id}`}
                  aria-label={SUBJECT_PAGE_TEXT.readReviewOf(review.title)}
                  className={styles.moreLink}
                >
                  {SUBJECT_PAGE_TEXT.readReview}
                </TextLink>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
