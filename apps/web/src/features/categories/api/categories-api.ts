import type { Category, CategoryCreateBody } from '@rasti/contract';
import { LIMITS } from '@rasti/contract/limits';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';

export interface CategoryListFilters {
  page: number;
  search: string;
}

export const CATEGORIES_PAGE_SIZE = LIMITS.adminPageSize;

export const categoriesKeys = {
  all: ['categories'] as const,
  list: (filters: CategoryListFilters) => ['categories', 'list', filters] as const,
};

/** GET /news/Category/: paged and searched on the server. */
export const categoryListQueryOptions = ({ page, search }: CategoryListFilters) =>
  queryOptions({
    queryKey: categoriesKeys.list({ page, search }),
    queryFn: ({ signal }) =>
      apiPage<Category>('/news/Category/', {
        query: { page, page_size: CATEGORIES_PAGE_SIZE, search: search.trim() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The spec's calls are multipart (title, color). */
const formOf = (body: CategoryCreateBody): FormData => {
  const data = new FormData();
  data.set('title', body.title);
  data.set('color', body.color);
  return data;
};

export const createCategory = (body: CategoryCreateBody) =>
  api<Category>('/news/Category/', { method: 'POST', body: formOf(body) });

export const updateCategory = (id: number, body: CategoryCreateBody) =>
  api<Category>(`/news/Category/${id}/`, { method: 'PATCH', body: formOf(body) });
