import type { User } from '@rasti/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAt } from '../../../lib/api/save';
import { useSession } from '../../../lib/auth/session';
import { usersKeys } from './list-users';

/** PATCH of the admin's own account also answers a fresh access token. */
export type SavedUser = User & { access?: string };

/** POST /accounts/users/ (no id) or PATCH /accounts/users/{id}/, multipart. */
export const saveUser = ({ id, body }: { id?: number; body: FormData }) =>
  saveAt<SavedUser>('/accounts/users/', id, body);

/**
 * Saves a user; the lists are refreshed, and editing one's own account takes the fresh token (with the
 * new names) and refreshes the signed-in user.
 */
export function useSaveUser(options: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: ({ access }, { id }) => {
      if (access) session.setAccess(access);
      void queryClient.invalidateQueries({ queryKey: usersKeys.all });
      if (id !== undefined && id === session.user?.id)
        void queryClient.invalidateQueries({ queryKey: ['me'] });
      options.onSuccess();
    },
    onError: options.onError,
  });
}
