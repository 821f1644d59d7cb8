import type { Question } from '@rasti/contract/questions';
import { api } from '../../../lib/api/client';
import { useQuestionChange } from './list-questions';

/** Blocks the asker, or activates them again. */
export const toggleAskerBlock = (id: number) =>
  api<Question>(`/news/asked/${id}/block-user/`, { method: 'POST' });

export const useToggleAskerBlock = (
  id: number,
  options: { onSuccess: (saved: Question) => void; onError: (error: Error) => void },
) => useQuestionChange(() => toggleAskerBlock(id), options);
