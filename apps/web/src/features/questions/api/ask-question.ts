import { type AskQuestionResponse, QUESTION_PICTURE_FIELDS } from '@rasti/contract/questions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export interface AskInput {
  title: string;
  summary: string;
  resource: string;
  /** the display name a guest may give */
  fullName?: string;
  /** up to three pictures (JPEG, PNG, WebP), sent as picture_1 to picture_3 */
  pictures?: File[];
}

/** POST /public/public-user-question/ (multipart); a guest's answer carries `temporary_token`. */
export function askQuestion(input: AskInput): Promise<AskQuestionResponse> {
  const body = new FormData();
  body.append('title', input.title.trim());
  body.append('summary', input.summary.trim());
  body.append('resource', input.resource.trim());
  const fullName = input.fullName?.trim();
  if (fullName) body.append('full_name', fullName);
  (input.pictures ?? []).forEach((file, i) => {
    const field = QUESTION_PICTURE_FIELDS[i];
    if (field) body.append(field, file);
  });
  return api<AskQuestionResponse>('/public/public-user-question/', { method: 'POST', body });
}

/** Sends a question (the guest's choice rides along for the page, never to the server). */
export const useAskQuestion = () =>
  useMutation({ mutationFn: (input: AskInput & { choice?: 'anonymous' | 'login' }) => askQuestion(input) });
