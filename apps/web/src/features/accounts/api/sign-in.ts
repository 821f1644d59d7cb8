import type { TokenPair } from '@rasti/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

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

/** Trades a super admin's one-time sign-in link (its secret after '#link=') for the session's tokens. */
export const signInWithLink = (token: string) =>
  api<TokenPair>('/accounts/sign_in_link/', { method: 'POST', body: { token }, auth: false });

/** Asks for a sign-in code to `mobile` (the first send and each resend are one such call). */
export const useRequestCode = () => useMutation({ mutationFn: requestCode });

/** Trades the mobile and its code for the session's tokens. */
export const useVerifyCode = () =>
  useMutation({
    mutationFn: ({ mobile, otp }: { mobile: string; otp: string }) => verifyCode(mobile, otp),
  });

/** Gives the questions asked before signing in (under a temporary token) to the account just signed in. */
export const attachTemporaryToken = (temporaryToken: string) =>
  api<unknown>('/public/public-user-question/attach-temp-token/', {
    method: 'POST',
    body: { temporary_token: temporaryToken },
  });
