import type { Category, CategoryCreateBody } from '@rasti/contract';
import { saveAt, useSaveMutation } from '../../../lib/api/save';
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
  saveAt<Category>('/news/Category/', id, formOf(body));

export const useSaveCategory = (options: {
  onSuccess: (saved: Category) => void;
  onError: (error: Error) => void;
}) => useSaveMutation(saveCategory, categoryKeys.all, options);
