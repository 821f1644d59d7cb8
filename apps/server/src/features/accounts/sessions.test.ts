import { randomUUID } from 'node:crypto';
import { ERROR_CODES, LOGIN_MESSAGES, Role, SERVER_MESSAGES } from '@rasti/contract';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupApp, type TestContext } from '../../../test/app.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { bearer, freshIp, freshMobile, makeUser, send, signIn, tokenFor } from '../../../test/factories.ts';

const { t } = setupApp();

const refreshWith = (refresh: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
const refreshWithCookie = (refresh: string, url = '/api/token/refresh/') =>
  t.app.inject({ method: 'POST', url, cookies: { refreshToken: refresh } });
const me = (access: string) => t.app.inject({ url: '/api/accounts/users/me/', headers: bearer(access) });
const familyRows = async (refresh: string) =>
  t.app.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, decodeJwt(refresh).fam as string));

describe('token refresh', () => {
  it('rotates: a new pair in the same family, the old refresh token dead', async () => {
    const first = await signIn(t, freshMobile());
    const res = await refreshWith(first.refresh);
    expect(res.statusCode).toBe(200);
    const second = res.json() as { access: string; refresh: string };
    expect(second.refresh).not.toBe(first.refresh);
    expect(decodeJwt(second.refresh).fam).toBe(decodeJwt(first.refresh).fam);
    expect((await me(second.access)).statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'refreshToken')!.value).toBe(second.refresh);

    const rows = await familyRows(first.refresh);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.jti === decodeJwt(first.refresh).jti)!.rotatedAt).not.toBeNull();
  });

  it('revokes the whole family when a rotated token is presented again (the newest stops working too)', async () => {
    const first = await signIn(t, freshMobile());
    const second = (await refreshWith(first.refresh)).json() as { refresh: string };
    const reuse = await refreshWith(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ code: ERROR_CODES.tokenInvalid, detail: SERVER_MESSAGES.refreshInvalid });
    expect((await familyRows(first.refresh)).every((r) => r.revokedAt !== null)).toBe(true);
    expect((await refreshWith(second.refresh)).statusCode).toBe(401);
  });

  it('keeps other sign-ins of the same user alive when one family is revoked', async () => {
    const row = await makeUser(t);
    const phone = await signIn(t, row.mobile);
    // a second device signs in later: let the 60 s resend wait pass
    await t.app.db.execute(
      sql`update otp_codes set created_at = created_at - interval '61 seconds' where mobile = ${row.mobile}`,
    );
    const laptop = await signIn(t, row.mobile);
    const rotated = (await refreshWith(phone.refresh)).json() as { refresh: string };
    expect((await refreshWith(phone.refresh)).statusCode).toBe(401); // reuse: phone family dead
    expect((await refreshWith(rotated.refresh)).statusCode).toBe(401);
    expect((await refreshWith(laptop.refresh)).statusCode).toBe(200);
  });

  it('reads the refresh token from the httpOnly cookie when the body has none, and rotates the cookie', async () => {
    const first = await signIn(t, freshMobile());
    const res = await refreshWithCookie(first.refresh);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'refreshToken')!;
    expect(cookie.value).toBe(res.json().refresh);
    expect(cookie).toMatchObject({ path: '/api/token/', httpOnly: true, sameSite: 'Strict' });
    expect(res.cookies.find((c) => c.name === 'hasRefresh')!.value).toBe('1');
    // the path without its trailing slash is the same call
    expect((await refreshWithCookie(cookie.value, '/api/token/refresh')).statusCode).toBe(200);
  });

  it('answers 401 without any refresh token and clears the session cookies', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    expect(res.statusCode).toBe(401);
    const bare = await t.app.inject({ method: 'POST', url: '/api/token/refresh/' });
    expect(bare.statusCode).toBe(401);
    const cleared = res.cookies.find((c) => c.name === 'hasRefresh')!;
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
  });

  it('refuses an access token presented as a refresh token', async () => {
    const { access } = await signIn(t, freshMobile());
    expect((await refreshWith(access)).statusCode).toBe(401);
  });

  it('answers 403 to a blocked user and clears the session cookies', async () => {
    const row = await makeUser(t);
    const { refresh } = await signIn(t, row.mobile);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, row.id));
    const res = await refreshWith(refresh);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: ERROR_CODES.blocked, detail: LOGIN_MESSAGES.blocked });
    expect(res.cookies.find((c) => c.name === 'hasRefresh')!.value).toBe('');
  });

  it('carries the current names and role into the refreshed access token', async () => {
    const row = await makeUser(t, { firstName: 'سارا', lastName: 'نوری' });
    const { refresh } = await signIn(t, row.mobile);
    await t.app.db.update(users).set({ firstName: 'سارا', lastName: 'نوری‌زاده' }).where(eq(users.id, row.id));
    const res = await refreshWith(refresh);
    expect(decodeJwt(res.json().access)).toMatchObject({ full_name: 'سارا نوری‌زاده', role: Role.Regular });
  });
});

