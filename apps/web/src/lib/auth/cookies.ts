// The access token lives in a readable cookie; the refresh token is an httpOnly cookie the server
// sets and clears, so page scripts only see its marker `hasRefresh`.

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_MARKER_COOKIE = 'hasRefresh';

export function readCookie(name: string): string | null {
  // a page rendered on the server is always rendered for a visitor without a session
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    const raw = eq < 0 ? '' : part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

const secureFlag = () => (window.location.protocol === 'https:' ? '; Secure' : '');

function writeCookie(name: string, value: string, expires: Date): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in some browsers; the session is read synchronously at start.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Expires=${expires.toUTCString()}; SameSite=Strict${secureFlag()}`;
}

function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: same reason as writeCookie.
  document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict${secureFlag()}`;
}

export function readAccessToken(): string | null {
  const value = readCookie(ACCESS_COOKIE);
  return value ? value : null;
}

/** Stores the access token until its own `exp` (Unix seconds). */
export function writeAccessToken(token: string, expSeconds: number): void {
  writeCookie(ACCESS_COOKIE, token, new Date(expSeconds * 1000));
}

export function clearAccessToken(): void {
  removeCookie(ACCESS_COOKIE);
}

export function hasRefreshToken(): boolean {
  return Boolean(readCookie(REFRESH_MARKER_COOKIE));
}

/** Drops the marker at once; the server's logout clears the httpOnly refresh cookie itself. */
export function clearRefreshMarker(): void {
  removeCookie(REFRESH_MARKER_COOKIE);
}
