import type { Category, Evaluation, Media } from '@rasti/contract/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';

// The catalogue the review screens pick from: outlets and evaluations (staff calls) and the public
// categories of the list's filter (read here until their features own the queries; subjects come from
// the subjects feature's api).

/** How many choices a picker shows for one search. */
export const PICKER_PAGE_SIZE = 20;

export const catalogueKeys = {
  outlets: (search: string) => ['reviews', 'outlet-choices', search] as const,
  evaluations: ['reviews', 'evaluations'] as const,
  categories: ['reviews', 'categories'] as const,
};

export const outletChoicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: catalogueKeys.outlets(search),
    queryFn: ({ signal }) =>
      apiPage<Media>('/news/Media/', {
        query: { search: search.trim(), page: 1, page_size: PICKER_PAGE_SIZE },
        signal,
      }),
    staleTime: 60_000,
  });

/** Every evaluation (there are a handful): the news-item blocks wait for these before filling in. */
export const evaluationsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.evaluations,
    queryFn: ({ signal }) => api<Evaluation[]>('/news/Review-Result/', { query: { page_size: 100 }, signal }),
    staleTime: 5 * 60_000,
  });

export const publicCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) =>
      api<Category[]>('/public/public-category/', { query: { page_size: 100 }, auth: false, signal }),
    staleTime: 5 * 60_000,
  });
