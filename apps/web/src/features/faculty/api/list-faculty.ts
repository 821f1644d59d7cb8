import type { FacultyMember } from '@rasti/contract/faculty';
import { LIMITS } from '@rasti/contract/limits';
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
