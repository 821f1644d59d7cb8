import type { Outlet, Origin, PublicOutletDetail } from '@rasti/contract';
import { LIMITS } from '@rasti/contract/limits';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';

// The outlets feature owns the outlets' cache: every reader uses these options, every write invalidates
// `outletKeys.all`. The public directory's calls are anonymous, so a visitor's page never asks for a
// token refresh.

export type OriginFilter = '' | `${Origin}`;

export interface OutletListFilters {
  page: number;
  search: string;
  origin: OriginFilter;
}

export const OUTLETS_PAGE_SIZE = LIMITS.adminPageSize;
export const DIRECTORY_PAGE_SIZE = LIMITS.adminPageSize;
export const OUTLET_SOURCES_PAGE_SIZE = LIMITS.publicPageSize;
/** How many outlets a picker offers for one search. */
export const OUTLET_CHOICES = 20;

export const outletKeys = {
  all: ['outlets'] as const,
  staffList: (filters: OutletListFilters) => ['outlets', 'staff', filters] as const,
  list: (filters: OutletListFilters) => ['outlets', 'list', filters] as const,
  detail: (id: number, page: number) => ['outlets', 'detail', id, page] as const,
  choices: (search: string) => ['outlets', 'choices', search] as const,
};

/** Query-string of the outlet lists: paged by the server, unset filters left out. */
export function outletListParams(
  { page, search, origin }: OutletListFilters,
  pageSize: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = { page, page_size: pageSize };
  const term = search.trim();
  if (term) query.search = term;
  if (origin) query.origin = Number(origin);
  return query;
}

/** GET /news/Media/: the staff list, with every source counted (it decides whether delete is offered). */
export const staffOutletListQuery = (filters: OutletListFilters) =>
  queryOptions({
    queryKey: outletKeys.staffList(filters),
    queryFn: ({ signal }) =>
      apiPage<Outlet>('/news/Media/', { query: outletListParams(filters, OUTLETS_PAGE_SIZE), signal }),
    placeholderData: keepPreviousData,
  });

/** GET /public/public-media/: the public directory. */
export const outletListQuery = (filters: OutletListFilters) =>
  queryOptions({
    queryKey: outletKeys.list(filters),
    queryFn: ({ signal }) =>
      apiPage<Outlet>('/public/public-media/', {
        query: outletListParams(filters, DIRECTORY_PAGE_SIZE),
        signal,
        auth: false,
      }),
    placeholderData: keepPreviousData,
  });

/** One outlet with its score row and a page of its published sources. */
export const outletQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: outletKeys.detail(id, page),
    queryFn: ({ signal }) =>
      api<PublicOutletDetail>(`/public/public-media/${id}/`, {
        query: { page, page_size: OUTLET_SOURCES_PAGE_SIZE },
        signal,
        auth: false,
      }),
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });

/** The staff's pickers: outlets whose Persian or English name (or category) contains the search. */
export const outletChoicesQuery = (search: string) =>
  queryOptions({
    queryKey: outletKeys.choices(search.trim()),
    queryFn: ({ signal }) =>
      apiPage<Outlet>('/news/Media/', {
        query: { page: 1, page_size: OUTLET_CHOICES, search: search.trim() },
        signal,
      }).then((r) => r.items),
    staleTime: 60_000,
  });

/** An outlet page's `?page` as the page reads it: a whole number from 1, else 1 (the server keys it so). */
export function sourcesPageParam(value: string | null): number {
  if (value === null || !/^\d{1,10}$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : 1;
}
