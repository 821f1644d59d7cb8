import type { PublicStatisticsMonth } from '@rasti/contract/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** GET /public/statistics/: the last twelve Jalali months' questions, answers and times (the dashboard's figures). */
export const publicStatisticsQuery = () =>
  queryOptions({
    queryKey: ['public-statistics'],
    queryFn: ({ signal }) => api<PublicStatisticsMonth[]>('/public/statistics/', { signal }),
  });
