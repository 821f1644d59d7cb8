import type { FacultyMember } from '@rasti/contract/faculty';
import { LIMITS } from '@rasti/contract/limits';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { pageQueryOptions } from '../../../lib/api/page-query';

export const FACULTY_PAGE_SIZE = LIMITS.publicPageSize;

export const facultyKeys = {
  all: ['faculty'] as const,
  list: (page: number) => ['faculty', 'list', page] as const,
  member: (id: number) => ['faculty', 'member', id] as const,
};

/** GET /public/Faculty-users/: active board members, oldest first, one page. */
export const facultyListQueryOptions = (page: number) =>
  pageQueryOptions<FacultyMember>(facultyKeys.list(page), '/public/Faculty-users/', {
    query: { page, page_size: FACULTY_PAGE_SIZE },
  });

/** GET /public/Faculty-users/{id}/: 400 for a malformed id, 404 when not an active board member. */
export const facultyMemberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: facultyKeys.member(id),
    queryFn: ({ signal }) => api<FacultyMember>(`/public/Faculty-users/${id}/`, { signal }),
  });
