import type { User } from '@rasti/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type UserListFilters, usersKeys } from './list-users';

export const setUserActive = (id: number, isActive: boolean) =>
  api<User>(`/accounts/users/${id}/`, { method: 'PATCH', body: { is_active: isActive } });

/**
 * Blocks or unblocks a user. The row changes in place on the list being shown (`filters`): the list
 * keeps its order and page until the next load.
 */
export function useSetUserActive(
  filters: UserListFilters,
  options: { onSuccess: (saved: User) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => setUserActive(user.id, !user.is_active),
    onSuccess: (saved, user) => {
      queryClient.setQueryData(
        usersKeys.list(filters),
        (old: { items: User[]; total: number } | undefined) =>
          old ? { ...old, items: old.items.map((u) => (u.id === user.id ? { ...u, ...saved } : u)) } : old,
      );
      queryClient.setQueryData(usersKeys.detail(user.id), saved);
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}
