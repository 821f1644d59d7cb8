import type { Media, PublicOutletDetail } from '@rasti/contract';
import { LIMITS } from '@rasti/contract/limits';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';
import { type MediaListFilters, mediaListQuery } from './media-api';

// The public outlets directory; anonymous calls, so a visitor's page never asks for a token refresh.

export const DIRECTORY_PAGE_SIZE = LIMITS.adminPageSize;
export const OUTLET_SOURCES_PAGE_SIZE = LIMITS.publicPageSize;

export const outletKeys = {
  all: ['outlets'] as const,
  list: (filters: MediaListFilters) => ['outlets', 'list', filters] as const,
  detail: (id: number, page: number) => ['outlets', 'detail', id, page] as const,
};

export const outletListQueryOptions = (filters: MediaListFilters) =>
  queryOptions({
    queryKey: outletKeys.list(filters),
    queryFn: ({ signal }) =>
      apiPage<Media>('/public/public-media/', {
        query: mediaListQuery(filters, DIRECTORY_PAGE_SIZE),
        signal,
        auth: false,
      }),
    placeholderData: keepPreviousData,
  });

/** One outlet with its score row and a page of its published sources. */
export const outletQueryOptions = (id: number, page: number) =>
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
