import type { Question, QuestionUpdateResponse } from '@rasti/contract/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { storeQuestion } from './list-questions';

export interface QuestionSave {
  title: string;
  summary: string;
  /** a subject id links it, null unlinks */
  newsSubject: number | null;
  /** the link (or unlink) also goes to every shown question of the group */
  applyToGroup?: boolean;
}

/** PATCH /news/asked/{id}/ multipart with all of section 7's fields: title, summary, news_subject. */
export function updateQuestion(id: number, save: QuestionSave): Promise<QuestionUpdateResponse> {
  const body = new FormData();
  body.append('title', save.title.trim());
  body.append('summary', save.summary.trim());
  body.append('news_subject', save.newsSubject === null ? '' : String(save.newsSubject));
  if (save.applyToGroup) body.append('apply_to_group', 'true');
  return api<QuestionUpdateResponse>(`/news/asked/${id}/`, { method: 'PATCH', body });
}

/** Saves a question's text and link; `group_linked` says how many of its group took the link too. */
export function useUpdateQuestion(
  id: number,
  options: { onSuccess: (answer: QuestionUpdateResponse) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sent: QuestionSave) => updateQuestion(id, sent),
    onSuccess: (answer) => {
      const { group_linked: _groupLinked, ...saved } = answer;
      storeQuestion(queryClient, saved as Question);
      options.onSuccess(answer);
    },
    onError: options.onError,
  });
}
