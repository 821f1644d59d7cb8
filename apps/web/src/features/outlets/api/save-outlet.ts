import type { Outlet } from '@rasti/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { outletKeys } from './list-outlets';

/**
 * POST /news/Media/ (no id) or PATCH /news/Media/{id}/, multipart: name, english_name, link, origin and
 * logo (a new file, or logo='' to remove it).
 */
export const saveOutlet = ({ id, body }: { id?: number; body: FormData }) =>
  id === undefined
    ? api<Outlet>('/news/Media/', { method: 'POST', body })
    : api<Outlet>(`/news/Media/${id}/`, { method: 'PATCH', body });

export function useSaveOutlet(options: {
  onSuccess: (saved: Outlet) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOutlet,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: outletKeys.all });
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}
