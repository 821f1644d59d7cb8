import type { Category } from '@rasti/contract/catalogue';
import { LIMITS } from '@rasti/contract/limits';
import { queryOptions } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api/client';

// The categories the subject screens filter by (read here until the categories feature owns the query).

/** Categories are few; one page of the API's largest size holds them all. */
const CATEGORY_PAGE_SIZE = LIMITS.apiMaxPageSize;

/** Every category, for filters (the public list answers everyone). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'all'] as const,
    queryFn: ({ signal }) =>
      apiPage<Category>('/public/public-category/', {
        query: { page: 1, page_size: CATEGORY_PAGE_SIZE },
        signal,
        auth: false,
      }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
