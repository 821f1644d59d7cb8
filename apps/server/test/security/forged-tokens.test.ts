import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../src/features/accounts/sessions.service.ts';
import { findUserById } from '../../src/features/users/users.repository.ts';
import { expected } from './access-table.ts';
import { registeredRoutes, routeKey } from './route-collector.ts';
import { seededApp } from './seed.ts';
import { callRoute, rowFor } from './walk.ts';

// Forged, stale and misused tokens on every route that needs a signed-in user: each one is a 401, never
// a way in. The forgeries claim to be the super admin, so any that slipped through would open everything.

vi.mock('fastify', async (original) => {
  const { withRouteCollector } = await import('./route-collector.ts');
  return withRouteCollector(await original<{ default: unknown }>());
});

const { t, seed } = await seededApp();

const admin = (await findUserById(t.app.db, seed.user[2]))!;
const now = Math.floor(Date.now() / 1000);
const liveSession = await startSession({ db: t.app.db, tokens: t.app.tokens, user: admin });
const endedSession = await startSession({ db: t.app.db, tokens: t.app.tokens, user: admin });
await endSession({ db: t.app.db, tokens: t.app.tokens, token: endedSession.refresh });
const claims = {
  token_type: 'access',
  sid: decodeJwt(liveSession.refresh).fam,
  user_id: admin.id,
  id: admin.id,
  first_name: admin.firstName,
  last_name: admin.lastName,
  full_name: `${admin.firstName} ${admin.lastName}`,
  role: 2,
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (
  payload: Record<string, unknown>,
  key: string,
  alg = 'HS256',
  exp = now + 600,
  iat = now - 60,
) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setJti(crypto.randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(key));

/** A real token of the regular user, its payload rewritten to the super admin's, its signature kept. */
async function tampered(): Promise<string> {
  const [header, , signature] = seed.headers(1).authorization!.slice('Bearer '.length).split('.');
  return `${header}.${b64({ ...claims, jti: crypto.randomUUID(), exp: now + 600 })}.${signature}`;
}

const FORGED: Record<string, () => Promise<string>> = {
  'alg none': async () =>
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, jti: 'x', exp: now + 600 })}.`,
  'alg None, signature kept': async () =>
    `${b64({ alg: 'None', typ: 'JWT' })}.${b64({ ...claims, jti: 'x', exp: now + 600 })}.c2lnbmF0dXJl`,
  'signed with another key': () => sign(claims, 'another-secret-that-is-long-enough-0123456789abcdef'),
  'HS512 with the real key': () => sign(claims, t.config.jwtSecret, 'HS512'),
  'expired a minute ago': () => sign(claims, t.config.jwtSecret, 'HS256', now - 60),
  'payload rewritten (role and user)': tampered,
  'well signed, issued an hour from now': () =>
    sign(claims, t.config.jwtSecret, 'HS256', now + 3600 + 600, now + 3600),
  'well signed, expiring in ten years': () =>
    sign(claims, t.config.jwtSecret, 'HS256', now + 10 * 365 * 24 * 3600),
  'well signed, issued a day ago and not yet expired': () =>
    sign(claims, t.config.jwtSecret, 'HS256', now + 600, now - 24 * 3600),
  'a refresh token used as an access token': async () =>
    (await startSession({ db: t.app.db, tokens: t.app.tokens, user: admin })).refresh,
  'well signed, for a user that does not exist': () =>
    sign({ ...claims, user_id: 2_000_000_000, id: 2_000_000_000 }, t.config.jwtSecret),
  'well signed, with no token type': () => sign({ ...claims, token_type: undefined }, t.config.jwtSecret),
  'well signed, with no exp': () =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(crypto.randomUUID())
      .setIssuedAt(now - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret)),
  'well signed, with no iat': () =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(crypto.randomUUID())
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(t.config.jwtSecret)),
  'well signed, with no session': () => sign({ ...claims, sid: undefined }, t.config.jwtSecret),
  'well signed, of a session that has ended (logout)': () =>
    sign({ ...claims, sid: decodeJwt(endedSession.refresh).fam }, t.config.jwtSecret),
  'the real access token of a session that has ended': async () => endedSession.access,
  'not a JWT at all': async () => 'Zm9v.YmFy.YmF6',
};

const protectedRoutes = registeredRoutes().filter((route) => {
  const access = rowFor(route)?.access;
  return access && access.who !== 'everyone';
});

describe('forged and misused tokens', () => {
  it('are tried on the routes that need a signed-in user (the access table names them)', () => {
    expect(protectedRoutes.length).toBeGreaterThan(20);
  });

  it('the control: a well-made token of the super admin is let through everywhere', async () => {
    const token = await sign(claims, t.config.jwtSecret);
    // (a route the table closes to a super admin too, such as a code for someone else's number, is left out)
    for (const route of protectedRoutes.filter((r) => expected(rowFor(r)!.access, 2) === 'allowed')) {
      const res = await callRoute(t, seed, route, { authorization: `Bearer ${token}` });
      expect([401, 403], `${routeKey(route)} → ${res.statusCode}`).not.toContain(res.statusCode);
    }
  });

  for (const [name, make] of Object.entries(FORGED)) {
    it(`${name}: 401 on every protected route`, async () => {
      const token = await make();
      const wrong: string[] = [];
      for (const route of protectedRoutes) {
        const res = await callRoute(t, seed, route, { authorization: `Bearer ${token}` });
        if (res.statusCode !== 401) wrong.push(`${routeKey(route)} → ${res.statusCode}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('a token in the query string or a cookie instead of the header counts for nothing', async () => {
    const token = await sign(claims, t.config.jwtSecret);
    const res = await t.app.inject({ url: `/api/accounts/users/?access=${token}&token=${token}` });
    expect(res.statusCode).toBe(401);
    const cookie = await t.app.inject({ url: '/api/accounts/users/', cookies: { accessToken: token } });
    expect(cookie.statusCode).toBe(401);
  });
});
