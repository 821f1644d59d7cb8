import type { User } from '@rasti/contract/accounts';
import type { Role } from '@rasti/contract/enums';
import { LIMITS } from '@rasti/contract/limits';
import { toLatinDigits } from '@rasti/contract/persian';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';

// The users feature owns the users' cache: every write invalidates `usersKeys.all`.

export type StatusFilter = '' | 'true' | 'false';

export interface UserListFilters {
  page: number;
  search: string;
  role: '' | `${Role}`;
  status: StatusFilter;
}

export const USERS_PAGE_SIZE = LIMITS.adminPageSize;

export const usersKeys = {
  all: ['users'] as const,
  list: (filters: UserListFilters) => ['users', 'list', filters] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

/** Query-string of GET /accounts/users/: paged by the server, unset filters left out. */
export function userListQuery({
  page,
  search,
  role,
  status,
}: UserListFilters): Record<string, string | number> {
  const query: Record<string, string | number> = { page, page_size: USERS_PAGE_SIZE };
  const term = toLatinDigits(search.trim());
  if (term) query.search = term;
  if (role) query.role = Number(role);
  if (status) query.is_active = status;
  return query;
}

export const userListQueryOptions = (filters: UserListFilters) =>
  queryOptions({
    queryKey: usersKeys.list(filters),
    queryFn: ({ signal }) => apiPage<User>('/accounts/users/', { query: userListQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => api<User>(`/accounts/users/${id}/`, { signal }),
  });
