import { readCookie } from '../../../lib/auth/cookies';

// The anonymous ask flow leaves its temporary_token in a readable cookie (spec sections 4 and 9).
const COOKIE = 'temporary_token';

export function readTemporaryToken(): string | null {
  return readCookie(COOKIE) || null;
}

export function deleteTemporaryToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie is page-readable by design; expiring it is one write.
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
