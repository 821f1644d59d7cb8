import type { ArchiveMonth } from '@rasti/contract/archive';
import { LIMITS } from '@rasti/contract/limits';
import type { ReviewListItem } from '@rasti/contract/reviews';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { pageQueryOptions } from '../../../lib/api/page-query';

export const ARCHIVE_PAGE_SIZE = LIMITS.publicPageSize;

export const archiveKeys = {
  months: ['archive', 'months'] as const,
  month: (year: number, month: number, page: number) => ['archive', year, month, page] as const,
};

/** GET /public/archive/: each month with published reports and how many, newest first. */
export const archiveMonthsQuery = () =>
  queryOptions({
    queryKey: archiveKeys.months,
    queryFn: ({ signal }) => api<ArchiveMonth[]>('/public/archive/', { signal, auth: false }),
  });

/** GET /public/archive/{year}/{month}/: a Jalali month's published reports, newest first, one page. */
export const archiveMonthQueryOptions = (year: number, month: number) => (page: number) =>
  pageQueryOptions<ReviewListItem>(
    archiveKeys.month(year, month, page),
    `/public/archive/${year}/${month}/`,
    {
      query: { page, page_size: ARCHIVE_PAGE_SIZE },
      auth: false,
    },
  );
