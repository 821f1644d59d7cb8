import type { Role } from '@rasti/contract/enums';

const base64Url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

type Claims = {
  id?: number;
  role?: Role;
  first_name?: string;
  last_name?: string;
  full_name?: string;
  exp?: number;
  jti?: string;
};

/** An access token shaped like the server's (the browser never checks the signature). */
export function accessToken(claims: Claims = {}): string {
  const id = claims.id ?? 7;
  const first = claims.first_name ?? 'زهرا';
  const last = claims.last_name ?? 'محمدی';
  const payload = {
    token_type: 'access',
    jti: claims.jti ?? `jti-${Math.random().toString(36).slice(2)}`,
    exp: claims.exp ?? Math.floor(Date.now() / 1000) + 15 * 60,
    user_id: id,
    id,
    first_name: first,
    last_name: last,
    full_name: claims.full_name ?? `${first} ${last}`,
    role: claims.role ?? 1,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

/** Sets a page-readable cookie the way the app or the server would. */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests arrange the browser's cookies directly.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/`;
}

export function clearAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: tests reset the browser's cookies directly.
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

/** A fetch Response with a JSON body, as the API sends it. */
export function jsonResponse({ status = 200, body, headers = {} }: Reply = {}): Response {
  const noBody = status === 204 || body === undefined;
  return new Response(noBody ? null : JSON.stringify(body), {
    status,
    headers: noBody ? headers : { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}
