import { ARCHIVE_TEXT, archiveMonthPath, JALALI_MONTHS } from '@rasti/contract/archive';
import { toPersianDigits } from '@rasti/contract/persian';
import { useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { PagedList, usePagedQuery } from '../../../components/PagedList';
import { pageCountFor } from '../../../components/Pagination';
import { TextLink } from '../../../components/TextLink';
import { ReviewCard, reviewCardData } from '../../reviews/index';
import { ARCHIVE_PAGE_SIZE, archiveMonthQueryOptions } from '../api';
import styles from './ArchivePage.module.css';

const PREVIOUS = 'صفحه‌ی قبل';
const NEXT = 'صفحه‌ی بعد';

/**
 * '/archive/{year}/{month}': a Jalali month's published reports, newest first, paged by the server. The
 * server sends other spellings of the month to this address and answers a month it does not have with 404.
 * Besides the page buttons, plain links to the previous and next pages: the pages work without JavaScript.
 */
export default function ArchiveMonthPage() {
  const params = useParams();
  const year = Number(params.year);
  const month = Number(params.month);
  const paged = usePagedQuery(archiveMonthQueryOptions(year, month), ARCHIVE_PAGE_SIZE);
  const name = JALALI_MONTHS[month - 1] ?? '';
  const path = archiveMonthPath(year, month);
  const pages = pageCountFor(paged.query.data?.total ?? 0, ARCHIVE_PAGE_SIZE);
  const pageLink = (page: number) => (page === 1 ? path : `${path}?page=${page}`);

  return (
    <>
      <PageHeading title={ARCHIVE_TEXT.monthTitle(name, toPersianDigits(year))} />
      <p className={styles.intro}>
        <TextLink to="/archive">{ARCHIVE_TEXT.back}</TextLink>
      </p>
      <PagedList
        {...paged}
        label={ARCHIVE_TEXT.listLabel}
        ordered
        dimPlaceholder
        loadFailed={ARCHIVE_TEXT.loadFailed}
        empty={ARCHIVE_TEXT.emptyMonth}
        emptyPlain
      >
        {(item) => (
          <li key={item.id}>
            <ReviewCard review={reviewCardData(item)} />
          </li>
        )}
      </PagedList>
      {pages > 1 && (
        <p className={styles.pager}>
          {paged.page > 1 ? <TextLink to={pageLink(paged.page - 1)}>{PREVIOUS}</TextLink> : <span />}
          {paged.page < pages && <TextLink to={pageLink(paged.page + 1)}>{NEXT}</TextLink>}
        </p>
      )}
    </>
  );
}
