import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'refreshToken';
/** Readable by page scripts: says a refresh token exists without showing it (docs/decisions/0001). */
export const MARKER_COOKIE = 'hasRefresh';

const refreshPath = (apiBase: string) => `${apiBase}/token/`;

/**
 * The refresh token in an httpOnly, SameSite=Strict cookie scoped to the token calls (Secure on https),
 * plus the readable marker at /, both expiring with the token.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { refresh: string; refreshExpiresAt: Date },
  apiBase: string,
): void {
  const common = {
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
    expires: session.refreshExpiresAt,
  };
  reply.setCookie(REFRESH_COOKIE, session.refresh, { ...common, httpOnly: true, path: refreshPath(apiBase) });
  reply.setCookie(MARKER_COOKIE, '1', { ...common, path: '/' });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, apiBase: string): void {
  const common = { sameSite: 'strict' as const, secure: request.protocol === 'https' };
  reply.clearCookie(REFRESH_COOKIE, { ...common, httpOnly: true, path: refreshPath(apiBase) });
  reply.clearCookie(MARKER_COOKIE, { ...common, path: '/' });
}

/** The access token cookie the web app writes itself (readable, beside the marker). */
export const ACCESS_COOKIE = 'accessToken';

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:${ACCESS_COOKIE}|${MARKER_COOKIE})=[^;\\s]`);

/**
 * Whether a request comes from a browser with a session: the web app's access cookie or the refresh
 * marker. Such a request is answered for that user, never from what is kept for visitors.
 */
export function hasSessionCookie(request: FastifyRequest): boolean {
  // read from the header itself: the public cache asks before the cookie parser has run
  return SESSION_COOKIE.test(request.headers.cookie ?? '');
}