describe('logout', () => {
  it('revokes the family of the cookie token, clears both cookies and answers 204', async () => {
    const { refresh } = await signIn(t, freshMobile());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/logout/',
      cookies: { refreshToken: refresh },
    });
    expect(res.statusCode).toBe(204);
    const byName = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(byName.refreshToken).toMatchObject({ value: '', path: '/api/token/' });
    expect(byName.hasRefresh).toMatchObject({ value: '', path: '/' });
    expect(new Date(byName.refreshToken!.expires!).getTime()).toBeLessThan(Date.now());
    expect(new Date(byName.hasRefresh!.expires!).getTime()).toBeLessThan(Date.now());
    expect((await familyRows(refresh)).every((r) => r.revokedAt !== null)).toBe(true);
    expect((await refreshWith(refresh)).statusCode).toBe(401);
  });

  it('takes the token from the body too, and answers 204 with no token at all', async () => {
    const { refresh } = await signIn(t, freshMobile());
    const res = await t.app.inject({ method: 'POST', url: '/api/token/logout/', payload: { refresh } });
    expect(res.statusCode).toBe(204);
    expect((await refreshWith(refresh)).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: '/api/token/logout/' });
    expect(none.statusCode).toBe(204);
  });
});

describe('forged and stale tokens', () => {
  const key = () => new TextEncoder().encode(t.config.jwtSecret);
  const claimsOf = (row: { id: number }) => ({
    token_type: 'access',
    user_id: row.id,
    id: row.id,
    first_name: '',
    last_name: '',
    full_name: '',
    role: Role.SuperAdmin,
  });

  it('refuses alg none', async () => {
    const row = await makeUser(t);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claimsOf(row), jti: randomUUID(), exp: now + 600 })}.`;
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ERROR_CODES.tokenInvalid);
  });

  it('refuses a token signed with another key', async () => {
    const row = await makeUser(t);
    const token = await new SignJWT(claimsOf(row))
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomUUID())
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(64)));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const row = await makeUser(t);
    const past = Math.floor(Date.now() / 1000) - 60;
    const token = await new SignJWT(claimsOf(row))
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomUUID())
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(key());
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a refresh token used as an access token, and a malformed header', async () => {
    const { refresh } = await signIn(t, freshMobile());
    expect((await me(refresh)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/accounts/users/me/', headers: { authorization: 'Bearer' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/accounts/users/me/', headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
  });

  const signed = (row: { id: number; mobile: string }, sid: string) =>
    new SignJWT({ ...claimsOf(row), sid }).setProtectedHeader({ alg: 'HS256' }).setJti(randomUUID());

  it('refuses a well-signed token without exp, without iat, or without a session', async () => {
    const row = await makeUser(t);
    const { refresh } = await signIn(t, row.mobile);
    const sid = decodeJwt(refresh).fam as string;
    const noExp = await signed(row, sid).setIssuedAt().sign(key());
    const noIat = await signed(row, sid).setExpirationTime('10m').sign(key());
    const noSid = await new SignJWT(claimsOf(row))
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key());
    for (const token of [noExp, noIat, noSid]) expect((await me(token)).statusCode).toBe(401);
  });

  it('accepts a well-signed token of an existing user in a live session (the control case)', async () => {
    const row = await makeUser(t);
    const { refresh } = await signIn(t, row.mobile);
    const token = await signed(row, decodeJwt(refresh).fam as string)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key());
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(await tokenFor(t, row))).statusCode).toBe(200);
  });
});

describe('an access token ends with its session', () => {
  const refusedAsInvalid = async (access: string) => {
    const res = await me(access);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.tokenInvalid });
  };

  it('at logout, while another session of the same user goes on', async () => {
    const row = await makeUser(t);
    const ending = await signIn(t, row.mobile);
    const other = await tokenFor(t, row);
    expect((await me(ending.access)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/token/logout/',
      payload: { refresh: ending.refresh },
    });
    expect(out.statusCode).toBe(204);
    await refusedAsInvalid(ending.access);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('when a rotated refresh token is reused: the access tokens of every generation die', async () => {
    const first = await signIn(t, freshMobile());
    const second = (await refreshWith(first.refresh)).json() as { access: string; refresh: string };
    expect((await me(second.access)).statusCode).toBe(200);
    expect((await refreshWith(first.refresh)).statusCode).toBe(401);
    await refusedAsInvalid(first.access);
    await refusedAsInvalid(second.access);
  });

  it('when the user is blocked: refused at once, and still refused after the block is lifted', async () => {
    const admin = await makeUser(t, { role: Role.SuperAdmin });
    const row = await makeUser(t);
    const { access } = await signIn(t, row.mobile);
    const setActive = async (isActive: boolean) =>
      send(t, 'PATCH', `/api/accounts/users/${row.id}/`, bearer(await tokenFor(t, admin)), {
        is_active: isActive,
      });
    expect((await setActive(false)).statusCode).toBe(200);
    expect((await me(access)).json()).toMatchObject({ code: ERROR_CODES.blocked });
    expect((await setActive(true)).statusCode).toBe(200);
    await refusedAsInvalid(access);
  });
});

describe('cookies over https', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: 1 });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it('are Secure when the request came over https', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    await proxied.app.inject({
      method: 'POST',
      url: '/api/accounts/users/request_authentication/',
      payload: { mobile },
      remoteAddress: ip,
    });
    const code = proxied.outbox().at(-1)!.code;
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/accounts/users/verify_authentication/',
      payload: { mobile, otp: code },
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    for (const c of res.cookies) expect(c.secure).toBe(true);
  });
});
