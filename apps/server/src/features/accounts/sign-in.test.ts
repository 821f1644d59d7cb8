import { generateKeyPairSync } from 'node:crypto';
import {
  accessClaims,
  ERROR_CODES,
  LIMITS,
  LOGIN_MESSAGES,
  Role,
  SERVER_MESSAGES,
  VALIDATION,
} from '@rasti/contract';
import { count, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupApp, type TestContext } from '../../../test/app.ts';
import {
  bearer,
  freshIp,
  freshMobile,
  latestCode,
  makeUser,
  requestCode,
  signIn,
  tokenFor,
  verify,
} from '../../../test/factories.ts';
import { loadConfig } from '../../config.ts';
import { otpCodes, refreshTokens, users } from '../../db/schema/index.ts';

const { t } = setupApp();

const codeRows = async (mobile: string) =>
  t.app.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]!.n;
/** Moves the number's codes back in time, as if `seconds` had passed. */
const age = (mobile: string, seconds: number, on: TestContext = t) =>
  on.app.db.execute(
    sql`update otp_codes set created_at = created_at - make_interval(secs => ${seconds}) where mobile = ${mobile}`,
  );
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('request_authentication and verify_authentication', () => {
  it('sends a 6-digit code to the outbox, stores only a keyed hash, and signs a new number up as role 1', async () => {
    const mobile = freshMobile();
    const usersBefore = await userCount();
    const requested = await requestCode(t, mobile);
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ detail: SERVER_MESSAGES.codeSent });

    const entry = t.outbox().at(-1)!;
    expect(entry.to).toBe(mobile);
    expect(entry.code).toMatch(/^\d{6}$/);
    expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 10_000);

    const [row] = await codeRows(mobile);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(entry.code);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBe(LIMITS.otpTtlSeconds * 1000);
    expect(await userCount()).toBe(usersBefore); // nobody is created before the code is proven

    const res = await verify(t, mobile, entry.code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);

    const [created] = await t.app.db.select().from(users).where(eq(users.mobile, mobile));
    expect(created).toMatchObject({ role: Role.Regular, firstName: '', lastName: '', isActive: true });
    expect(created!.searchText).toBe(mobile);

    const claims = accessClaims.parse(decodeJwt(body.access));
    expect(claims).toMatchObject({
      token_type: 'access',
      user_id: created!.id,
      id: created!.id,
      first_name: '',
      last_name: '',
      full_name: '',
      role: Role.Regular,
    });
    const lifetime = claims.exp - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(LIMITS.accessTokenSeconds - 10);
    expect(lifetime).toBeLessThanOrEqual(LIMITS.accessTokenSeconds);
    expect(decodeJwt(body.refresh)).toMatchObject({ token_type: 'refresh', user_id: created!.id });

    const me = await t.app.inject({ url: '/api/accounts/users/me/', headers: bearer(body.access) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: created!.id, mobile, role: 1, first_name: '' });
  });

  it('sets the httpOnly refresh cookie on the token path and the readable marker, both expiring with the token', async () => {
    const { response, refresh } = await signIn(t, freshMobile());
    const cookie = response.cookies.find((c) => c.name === 'refreshToken')!;
    const marker = response.cookies.find((c) => c.name === 'hasRefresh')!;
    expect(cookie).toMatchObject({ value: refresh, path: '/api/token/', httpOnly: true, sameSite: 'Strict' });
    expect(cookie.secure).toBeFalsy(); // plain http here; https is tested in sessions.test.ts
    expect(marker).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
    expect(marker.httpOnly).toBeFalsy();
    const exp = decodeJwt(refresh).exp! * 1000;
    expect(Math.abs(new Date(cookie.expires!).getTime() - exp)).toBeLessThan(2000);
    expect(Math.abs(new Date(marker.expires!).getTime() - exp)).toBeLessThan(2000);
    expect(exp - Date.now()).toBeGreaterThan((LIMITS.refreshTokenSeconds - 60) * 1000);
  });

  it('signs an existing user in without creating another', async () => {
    const existing = await makeUser(t, { firstName: 'مریم', lastName: 'کاظمی', role: Role.Admin });
    const before = await userCount();
    const { access } = await signIn(t, existing.mobile);
    expect(await userCount()).toBe(before);
    expect(decodeJwt(access)).toMatchObject({ id: existing.id, full_name: 'مریم کاظمی', role: Role.Admin });
  });

  it('answers a wrong code 400 code_invalid, counts it, and kills the code after 5 wrong tries', async () => {
    const mobile = freshMobile();
    await requestCode(t, mobile);
    const code = latestCode(t, mobile);
    for (let i = 1; i <= LIMITS.otpMaxAttempts; i++) {
      const res = await verify(t, mobile, wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: ERROR_CODES.codeInvalid, detail: LOGIN_MESSAGES.codeInvalid });
      expect((await codeRows(mobile))[0]!.attempts).toBe(i);
    }
    const right = await verify(t, mobile, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe(ERROR_CODES.codeInvalid);
    expect((await codeRows(mobile))[0]!.attempts).toBe(LIMITS.otpMaxAttempts);
    expect(await t.app.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    await requestCode(t, mobile);
    await t.app.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.mobile, mobile));
    const res = await verify(t, mobile, latestCode(t, mobile));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(LOGIN_MESSAGES.codeInvalid);
  });

  it('refuses a code used once already', async () => {
    const mobile = freshMobile();
    await signIn(t, mobile);
    const tokensBefore = (await t.app.db.select({ n: count() }).from(refreshTokens))[0]!.n;
    const again = await verify(t, mobile, latestCode(t, mobile));
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(ERROR_CODES.codeInvalid);
    expect((await t.app.db.select({ n: count() }).from(refreshTokens))[0]!.n).toBe(tokensBefore);
  });

  it('accepts only the newest code after a resend from the same address', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    await requestCode(t, mobile, ip);
    const first = latestCode(t, mobile);
    await age(mobile, 61);
    expect((await requestCode(t, mobile, ip)).statusCode).toBe(200);
    const second = latestCode(t, mobile);
    if (first !== second) expect((await verify(t, mobile, first)).statusCode).toBe(400);
    expect((await verify(t, mobile, second)).statusCode).toBe(200);
  });

  it('refuses a new code within 60 s with 429, Retry-After and the Persian wait sentence', async () => {
    const mobile = freshMobile();
    await requestCode(t, mobile);
    const outboxBefore = t.outbox().length;
    const res = await requestCode(t, mobile);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: ERROR_CODES.rateLimited, detail: SERVER_MESSAGES.codeWait });
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(55);
    expect(retry).toBeLessThanOrEqual(60);
    expect(t.outbox()).toHaveLength(outboxBefore);
    expect(await codeRows(mobile)).toHaveLength(1);

    await age(mobile, 50);
    const later = await requestCode(t, mobile);
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(10);
  });

  it('allows at most 5 codes per number per hour', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < LIMITS.otpPerNumberPerHour; i++) {
      expect((await requestCode(t, mobile)).statusCode).toBe(200);
      await age(mobile, 61);
    }
    const sixth = await requestCode(t, mobile);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toBe(SERVER_MESSAGES.codeWait);
    // the oldest of the five was sent 5 × 61 s ago: it leaves the hour window in 3600 − 305 s
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3600 - 5 * 61 - 5);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(3600 - 5 * 61 + 1);
    expect(await codeRows(mobile)).toHaveLength(LIMITS.otpPerNumberPerHour);

    await age(mobile, 3600 - 5 * 61 + 1);
    expect((await requestCode(t, mobile)).statusCode).toBe(200);
  });

  it('takes the hourly count per number from SIGNIN_CODES_PER_MOBILE_PER_HOUR when it is set', async () => {
    const two = await createTestApp({ codesPerMobilePerHour: 2 });
    try {
      const mobile = freshMobile();
      for (let i = 0; i < 2; i++) {
        expect((await requestCode(two, mobile)).statusCode).toBe(200);
        await age(mobile, 61, two);
      }
      expect((await requestCode(two, mobile)).statusCode).toBe(429);
    } finally {
      await two.close();
    }
  });

  it('takes the wait between codes from SIGNIN_RESEND_SECONDS when a test server shortens it', async () => {
    const short = await createTestApp({ codeResendSeconds: 5 });
    try {
      const mobile = freshMobile();
      expect((await requestCode(short, mobile)).statusCode).toBe(200);
      const refused = await requestCode(short, mobile);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(5);
      await age(mobile, 6, short);
      expect((await requestCode(short, mobile)).statusCode).toBe(200);
      // the app of this file keeps the rule's minute: the same 6 s are not enough there
      const other = freshMobile();
      expect((await requestCode(t, other)).statusCode).toBe(200);
      await age(other, 6);
      expect((await requestCode(t, other)).statusCode).toBe(429);
    } finally {
      await short.close();
    }
  });

  it('reads SIGNIN_RESEND_SECONDS: 60 by default, and refuses less than 60 in production', () => {
    // secrets given, so reading the settings writes nothing to the (absent) data folder
    const base = { DATA_DIR: '/tmp/rasti-none', JWT_SECRET: 'j'.repeat(32), HASH_KEY: 'h'.repeat(32) };
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).codeResendSeconds).toBe(LIMITS.resendSeconds);
    expect(loadConfig({ ...base, NODE_ENV: 'test', SIGNIN_RESEND_SECONDS: '2' }).codeResendSeconds).toBe(2);
    expect(() => loadConfig({ ...base, NODE_ENV: 'test', SIGNIN_RESEND_SECONDS: '0' })).toThrow(
      /SIGNIN_RESEND_SECONDS/,
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'test', SIGNIN_RESEND_SECONDS: 'soon' })).toThrow(
      /SIGNIN_RESEND_SECONDS/,
    );
    const production = {
      ...base,
      NODE_ENV: 'production',
      SMS_SENDER: 'kavenegar',
      KAVENEGAR_API_KEY: 'key',
      PUBLIC_URL: 'https://rasti.example',
      OFFLINE_SIGNING_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ format: 'pem', type: 'pkcs8' })
        .toString(),
    };
    expect(() => loadConfig({ ...production, SIGNIN_RESEND_SECONDS: '2' })).toThrow(
      /SIGNIN_RESEND_SECONDS=2 is refused when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...production, SIGNIN_RESEND_SECONDS: '59' })).toThrow(/refused/);
    expect(loadConfig(production).codeResendSeconds).toBe(60);
    expect(loadConfig({ ...production, SIGNIN_RESEND_SECONDS: '90' }).codeResendSeconds).toBe(90);
  });

  it('answers known and unknown numbers identically', async () => {
    const known = await makeUser(t);
    const a = await requestCode(t, known.mobile);
    const b = await requestCode(t, freshMobile());
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    const headerNames = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => k !== 'date' && !k.startsWith('x-ratelimit'))
        .sort();
    expect(headerNames(a.headers)).toEqual(headerNames(b.headers));
  });

  it('accepts Persian digits in the mobile', async () => {
    const res = await requestCode(t, '۰۹۳۶۱۱۱۲۲۳۳');
    expect(res.statusCode).toBe(200);
    expect(t.outbox().at(-1)!.to).toBe('09361112233');
  });

  it.each([
    ['', VALIDATION.mobileRequired],
    ['0912', VALIDATION.mobileLength],
    ['0912123456789', VALIDATION.mobileLength],
    ['19121234567', VALIDATION.mobilePrefix],
    ['0912abc4567', VALIDATION.mobileLength],
  ])(
    'refuses the mobile %j with 400 and the Persian field message, writing nothing',
    async (mobile, message) => {
      const outboxBefore = t.outbox().length;
      const res = await requestCode(t, mobile);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.validation, detail: message });
      expect(res.json().fields.mobile).toContain(message);
      expect(t.outbox()).toHaveLength(outboxBefore);
    },
  );

  it('refuses a missing mobile and a code that is not 6 digits with Persian field messages', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/users/request_authentication/',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.mobile).toEqual([VALIDATION.mobileRequired]);
    const short = await verify(t, freshMobile(), '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.otp).toEqual([VALIDATION.codeIncomplete]);
  });
});

