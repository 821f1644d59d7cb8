import { toPersianDigits } from '@rasti/contract/persian';
import { FACULTY_TEXT } from '../messages';
import styles from './faculty.module.css';

/** '{n} مطلب منتشر شده' as a small pill. */
export function PublishedCount({ count }: { count: number }) {
  return <span className={styles.count}>{FACULTY_TEXT.publishedCount(toPersianDigits(count))}</span>;
}
