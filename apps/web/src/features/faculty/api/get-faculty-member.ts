import type { FacultyMember } from '@rasti/contract/faculty';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { facultyKeys } from './list-faculty';

/** GET /public/Faculty-users/{id}/: 400 for a malformed id, 404 when not an active board member. */
export const facultyMemberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: facultyKeys.member(id),
    queryFn: ({ signal }) => api<FacultyMember>(`/public/Faculty-users/${id}/`, { signal }),
  });
