import type { Evaluation, Media, Source } from '@rasti/contract';
import { LIMITS } from '@rasti/contract/limits';
import { queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';

/** POST /news/Rumor/ and PUT /news/Rumor/{id}/: spec section 3's save payload, sent as multipart (section 7). */
export interface SourcePayload {
  news_subject: number;
  /** the same subject under the name section 7's create call uses */
  subject_id: number;
  title: string;
  link: string;
  publisher: number;
  /** Unix seconds */
  date_published_rumor: number | null;
  result: number | null;
  summary: string;
  status: number;
}

/** How many outlets the publisher picker offers for a search. */
export const OUTLET_OPTIONS = 20;

export const sourceKeys = {
  outlets: (search: string) => ['media', 'options', search] as const,
  evaluations: ['evaluations', 'all'] as const,
};

/** The payload as form fields; an absent date or evaluation is an empty field. */
export function sourceFormData(payload: SourcePayload): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(payload)) data.append(key, value === null ? '' : String(value));
  return data;
}

export const createSource = (payload: SourcePayload) =>
  api<Source>('/news/Rumor/', { method: 'POST', body: sourceFormData(payload) });

export const updateSource = (id: number, payload: SourcePayload) =>
  api<Source>(`/news/Rumor/${id}/`, { method: 'PUT', body: sourceFormData(payload) });

export const deleteSource = (id: number) => api<void>(`/news/Rumor/${id}/`, { method: 'DELETE' });

/** Outlets whose Persian or English name (or category) contains the search, for the publisher picker. */
export const outletOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: sourceKeys.outlets(search.trim()),
    queryFn: ({ signal }) =>
      apiPage<Media>('/news/Media/', {
        query: { page: 1, page_size: OUTLET_OPTIONS, search: search.trim() },
        signal,
      }).then((r) => r.items),
    staleTime: 60_000,
  });

/** The evaluations (verdicts) a source may carry. */
export const evaluationsQueryOptions = () =>
  queryOptions({
    queryKey: sourceKeys.evaluations,
    queryFn: ({ signal }) =>
      apiPage<Evaluation>('/news/Review-Result/', {
        query: { page: 1, page_size: LIMITS.apiMaxPageSize },
        signal,
      }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
