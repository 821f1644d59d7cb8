import type { PublicCorrection } from '@rasti/contract/corrections';
import { LIMITS } from '@rasti/contract/limits';
import { pageQueryOptions } from '../../../lib/api/page-query';

export const CORRECTIONS_PAGE_SIZE = LIMITS.publicPageSize;

export const correctionKeys = {
  list: (page: number) => ['corrections', 'list', page] as const,
};

/** GET /public/corrections/: the notes of published subjects and reviews, newest first, one page. */
export const correctionListQueryOptions = (page: number) =>
  pageQueryOptions<PublicCorrection>(correctionKeys.list(page), '/public/corrections/', {
    query: { page, page_size: CORRECTIONS_PAGE_SIZE },
  });
