import { LIMITS } from '@rasti/contract/limits';
import { readCookie } from '../../../lib/auth/cookies';

// The anonymous ask flow leaves its temporary_token in a readable cookie (spec sections 4 and 9): the
// login page attaches it after sign-in. It never goes into a URL.
const COOKIE = 'temporary_token';

/** The cookie line: lifetime 3600 s, path /, SameSite=Lax, Secure only on https (spec section 9). */
export function temporaryTokenCookie(token: string, secure: boolean): string {
  return `${COOKIE}=${encodeURIComponent(token)}; Max-Age=${LIMITS.temporaryTokenSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function storeTemporaryToken(token: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie is page-readable by design (the login page reads it).
  document.cookie = temporaryTokenCookie(token, window.location.protocol === 'https:');
}

export function readTemporaryToken(): string | null {
  return readCookie(COOKIE) || null;
}

export function deleteTemporaryToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie is page-readable by design; expiring it is one write.
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
