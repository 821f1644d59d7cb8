import type { Question } from '@rasti/contract/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { storeQuestion } from './list-questions';

/** Blocks the asker, or activates them again. */
export const toggleAskerBlock = (id: number) =>
  api<Question>(`/news/asked/${id}/block-user/`, { method: 'POST' });

export function useToggleAskerBlock(
  id: number,
  options: { onSuccess: (saved: Question) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleAskerBlock(id),
    onSuccess: (saved) => {
      storeQuestion(queryClient, saved);
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}
