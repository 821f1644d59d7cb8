import type { Evaluation } from '@rasti/contract';
import { LIMITS } from '@rasti/contract/limits';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

// The trust feature owns the evaluations' cache: every reader uses these options, every write
// invalidates `evaluationKeys.all`.

// a handful of verdict kinds: one page of the API's largest size holds them all
const ALL = { page: 1, page_size: LIMITS.apiMaxPageSize };

export const evaluationKeys = {
  all: ['evaluations'] as const,
  public: ['evaluations', 'public'] as const,
  staff: ['evaluations', 'staff'] as const,
};

/** GET /public/public-Review-Result: every evaluation with its colour, weight and definition. */
export const publicEvaluationsQuery = () =>
  queryOptions({
    queryKey: evaluationKeys.public,
    queryFn: ({ signal }) => api<Evaluation[]>('/public/public-Review-Result', { query: ALL, signal }),
  });

/** GET /news/Review-Result/: the staff's list (never a shared cached copy), for the forms' choices. */
export const evaluationsQuery = () =>
  queryOptions({
    queryKey: evaluationKeys.staff,
    queryFn: ({ signal }) => api<Evaluation[]>('/news/Review-Result/', { query: ALL, signal }),
    staleTime: 5 * 60_000,
  });
