import { LOGIN_MESSAGES } from '@rasti/contract/messages';
import { ApiRequestError } from '../../../lib/api/client';

const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : null);
const detailOf = (error: unknown) => (error instanceof ApiRequestError ? error.detail : undefined);

/** Asking for a code (spec section 8): blocked account, the server's wait sentence, or a generic failure. */
export function sendCodeError(error: unknown, resend = false): string {
  const fallback = resend ? LOGIN_MESSAGES.resendFailed : LOGIN_MESSAGES.sendFailed;
  switch (statusOf(error)) {
    case 403:
      return LOGIN_MESSAGES.blocked;
    case 429:
      return detailOf(error) || fallback;
    default:
      return fallback;
  }
}

/** Checking a code (spec section 8). */
export function verifyCodeError(error: unknown): string {
  switch (statusOf(error)) {
    case 400:
      return LOGIN_MESSAGES.codeInvalid;
    case 401:
      return LOGIN_MESSAGES.tokenInvalid;
    case 403:
      return LOGIN_MESSAGES.blocked;
    default:
      return LOGIN_MESSAGES.serverError;
  }
}
