import type { SubjectDetail } from '@rasti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { upload } from '../../../lib/api/upload';

export const subjectFormKeys = {
  detail: (id: number) => ['subjects', 'detail', 'staff', id] as const,
};

/** GET /news/news-subject/{id}/: the staff view of any status. */
export const staffSubjectQuery = (id: number) =>
  queryOptions({
    queryKey: subjectFormKeys.detail(id),
    queryFn: ({ signal }) => api<SubjectDetail>(`/news/news-subject/${id}/`, { signal }),
    // the form copies the subject once; a background refetch must not overwrite what is being typed
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface SaveTopicInput {
  /** the subject being edited; undefined creates one */
  id?: number;
  body: FormData;
  onProgress: (fraction: number) => void;
}

/** POST creates, PATCH {id}/ updates (multipart, spec section 7); both answer the saved subject. */
export const saveTopic = ({ id, body, onProgress }: SaveTopicInput) =>
  id === undefined
    ? upload<SubjectDetail>('/news/news-subject/', { method: 'POST', body, onProgress })
    : upload<SubjectDetail>(`/news/news-subject/${id}/`, { method: 'PATCH', body, onProgress });
