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
