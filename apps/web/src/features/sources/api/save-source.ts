import type { Source } from '@rasti/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

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

/** The payload as form fields; an absent date or evaluation is an empty field. */
export function sourceFormData(payload: SourcePayload): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(payload)) data.append(key, value === null ? '' : String(value));
  return data;
}

/** POST /news/Rumor/ (no id) or PUT /news/Rumor/{id}/. */
export const saveSource = ({ id, payload }: { id?: number; payload: SourcePayload }) =>
  id === undefined
    ? api<Source>('/news/Rumor/', { method: 'POST', body: sourceFormData(payload) })
    : api<Source>(`/news/Rumor/${id}/`, { method: 'PUT', body: sourceFormData(payload) });

/** Saves a source; the caller reloads the subject that lists it. */
export function useSaveSource(options: {
  onSuccess: (saved: Source) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({ mutationFn: saveSource, onSuccess: options.onSuccess, onError: options.onError });
}
