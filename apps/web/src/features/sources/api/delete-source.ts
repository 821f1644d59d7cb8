import type { Source } from '@rasti/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const deleteSource = (id: number) => api<void>(`/news/Rumor/${id}/`, { method: 'DELETE' });

/** Removes a source; the caller reloads the subject that lists it. */
export function useDeleteSource(options: {
  onSuccess: (source: Source) => unknown;
  onError: (error: Error) => void;
}) {
  return useMutation({
    mutationFn: (source: Source) => deleteSource(source.id),
    onSuccess: (_nothing, source) => options.onSuccess(source),
    onError: options.onError,
  });
}
