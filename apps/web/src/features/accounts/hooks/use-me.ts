import type { User } from '@rasti/contract/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/auth/session';
import { meQuery, meQueryKey, patchUser } from '../api/accounts-api';

/** The signed-in user's own record (GET /accounts/users/me/), shared under the key ['me']. */
export function useMe() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...meQuery(), enabled: isAuthenticated });
}

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
