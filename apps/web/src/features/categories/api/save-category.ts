import type { Category, CategoryCreateBody } from '@rasti/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { categoryKeys } from './list-categories';

/** The spec's calls are multipart (title, color). */
const formOf = (body: CategoryCreateBody): FormData => {
  const data = new FormData();
  data.set('title', body.title);
  data.set('color', body.color);
  return data;
};

/** POST /news/Category/ (no id) or PATCH /news/Category/{id}/; every category reader is refreshed. */
export const saveCategory = ({ id, ...body }: CategoryCreateBody & { id?: number }) =>
  id === undefined
    ? api<Category>('/news/Category/', { method: 'POST', body: formOf(body) })
    : api<Category>(`/news/Category/${id}/`, { method: 'PATCH', body: formOf(body) });

export function useSaveCategory(options: {
  onSuccess: (saved: Category) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}
