import type { ReviewListItem } from '@rasti/contract/reviews';
import { AppImage } from '../../../components/AppImage';
import {
  CardImageLink,
  PublishedDate,
  ReportTitleLink,
  reportPath,
  SubjectLine,
} from '../../../components/ReviewCardParts';
import styles from './faculty.module.css';

/** One published item of the member: picture, title linking to its report, subject link, two-line summary. */
export function MemberItemCard({ item }: { item: ReviewListItem }) {
  return (
    <article className={styles.item}>
      <CardImageLink to={reportPath(item.id)}>
        <AppImage src={item.main_images_small ?? item.main_images} alt="" className={styles.itemImage} />
      </CardImageLink>
      <div className={styles.itemBody}>
        <h3 className={styles.itemTitle}>
          <ReportTitleLink id={item.id} title={item.title} />
        </h3>
        <SubjectLine id={item.subject_id} title={item.subject_title} className={styles.itemSubject} />
        <p className={styles.itemSummary}>{item.summary}</p>
        <PublishedDate value={item.date_published} />
      </div>
    </article>
  );
}
