import type { PublicCorrection } from '@rasti/contract/corrections';
import { LIMITS } from '@rasti/contract/limits';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api/client';

export const CORRECTIONS_PAGE_SIZE = LIMITS.publicPageSize;

export const correctionKeys = {
  list: (page: number) => ['corrections', 'list', page] as const,
};

/** GET /public/corrections/: the notes of published subjects and reviews, newest first, one page. */
export const correctionListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: correctionKeys.list(page),
    queryFn: ({ signal }) =>
      apiPage<PublicCorrection>('/public/corrections/', {
        query: { page, page_size: CORRECTIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
