import type { Outlet } from '@rasti/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { outletKeys } from './list-outlets';

export const deleteOutlet = (id: number) => api<void>(`/news/Media/${id}/`, { method: 'DELETE' });

/** DELETE /news/Media/{id}/; every outlet reader is refreshed whatever the answer (a 409 means it changed). */
export function useDeleteOutlet(options: {
  onSuccess: (outlet: Outlet) => void;
  onError: (error: Error) => void;
  onSettled: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outlet: Outlet) => deleteOutlet(outlet.id),
    onSuccess: (_nothing, outlet) => options.onSuccess(outlet),
    onError: options.onError,
    onSettled: () => {
      options.onSettled();
      void queryClient.invalidateQueries({ queryKey: outletKeys.all });
    },
  });
}
