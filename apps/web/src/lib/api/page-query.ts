import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { type ApiOptions, apiPage } from './client';

/**
 * The query options of one page of a server-paged list (its items and the X-Total-Count total): the
 * previous page stays on screen while the next one loads.
 */
export const pageQueryOptions = <T, K extends QueryKey = QueryKey>(
  queryKey: K,
  path: string,
  options: Omit<ApiOptions, 'signal'> = {},
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiPage<T>(path, { ...options, signal }),
    placeholderData: keepPreviousData,
  });
