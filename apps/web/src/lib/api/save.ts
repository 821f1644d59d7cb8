import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

/** The spec's save calls: POST to the collection (no id) or PATCH of `${collection}${id}/`. */
export const saveAt = <T>(collection: string, id: number | undefined, body: FormData) =>
  id === undefined
    ? api<T>(collection, { method: 'POST', body })
    : api<T>(`${collection}${id}/`, { method: 'PATCH', body });

/** A save whose success refreshes every reader of `queryKey` (the resource's one cache key). */
export function useSaveMutation<T, V>(
  mutationFn: (variables: V) => Promise<T>,
  queryKey: QueryKey,
  options: { onSuccess: (saved: T) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved: T) => {
      void queryClient.invalidateQueries({ queryKey });
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}
