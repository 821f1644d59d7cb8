import { PageHeading } from '../../../components/PageHeading';
import { PagedList, usePagedQuery } from '../../../components/PagedList';
import { TextLink } from '../../../components/TextLink';
import { formatJalaliDate } from '../../../lib/jalali';
import { CORRECTIONS_PAGE_SIZE, correctionListQueryOptions } from '../api';
import { CORRECTIONS_TEXT } from '../messages';
import styles from './CorrectionsPage.module.css';

/** '/corrections' ('اصلاحیه‌ها'): every correction of a published subject or report, newest first, paged. */
export default function CorrectionsPage() {
  const paged = usePagedQuery(correctionListQueryOptions, CORRECTIONS_PAGE_SIZE);

  return (
    <>
      <PageHeading title={CORRECTIONS_TEXT.listTitle} />
      <p className={styles.intro}>{CORRECTIONS_TEXT.listIntro}</p>
      <PagedList
        {...paged}
        label={CORRECTIONS_TEXT.listLabel}
        ordered
        dimPlaceholder
        loadFailed={CORRECTIONS_TEXT.loadFailed}
        empty={CORRECTIONS_TEXT.empty}
      >
        {(row) => (
          <li key={row.id} className={styles.item}>
            <div className={styles.head}>
              <span className={styles.kind}>{CORRECTIONS_TEXT.kind[row.kind]}</span>
              <h2 className={styles.title}>
                <TextLink to={row.url}>{row.title}</TextLink>
              </h2>
            </div>
            <p className={styles.note}>{row.note}</p>
            <p className={styles.date}>
              {CORRECTIONS_TEXT.on}: <time dateTime={row.date}>{formatJalaliDate(row.date)}</time>
            </p>
          </li>
        )}
      </PagedList>
    </>
  );
}
