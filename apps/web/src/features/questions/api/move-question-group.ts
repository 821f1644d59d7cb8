import type { Question } from '@rasti/contract/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { questionsKeys } from './list-questions';

/** POST /news/asked/{id}/group/: into a group ({group}), into another question's group ({question}), or out. */
export const moveQuestionGroup = (id: number, body: { group: number | null } | { question: number }) =>
  api<Question>(`/news/asked/${id}/group/`, { method: 'POST', body });

/** Moves a question out of its group or into another question's; every question list asks again. */
export function useMoveQuestionGroup(
  id: number,
  options: { onSuccess: (saved: Question) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { group: null } | { question: number }) => moveQuestionGroup(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(questionsKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: questionsKeys.all });
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}
