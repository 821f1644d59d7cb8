import type { HomeResponse } from '@rasti/contract/home';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const homeKeys = {
  all: ['home'] as const,
  column: ['home', 'column'] as const,
};

/**
 * GET /public/home/: the scores table, the latest reviews, the four trending tabs and the faculty
 * slides in one answer. The home page and the right column share it, so a visitor's home page costs
 * one request for its data.
 */
export const homeQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.all,
    queryFn: ({ signal }) => api<HomeResponse>('/public/home/', { signal }),
    staleTime: 60_000,
  });
