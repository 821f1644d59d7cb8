import type { Question } from '@rasti/contract/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { storeQuestion } from './list-questions';

/** DELETE deactivates the report (is_shown=false). */
export const deactivateQuestion = (id: number) => api<Question>(`/news/asked/${id}/`, { method: 'DELETE' });

export function useDeactivateQuestion(
  id: number,
  options: { onSuccess: (saved: Question) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deactivateQuestion(id),
    onSuccess: (saved) => {
      storeQuestion(queryClient, saved);
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}
