import type { ListSort } from '@rasti/contract/sorts';
import type { Status } from '@rasti/contract/enums';
import { LIMITS } from '@rasti/contract/limits';
import { toLatinDigits } from '@rasti/contract/persian';
import type {
  ReviewDetail,
  ReviewListItem,
  StaffReviewDetail,
  StaffReviewListItem,
} from '@rasti/contract/reviews';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { COUNTS_VIEW } from '../../../ssr-state';
import { api, apiPage } from '../../../lib/api/client';

// Reviews: the public list and report ("public-news-review") and the staff list, detail and saves
// ("review-subject"); see /work/notes/reviews-api.md for the shapes.

export const PUBLIC_PAGE_SIZE = LIMITS.publicPageSize;
export const MANAGE_PAGE_SIZE = LIMITS.adminPageSize;
/** Titles offered under a search box while typing. */
export const SUGGESTION_COUNT = 8;

export interface PublicReviewFilters {
  page: number;
  search: string;
  category: number | '';
  sort: ListSort;
}

export interface StaffReviewFilters {
  page: number;
  search: string;
  status: Status | '';
}

export const reviewsKeys = {
  all: ['reviews'] as const,
  publicList: (f: PublicReviewFilters) => ['reviews', 'public-list', f] as const,
  publicSuggestions: (term: string) => ['reviews', 'public-suggestions', term] as const,
  staffList: (f: StaffReviewFilters) => ['reviews', 'staff-list', f] as const,
  staffSuggestions: (term: string, status: Status | '') =>
    ['reviews', 'staff-suggestions', term, status] as const,
  publicDetail: (id: number) => ['reviews', 'public-detail', id] as const,
  staffDetail: (id: number) => ['reviews', 'staff-detail', id] as const,
};

/** Searches are sent with Latin digits; the server normalises the Persian letters itself. */
const searchTerm = (text: string) => toLatinDigits(text.trim());

/** Query-string of the public list: server paging, one sort flag, unset filters left out. */
export function publicListQuery({ page, search, category, sort }: PublicReviewFilters) {
  return {
    page,
    page_size: PUBLIC_PAGE_SIZE,
    search: searchTerm(search),
    category: category === '' ? undefined : category,
    [sort]: true,
  };
}

export function staffListQuery({ page, search, status }: StaffReviewFilters) {
  return {
    page,
    page_size: MANAGE_PAGE_SIZE,
    search: searchTerm(search),
    status: status === '' ? undefined : status,
  };
}

export const publicReviewListQueryOptions = (filters: PublicReviewFilters) =>
  queryOptions({
    queryKey: reviewsKeys.publicList(filters),
    queryFn: ({ signal }) =>
      apiPage<ReviewListItem>('/public/public-news-review/', {
        query: publicListQuery(filters),
        auth: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const publicSuggestionsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: reviewsKeys.publicSuggestions(searchTerm(term)),
    queryFn: ({ signal }) =>
      apiPage<ReviewListItem>('/public/public-news-review/', {
        query: { search: searchTerm(term), page: 1, page_size: SUGGESTION_COUNT },
        auth: false,
        signal,
      }),
    enabled: searchTerm(term) !== '',
    staleTime: 30_000,
  });

export const staffReviewListQueryOptions = (filters: StaffReviewFilters) =>
  queryOptions({
    queryKey: reviewsKeys.staffList(filters),
    queryFn: ({ signal }) =>
      apiPage<StaffReviewListItem>('/news/review-subject/', { query: staffListQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });

export const staffSuggestionsQueryOptions = (term: string, status: Status | '') =>
  queryOptions({
    queryKey: reviewsKeys.staffSuggestions(searchTerm(term), status),
    queryFn: ({ signal }) =>
      apiPage<StaffReviewListItem>('/news/review-subject/', {
        query: {
          search: searchTerm(term),
          status: status === '' ? undefined : status,
          page: 1,
          page_size: SUGGESTION_COUNT,
        },
        signal,
      }),
    enabled: searchTerm(term) !== '',
    staleTime: 30_000,
  });

/** A published review for everyone (counts a view). */
export const publicReviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reviewsKeys.publicDetail(id),
    queryFn: ({ signal }) => api<ReviewDetail>(`/public/public-news-review/${id}/`, { signal }),
    meta: COUNTS_VIEW,
  });

/** Any review, for staff: drafts included, with `can_edit`. */
export const staffReviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reviewsKeys.staffDetail(id),
    queryFn: ({ signal }) => api<StaffReviewDetail>(`/news/review-subject/${id}/`, { signal }),
  });
