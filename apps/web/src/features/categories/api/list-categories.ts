import type { Category } from '@rasti/contract';
import { LIMITS } from '@rasti/contract/limits';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api/client';

// The categories feature owns the categories' cache: every reader uses these options, every write
// invalidates `categoryKeys.all`, so a saved category shows on every screen at once.

export interface CategoryListFilters {
  page: number;
  search: string;
}

export const CATEGORIES_PAGE_SIZE = LIMITS.adminPageSize;

/** Every category in one page of the largest size the API allows (there are few). */
const ALL = { page: 1, page_size: LIMITS.apiMaxPageSize };

export const categoryKeys = {
  all: ['categories'] as const,
  list: (filters: CategoryListFilters) => ['categories', 'list', filters] as const,
  /** every category, public list (filters) */
  choices: ['categories', 'choices'] as const,
  /** every category, staff list (the subject form) */
  staffChoices: ['categories', 'choices', 'staff'] as const,
};

/** GET /news/Category/: the staff screen's page, searched on the server. */
export const categoryListQuery = ({ page, search }: CategoryListFilters) =>
  queryOptions({
    queryKey: categoryKeys.list({ page, search }),
    queryFn: ({ signal }) =>
      apiPage<Category>('/news/Category/', {
        query: { page, page_size: CATEGORIES_PAGE_SIZE, search: search.trim() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /public/public-category/: every category, for the lists' filters (answers everyone). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.choices,
    queryFn: ({ signal }) =>
      apiPage<Category>('/public/public-category/', { query: ALL, signal, auth: false }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });

/** GET /news/Category/: every category, for the staff's subject form. */
export const staffCategoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.staffChoices,
    queryFn: ({ signal }) =>
      apiPage<Category>('/news/Category/', { query: ALL, signal }).then((r) => r.items),
  });
