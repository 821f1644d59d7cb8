import type { SubjectDetail } from '@rasti/contract';
import { queryOptions } from '@tanstack/react-query';
import { COUNTS_VIEW } from '../../../ssr-state';
import { api } from '../../../lib/api/client';
import { subjectKeys } from './subject-keys';

/**
 * One subject. Staff (roles 2-5) read the staff detail (any status, everything linked); everyone else
 * the public one (published only; the server counts the visit).
 */
export const subjectQueryOptions = (id: number, audience: 'staff' | 'public') =>
  queryOptions({
    queryKey: subjectKeys.detail(id, audience),
    queryFn: ({ signal }) =>
      audience === 'staff'
        ? api<SubjectDetail>(`/news/news-subject/${id}/`, { signal })
        : api<SubjectDetail>(`/public/public-news-subject/${id}/`, { signal, auth: false }),
    meta: audience === 'public' ? COUNTS_VIEW : undefined,
  });

/** GET /news/news-subject/{id}/ for the form: the staff view of any status. */
export const staffSubjectQuery = (id: number) =>
  queryOptions({
    ...subjectQueryOptions(id, 'staff'),
    // the form copies the subject once; a background refetch must not overwrite what is being typed
    staleTime: Number.POSITIVE_INFINITY,
  });
