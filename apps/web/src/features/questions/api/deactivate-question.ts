import type { Question } from '@rasti/contract/questions';
import { api } from '../../../lib/api/client';
import { useQuestionChange } from './list-questions';

/** DELETE deactivates the report (is_shown=false). */
export const deactivateQuestion = (id: number) => api<Question>(`/news/asked/${id}/`, { method: 'DELETE' });

export const useDeactivateQuestion = (
  id: number,
  options: { onSuccess: (saved: Question) => void; onError: (error: Error) => void },
) => useQuestionChange(() => deactivateQuestion(id), options);
