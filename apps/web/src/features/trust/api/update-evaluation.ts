import type { Evaluation } from '@rasti/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { evaluationKeys } from './list-evaluations';

/** PATCH /news/Review-Result/{id}/ (super admin): only the definition changes. */
export const updateEvaluationDescription = (id: number, description: string) =>
  api<Evaluation>(`/news/Review-Result/${id}/`, { method: 'PATCH', body: { description } });

/** Saves one definition: the staff list takes the saved row at once, every other reader is refreshed. */
export function useUpdateEvaluation(id: number, onSaved: (saved: Evaluation) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (description: string) => updateEvaluationDescription(id, description),
    onSuccess: (saved) => {
      onSaved(saved);
      queryClient.setQueryData<Evaluation[]>(evaluationKeys.staff, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
      // the other readers (the public list, other screens' choices) ask again when next shown
      void queryClient.invalidateQueries({ queryKey: evaluationKeys.all, refetchType: 'none' });
    },
  });
}
