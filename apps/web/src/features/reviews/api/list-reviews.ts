import { isPublicSearch } from '@rasti/contract/search-messages';
import type { ListSort } from '@rasti/contract/sorts';
import type { Status } from '@rasti/contract/enums';
import { LIMITS } from '@rasti/contract/limits';
import { toLatinDigits } from '@rasti/contract/persian';
import type { ReviewListItem, StaffReviewListItem } from '@rasti/contract/reviews';
import { queryOptions } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api/client';
import { pageQueryOptions } from '../../../lib/api/page-query';
import { reviewsKeys } from './review-keys';

// Reviews: the public list ("public-news-review") and the staff list ("review-subject"); see
// /work/notes/reviews-api.md for the shapes.

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
  pageQueryOptions<ReviewListItem>(reviewsKeys.publicList(filters), '/public/public-news-review/', {
    query: publicListQuery(filters),
    auth: false,
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
    // a text without a word of three letters is no search: the server would offer any titles
    enabled: isPublicSearch(searchTerm(term)),
    staleTime: 30_000,
  });

export const staffReviewListQueryOptions = (filters: StaffReviewFilters) =>
  pageQueryOptions<StaffReviewListItem>(reviewsKeys.staffList(filters), '/news/review-subject/', {
    query: staffListQuery(filters),
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

/**
 * A board member's published reviews (the faculty page's 'مطالب منتشر شده'): GET
 * /public/public-news-review/?author={id}; `search` matches the review's title or its subject's title.
 */
export const authorReviewsQueryOptions = (authorId: number, search: string, page: number) =>
  pageQueryOptions<ReviewListItem>(
    reviewsKeys.byAuthor(authorId, search, page),
    '/public/public-news-review/',
    {
      query: { author: authorId, search, page, page_size: PUBLIC_PAGE_SIZE },
    },
  );
