import type { SignInLink } from '@rasti/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** A one-time sign-in link for a staff member (super admin); the answer is the only place it appears. */
export const createSignInLink = (userId: number) =>
  api<SignInLink>(`/accounts/users/${userId}/sign_in_link/`, { method: 'POST' });

export const useCreateSignInLink = (options: { onError: (error: Error) => void }) =>
  useMutation({ mutationFn: (userId: number) => createSignInLink(userId), onError: options.onError });
