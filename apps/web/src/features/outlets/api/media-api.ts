import type { Media, Origin } from '@rasti/contract';
import { LIMITS } from '@rasti/contract/limits';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';

export type OriginFilter = '' | `${Origin}`;

export interface MediaListFilters {
  page: number;
  search: string;
  origin: OriginFilter;
}

export const MEDIA_PAGE_SIZE = LIMITS.adminPageSize;

export const mediaKeys = {
  all: ['media'] as const,
  list: (filters: MediaListFilters) => ['media', 'list', filters] as const,
};

/** Query-string of the outlet lists: paged by the server, unset filters left out. */
export function mediaListQuery(
  { page, search, origin }: MediaListFilters,
  pageSize: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = { page, page_size: pageSize };
  const term = search.trim();
  if (term) query.search = term;
  if (origin) query.origin = Number(origin);
  return query;
}

/** GET /news/Media/: the staff list, with every source counted (it decides whether delete is offered). */
export const mediaListQueryOptions = (filters: MediaListFilters) =>
  queryOptions({
    queryKey: mediaKeys.list(filters),
    queryFn: ({ signal }) =>
      apiPage<Media>('/news/Media/', { query: mediaListQuery(filters, MEDIA_PAGE_SIZE), signal }),
    placeholderData: keepPreviousData,
  });

/** POST /news/Media/ multipart: name, english_name, link, origin, logo. */
export const createMedia = (body: FormData) => api<Media>('/news/Media/', { method: 'POST', body });

/** PATCH /news/Media/{id}/ multipart: the fields, a new logo or logo='' to remove it. */
export const updateMedia = (id: number, body: FormData) =>
  api<Media>(`/news/Media/${id}/`, { method: 'PATCH', body });

export const deleteMedia = (id: number) => api<void>(`/news/Media/${id}/`, { method: 'DELETE' });
