import type { SubjectDetail } from '@rasti/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../lib/api/upload';

export interface SaveSubjectInput {
  /** the subject being edited; undefined creates one */
  id?: number;
  body: FormData;
  onProgress: (fraction: number) => void;
}

/** POST creates, PATCH {id}/ updates (multipart, spec section 7); both answer the saved subject. */
export const saveSubject = ({ id, body, onProgress }: SaveSubjectInput) =>
  id === undefined
    ? upload<SubjectDetail>('/news/news-subject/', { method: 'POST', body, onProgress })
    : upload<SubjectDetail>(`/news/news-subject/${id}/`, { method: 'PATCH', body, onProgress });

type SaveHandlers = {
  onMutate: () => void;
  onSettled: () => void;
  /** as soon as the save is answered, before the refresh */
  onSuccess: () => void;
  /** after every subject query (lists, details, pickers, anything keyed on a subject) is invalidated */
  onSaved: (subject: SubjectDetail) => void;
  onError: (error: unknown) => void;
};

/** Saves a subject, then marks every query about subjects stale so each screen shows the save. */
export function useSaveSubject({ onMutate, onSettled, onSuccess, onSaved, onError }: SaveHandlers) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubject,
    onMutate,
    onSettled,
    onSuccess: async (subject) => {
      onSuccess();
      await queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).includes('subject'),
      });
      onSaved(subject);
    },
    onError,
  });
}
