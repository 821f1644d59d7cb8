import { ARCHIVE_TEXT, type ArchiveMonth, archiveMonthPath, JALALI_MONTHS } from '@rasti/contract/archive';
import { toPersianDigits } from '@rasti/contract/persian';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { PlainAlert } from '../../../components/PlainAlert';
import { RetryButton } from '../../../components/RetryButton';
import { TextLink } from '../../../components/TextLink';
import { archiveMonthsQuery } from '../api';
import styles from './ArchivePage.module.css';

/** The months grouped by year, newest year first (the answer is newest first already). */
function byYear(months: ArchiveMonth[]): [number, ArchiveMonth[]][] {
  const years = new Map<number, ArchiveMonth[]>();
  for (const m of months) years.set(m.year, [...(years.get(m.year) ?? []), m]);
  return [...years];
}

/** '/archive' ('بایگانی'): every Jalali month with published reports, and how many, newest first. */
export default function ArchiveIndexPage() {
  const months = useQuery(archiveMonthsQuery());
  return (
    <>
      <PageHeading title={ARCHIVE_TEXT.title} />
      <p className={styles.intro}>{ARCHIVE_TEXT.intro}</p>
      {months.isPending ? (
        <PageLoader />
      ) : months.isError ? (
        <PlainAlert severity="error" action={<RetryButton query={months} />}>
          {ARCHIVE_TEXT.loadFailed}
        </PlainAlert>
      ) : months.data.length === 0 ? (
        <p className={styles.empty}>{ARCHIVE_TEXT.emptyIndex}</p>
      ) : (
        <nav aria-label={ARCHIVE_TEXT.indexLabel}>
          {byYear(months.data).map(([year, ofYear]) => (
            <section key={year} aria-labelledby={`archive-${year}`}>
              <h2 id={`archive-${year}`} className={styles.year}>
                {toPersianDigits(year)}
              </h2>
              <ul className={styles.months}>
                {ofYear.map((m) => (
                  <li key={m.month} className={styles.month}>
                    <TextLink to={archiveMonthPath(m.year, m.month)}>{JALALI_MONTHS[m.month - 1]}</TextLink>
                    <span className={styles.count}>{ARCHIVE_TEXT.count(toPersianDigits(m.count))}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      )}
    </>
  );
}
