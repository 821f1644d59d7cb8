import type { Category, SubjectDetail, SubjectListItem } from '@rasti/contract';
import type { Status } from '@rasti/contract/enums';
import { LIMITS } from '@rasti/contract/limits';
import { normalizePersian } from '@rasti/contract/persian';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { COUNTS_VIEW } from '../../../ssr-state';
import { api, apiPage } from '../../../lib/api/client';
import type { SORT_OPTIONS } from '../messages';

// Type-only imports from the contract's catalogue: its zod schemas stay out of the public pages' code.

export type PublicSort = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: PublicSort = 'priority';

export const PUBLIC_PAGE_SIZE = LIMITS.publicPageSize;
export const ADMIN_PAGE_SIZE = LIMITS.adminPageSize;
/** How many titles the admin search suggests. */
export const SUGGESTION_COUNT = 6;
/** Categories are few; one page of the API's largest size holds them all. */
const CATEGORY_PAGE_SIZE = LIMITS.apiMaxPageSize;

type Query = Record<string, string | number>;

export interface PublicSubjectFilters {
  page: number;
  search: string;
  sort: PublicSort;
  category: number | null;
}

export interface AdminSubjectFilters {
  page: number;
  search: string;
  category: number | null;
  status: Status | null;
}

/**
 * The search as typed, trimmed; the server normalises it (Arabic ي/ك, digits, spacing) the same way as
 * its search column. Nothing is sent when normalising would leave nothing.
 */
const searchTerm = (search: string) => (normalizePersian(search) ? search.trim() : '');

/** GET /public/public-news-subject/: 6 a page, one sort flag, unset filters left out. */
export function publicSubjectListQuery({ page, search, sort, category }: PublicSubjectFilters): Query {
  const query: Query = { page, page_size: PUBLIC_PAGE_SIZE, [sort]: 'true' };
  const term = searchTerm(search);
  if (term) query.search = term;
  if (category) query.category = category;
  return query;
}

/** GET /news/news-subject/: 10 a page (every status), unset filters left out. */
export function adminSubjectListQuery({ page, search, category, status }: AdminSubjectFilters): Query {
  const query: Query = { page, page_size: ADMIN_PAGE_SIZE };
  const term = searchTerm(search);
  if (term) query.search = term;
  if (category) query.category = category;
  if (status) query.status = status;
  return query;
}

export const subjectKeys = {
  all: ['subjects'] as const,
  publicList: (filters: PublicSubjectFilters) => ['subjects', 'public-list', filters] as const,
  adminList: (filters: AdminSubjectFilters) => ['subjects', 'admin-list', filters] as const,
  suggestions: (term: string) => ['subjects', 'suggestions', term] as const,
  detail: (id: number, audience: 'staff' | 'public') => ['subjects', 'detail', audience, id] as const,
  categories: ['categories', 'all'] as const,
};

export const publicSubjectsQueryOptions = (filters: PublicSubjectFilters) =>
  queryOptions({
    queryKey: subjectKeys.publicList(filters),
    queryFn: ({ signal }) =>
      apiPage<SubjectListItem>('/public/public-news-subject/', {
        query: publicSubjectListQuery(filters),
        signal,
        auth: false,
      }),
    placeholderData: keepPreviousData,
  });

export const adminSubjectsQueryOptions = (filters: AdminSubjectFilters) =>
  queryOptions({
    queryKey: subjectKeys.adminList(filters),
    queryFn: ({ signal }) =>
      apiPage<SubjectListItem>('/news/news-subject/', { query: adminSubjectListQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });

/** Staff title suggestions for a search term (any status). */
export const subjectSuggestionsQueryOptions = (search: string) => {
  const term = searchTerm(search);
  return queryOptions({
    queryKey: subjectKeys.suggestions(term),
    queryFn: ({ signal }) =>
      apiPage<SubjectListItem>('/news/news-subject/', {
        query: { page: 1, page_size: SUGGESTION_COUNT, search: term },
        signal,
      }).then((r) => r.items),
    enabled: term.length > 0,
    staleTime: 30_000,
  });
};

/**
 * One subject. Staff (roles 2-5) read the staff detail (any status, everything linked); everyone else
 * the public one (published only; the server counts the visit).
 */
export const subjectQueryOptions = (id: number, audience: 'staff' | 'public') =>
  queryOptions({
    queryKey: subjectKeys.detail(id, audience),
    queryFn: ({ signal }) =>
      audience === 'staff'
        ? api<SubjectDetail>(`/news/news-subject/${id}/`, { signal })
        : api<SubjectDetail>(`/public/public-news-subject/${id}/`, { signal, auth: false }),
    meta: audience === 'public' ? COUNTS_VIEW : undefined,
  });

/** Every category, for filters (the public list answers everyone). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: subjectKeys.categories,
    queryFn: ({ signal }) =>
      apiPage<Category>('/public/public-category/', {
        query: { page: 1, page_size: CATEGORY_PAGE_SIZE },
        signal,
        auth: false,
      }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });

/** A route id: a positive whole number, or null for anything else ('abc', '0', '1.5'). */
export function parseSubjectId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
