import type { User } from '@rasti/contract/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { useSession } from '../../../lib/auth/session';

/** PATCH of one's own account also answers a fresh access token carrying the new names. */
export type UserWithAccess = User & { access?: string };

export const meQueryKey = ['me'] as const;

export const meQuery = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => api<User>('/accounts/users/me/', { signal }),
  });

/** The signed-in user's own record (GET /accounts/users/me/), shared under the key ['me']. */
export function useMe() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...meQuery(), enabled: isAuthenticated });
}

export const patchUser = (id: number, body: FormData) =>
  api<UserWithAccess>(`/accounts/users/${id}/`, { method: 'PATCH', body });

/**
 * PATCH of one's own account. The answer carries a fresh access token with the new names, which
 * is stored so the session (menu, greeting) shows them at once.
 */
export function useSaveMe() {
  const queryClient = useQueryClient();
  const { setAccess } = useSession();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FormData }) => patchUser(id, body),
    onSuccess: ({ access, ...saved }) => {
      if (access) setAccess(access);
      queryClient.setQueryData<User>(meQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
