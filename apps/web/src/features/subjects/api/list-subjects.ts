import type { SubjectListItem } from '@rasti/contract';
import type { Status } from '@rasti/contract/enums';
import { LIMITS } from '@rasti/contract/limits';
import { normalizePersian } from '@rasti/contract/persian';
import { pageQueryOptions } from '../../../lib/api/page-query';
import type { SORT_OPTIONS } from '../messages';
import { subjectKeys } from './subject-keys';

// Type-only imports from the contract's catalogue: its zod schemas stay out of the public pages' code.

export type PublicSort = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: PublicSort = 'priority';

export const PUBLIC_PAGE_SIZE = LIMITS.publicPageSize;
export const ADMIN_PAGE_SIZE = LIMITS.adminPageSize;

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
export const searchTerm = (search: string) => (normalizePersian(search) ? search.trim() : '');

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

export const publicSubjectsQueryOptions = (filters: PublicSubjectFilters) =>
  pageQueryOptions<SubjectListItem>(subjectKeys.publicList(filters), '/public/public-news-subject/', {
    query: publicSubjectListQuery(filters),
    auth: false,
  });

export const adminSubjectsQueryOptions = (filters: AdminSubjectFilters) =>
  pageQueryOptions<SubjectListItem>(subjectKeys.adminList(filters), '/news/news-subject/', {
    query: adminSubjectListQuery(filters),
  });
