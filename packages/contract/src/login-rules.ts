import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';

// The sign-in screen's own rules, kept apart from the account schemas (accounts.ts, which re-exports
// them) so the public login page loads no schema library.

/** The login screen's phone rule, with the login screen's own wording. */
export function validateLoginPhone(phone: string): string | null {
  if (!phone) return VALIDATION.phoneRequired;
  if (phone.length !== LIMITS.phoneLength) return VALIDATION.phoneLength;
  if (!phone.startsWith(LIMITS.phonePrefix)) return VALIDATION.phonePrefix;
  return null;
}

/** Error codes of sign-in beyond the shared ERROR_CODES. */
export const SIGN_IN_ERROR_CODES = { smsFailed: 'sms_failed' } as const;
