import type { QuestionReplyResponse } from '@rasti/contract/tipline';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** POST /news/asked/{id}/reply/: a short reply the tipline bot sends to the question's chat. */
export const replyToAsker = (id: number, text: string) =>
  api<QuestionReplyResponse>(`/news/asked/${id}/reply/`, { method: 'POST', body: { text } });

export const useReplyToAsker = (
  id: number,
  options: { onSuccess: () => void; onError: (error: Error) => void },
) => useMutation({ mutationFn: (text: string) => replyToAsker(id, text), ...options });