describe('blocked accounts', () => {
  it('get 403 when asking for a code, and no code is made', async () => {
    const blocked = await makeUser(t, { isActive: false });
    const outboxBefore = t.outbox().length;
    const res = await requestCode(t, blocked.mobile);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: ERROR_CODES.blocked, detail: LOGIN_MESSAGES.blocked });
    expect(t.outbox()).toHaveLength(outboxBefore);
    expect(await codeRows(blocked.mobile)).toHaveLength(0);
  });

  it('get 403 at verify when blocked after the code was sent, and no session is made', async () => {
    const row = await makeUser(t);
    await requestCode(t, row.mobile);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, row.id));
    const res = await verify(t, row.mobile, latestCode(t, row.mobile));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(LOGIN_MESSAGES.blocked);
    expect(res.cookies).toHaveLength(0);
    expect(await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, row.id))).toHaveLength(
      0,
    );
  });

  it('get 403 with a token issued before the block', async () => {
    const row = await makeUser(t);
    const access = await tokenFor(t, row);
    expect((await t.app.inject({ url: '/api/accounts/users/me/', headers: bearer(access) })).statusCode).toBe(
      200,
    );
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, row.id));
    const res = await t.app.inject({ url: '/api/accounts/users/me/', headers: bearer(access) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ERROR_CODES.blocked);
  });
});

