import type { FacultyMember } from '@rasti/contract/faculty';
import { LIMITS } from '@rasti/contract/limits';
import type { ReviewListItem } from '@rasti/contract/reviews';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';

export const FACULTY_PAGE_SIZE = LIMITS.publicPageSize;

export const facultyKeys = {
  all: ['faculty'] as const,
  list: (page: number) => ['faculty', 'list', page] as const,
  member: (id: number) => ['faculty', 'member', id] as const,
  items: (id: number, search: string, page: number) => ['faculty', 'items', id, search, page] as const,
};

/** GET /public/Faculty-users/: active board members, oldest first, one page. */
export const facultyListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: facultyKeys.list(page),
    queryFn: ({ signal }) =>
      apiPage<FacultyMember>('/public/Faculty-users/', {
        query: { page, page_size: FACULTY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /public/Faculty-users/{id}/: 400 for a malformed id, 404 when not an active board member. */
export const facultyMemberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: facultyKeys.member(id),
    queryFn: ({ signal }) => api<FacultyMember>(`/public/Faculty-users/${id}/`, { signal }),
  });

/**
 * The member's published reviews ('مطالب منتشر شده'): GET /public/public-news-review/?author={id};
 * `search` matches the review's title or its subject's title on the server.
 */
export const memberItemsQueryOptions = (id: number, search: string, page: number) =>
  queryOptions({
    queryKey: facultyKeys.items(id, search, page),
    queryFn: ({ signal }) =>
      apiPage<ReviewListItem>('/public/public-news-review/', {
        query: { author: id, search, page, page_size: FACULTY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
