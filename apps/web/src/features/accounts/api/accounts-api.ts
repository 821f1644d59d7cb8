import type { TokenPair, User } from '@rasti/contract/accounts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** PATCH of one's own account also answers a fresh access token carrying the new names. */
export type UserWithAccess = User & { access?: string };

export const meQueryKey = ['me'] as const;

export const meQuery = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => api<User>('/accounts/users/me/', { signal }),
  });

// Sign-in calls carry no bearer token: a stale one must not trigger a refresh attempt.
export const requestCode = (mobile: string) =>
  api<{ detail: string }>('/accounts/users/request_authentication/', {
    method: 'POST',
    body: { mobile },
    auth: false,
  });

export const verifyCode = (mobile: string, otp: string) =>
  api<TokenPair>('/accounts/users/verify_authentication/', {
    method: 'POST',
    body: { mobile, otp },
    auth: false,
  });

export const attachTemporaryToken = (temporaryToken: string) =>
  api<unknown>('/public/public-user-question/attach-temp-token/', {
    method: 'POST',
    body: { temporary_token: temporaryToken },
  });

export const patchUser = (id: number, body: FormData) =>
  api<UserWithAccess>(`/accounts/users/${id}/`, { method: 'PATCH', body });

/** A code to the new number before a PATCH that changes one's own mobile carries it as `otp`. */
export const requestMobileChange = (id: number, mobile: string) =>
  api<{ detail: string }>(`/accounts/users/${id}/request_mobile_change/`, {
    method: 'POST',
    body: { mobile },
  });