describe('per-address limit', () => {
  it('refuses the 21st code request in an hour from one address with 429 and Retry-After', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 20; i++) expect((await requestCode(t, freshMobile(), ip)).statusCode).toBe(200);
    const mobile = freshMobile();
    const res = await requestCode(t, mobile, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(ERROR_CODES.rateLimited);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await codeRows(mobile)).toHaveLength(0);
    // another address is not affected
    expect((await requestCode(t, mobile, '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('logs', () => {
  let logged: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    logged = await createTestApp({ logLevel: 'trace' });
    // pino writes every record (request loggers included) through the root logger's stream
    const streamKey = Object.getOwnPropertySymbols(logged.app.log).find(
      (s) => s.description === 'pino.stream',
    )!;
    const stream = (logged.app.log as unknown as Record<symbol, { write(s: string): boolean }>)[streamKey]!;
    stream.write = (line: string) => {
      lines.push(line);
      return true;
    };
  });
  afterAll(async () => {
    await logged?.close();
  });

  it('never contain the code or the tokens, while saying a code was written', async () => {
    const mobile = freshMobile();
    const { access, refresh } = await signIn(logged, mobile);
    const code = latestCode(logged, mobile);
    await logged.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh },
    });
    const text = lines.join('');
    expect(text).toContain('sign-in code written to the SMS outbox');
    expect(text).toContain('/api/accounts/users/verify_authentication/');
    expect(text).not.toContain(code);
    expect(text).not.toContain(access);
    expect(text).not.toContain(refresh);
    expect(text).not.toContain(mobile); // numbers are masked too
  });
});
