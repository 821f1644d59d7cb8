import type { Evaluation } from '@rasti/contract/evaluations';
import { LIMITS } from '@rasti/contract/limits';
import type { SitePage } from '@rasti/contract/trust';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const trustKeys = {
  evaluations: ['trust', 'evaluations'] as const,
  staffEvaluations: ['trust', 'evaluations', 'staff'] as const,
  about: ['trust', 'site-page', 'about'] as const,
};

// a handful of verdict kinds: one page of the API's largest size holds them all
const ALL = { page: 1, page_size: LIMITS.apiMaxPageSize };

/** GET /public/public-Review-Result: every evaluation with its colour, weight and definition. */
export const publicEvaluationsQueryOptions = () =>
  queryOptions({
    queryKey: trustKeys.evaluations,
    queryFn: ({ signal }) => api<Evaluation[]>('/public/public-Review-Result', { query: ALL, signal }),
  });

/** GET /news/Review-Result/: the same list for the staff screen (fresh, never a shared cached copy). */
export const staffEvaluationsQueryOptions = () =>
  queryOptions({
    queryKey: trustKeys.staffEvaluations,
    queryFn: ({ signal }) => api<Evaluation[]>('/news/Review-Result/', { query: ALL, signal }),
  });

/** PATCH /news/Review-Result/{id}/ (super admin): only the definition changes. */
export const updateEvaluationDescription = (id: number, description: string) =>
  api<Evaluation>(`/news/Review-Result/${id}/`, { method: 'PATCH', body: { description } });

/** GET /public/site-pages/about/: the about page's cleaned HTML. */
export const aboutQueryOptions = () =>
  queryOptions({
    queryKey: trustKeys.about,
    queryFn: ({ signal }) => api<SitePage>('/public/site-pages/about/', { signal }),
  });

/** PUT /news/site-pages/about/ (super admin), multipart: the editor's HTML may carry pasted images. */
export function saveAbout(body: string) {
  const form = new FormData();
  form.set('body', body);
  return api<SitePage>('/news/site-pages/about/', { method: 'PUT', body: form });
}
