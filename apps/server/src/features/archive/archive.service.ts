import type { ArchiveMonth, PageQuery, ReviewListItem } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import type { Page } from '../../lib/sql.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { listPublishedReviews } from '../reviews/index.ts';
import { isArchiveMonth, monthRange, monthStarts } from './archive.months.ts';
import { countsByBucket } from './archive.repository.ts';

/** The archive's index: each Jalali month that has a published report, with their number, newest first. */
export async function archiveMonths(opts: { db: Db; now?: Date }): Promise<ArchiveMonth[]> {
  const starts = monthStarts(opts.now ?? new Date());
  const counts = await countsByBucket(
    opts.db,
    starts.map((s) => s.from),
  );
  const months: ArchiveMonth[] = [];
  // bucket i holds month starts[i-1]; the last start is the month after now's (its bucket: the future)
  for (let i = starts.length - 1; i >= 1; i--) {
    const count = counts.get(i) ?? 0;
    const { year, month } = starts[i - 1]!;
    if (count > 0) months.push({ year, month, count });
  }
  return months;
}

/**
 * One month's published reports, newest first, a page of them; null for a month the archive does not
 * have (before its first year, after the month Tehran is in now).
 */
export async function archiveMonthReports(opts: {
  db: Db;
  storage: FileStorage;
  year: number;
  month: number;
  query: PageQuery;
  now?: Date;
}): Promise<Page<ReviewListItem> | null> {
  const { db, storage, year, month, query } = opts;
  if (!isArchiveMonth(year, month, opts.now ?? new Date())) return null;
  return listPublishedReviews({ db, storage, query: { ...query, published: monthRange(year, month) } });
}
