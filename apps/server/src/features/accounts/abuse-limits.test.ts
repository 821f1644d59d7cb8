import { Writable } from 'node:stream';
import { ERROR_CODES, LIMITS, SERVER_MESSAGES } from '@rasti/contract';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import {
  bearer,
  freshIp,
  freshMobile,
  latestCode,
  makeUser,
  tokenFor,
  verify,
} from '../../../test/factories.ts';
import { loadConfig, trustProxySetting } from '../../config.ts';
import { otpCodes } from '../../db/schema/index.ts';
import { createSmsSender } from '../../lib/sms.ts';
import { sendCode } from './sign-in.service.ts';

// Limits a proxy header cannot bypass (ADR 28): which X-Forwarded-For is believed, one per-address counter
// for every code, a site-wide ceiling of texts, and a number's owner who always gets a code.

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses and ranges, and refuses `true` and nonsense with a clear message', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('10.0.0.0/8, 127.0.0.1,::1,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(() => trustProxySetting('true')).toThrow(/TRUST_PROXY=1/);
    expect(() => trustProxySetting('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxySetting('proxy.example')).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true', DATA_DIR: '/tmp/rasti-none' })).toThrow(
      /no longer accepted/,
    );
  });
});

/** An app listening on 127.0.0.1 (so the proxy header travels over a real socket), 3 codes per address. */
async function listening(trustProxy: TestContext['config']['trustProxy']) {
  const t = await createTestApp({ trustProxy, codeRequestsPerIpPerHour: 3 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as { port: number };
  const ask = async (forwardedFor?: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/accounts/users/request_authentication/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ mobile: freshMobile() }),
    });
    return res.status;
  };
  return { t, ask };
}

const forged = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe('the per-address cap over a real socket', () => {
  const apps: TestContext[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('behind one proxy (TRUST_PROXY=1) counts the address the proxy saw, whatever the client wrote before it', async () => {
    const { t, ask } = await listening(1);
    apps.push(t);
    // the client forges a new first entry each time; the proxy (this test, on 127.0.0.1) appends the real one
    for (let i = 0; i < 3; i++) expect(await ask(`${forged()}, 203.0.113.7`)).toBe(200);
    expect(await ask(`${forged()}, 203.0.113.7`)).toBe(429);
    expect(await ask(`${forged()}, ${forged()}, 203.0.113.7`)).toBe(429);
    // another client behind the same proxy has its own count
    expect(await ask(`${forged()}, 203.0.113.8`)).toBe(200);
  });

  it('trusting the proxy by address counts the same way, and a client that is not that proxy is not believed', async () => {
    const { t, ask } = await listening(['127.0.0.1']);
    apps.push(t);
    for (let i = 0; i < 3; i++) expect(await ask(`${forged()}, 203.0.113.9`)).toBe(200);
    expect(await ask(`${forged()}, 203.0.113.9`)).toBe(429);
    const { t: elsewhere, ask: askElsewhere } = await listening(['10.9.9.9']);
    apps.push(elsewhere);
    // 127.0.0.1 is not the trusted proxy: its header is ignored, every request is 127.0.0.1's
    for (let i = 0; i < 3; i++) expect(await askElsewhere(forged())).toBe(200);
    expect(await askElsewhere(forged())).toBe(429);
  });

  it('with no proxy trusted, a different X-Forwarded-For on each request still counts as one address', async () => {
    const { t, ask } = await listening(false);
    apps.push(t);
    for (let i = 0; i < 3; i++) expect(await ask(forged())).toBe(200);
    expect(await ask(forged())).toBe(429);
    expect(await ask()).toBe(429);
  });
});

describe('one counter for every code', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ codeRequestsPerIpPerHour: 3 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sign-in codes and mobile-change codes from one address share the per-address cap', async () => {
    const ip = freshIp();
    const user = await makeUser(t);
    const access = await tokenFor(t, user);
    const signInCode = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/users/request_authentication/',
        payload: { mobile: freshMobile() },
        remoteAddress: ip,
      });
    const changeCode = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/accounts/users/${user.id}/request_mobile_change/`,
        payload: { mobile: freshMobile() },
        headers: bearer(access),
        remoteAddress: ip,
      });
    expect((await signInCode()).statusCode).toBe(200);
    expect((await changeCode()).statusCode).toBe(200);
    expect((await signInCode()).statusCode).toBe(200);
    const fourth = await changeCode();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe(ERROR_CODES.rateLimited);
    expect((await signInCode()).statusCode).toBe(429);
  });
});

describe('an IPv6 client', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ codeRequestsPerIpPerHour: 3 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is its /64: new addresses of one network share the per-address cap', async () => {
    const ask = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/users/request_authentication/',
        payload: { mobile: freshMobile() },
        remoteAddress: ip,
      });
    for (const host of ['1', 'a:b', 'ffff:1'])
      expect((await ask(`2001:db8:1:2::${host}`)).statusCode).toBe(200);
    expect((await ask('2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await ask('2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('the site-wide ceiling of code texts', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ codeSmsPerHour: 2 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses in Persian once the last hour holds the ceiling, from any address, sending nothing, and logs it once', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = Fastify({ logger: { level: 'warn', stream } }).log;
    const sending = { db: t.app.db, sms: createSmsSender(t.config, log), hashKey: t.config.hashKey, log };
    const ask = (mobile = freshMobile()) =>
      sendCode({ ...sending, mobile, ip: freshIp(), changeUserId: null, sitePerHour: 2 });
    await ask();
    await ask();
    const sent = t.outbox().length;
    for (let i = 0; i < 3; i++) {
      await expect(ask()).rejects.toMatchObject({
        statusCode: 429,
        code: ERROR_CODES.rateLimited,
        detail: SERVER_MESSAGES.smsCeiling,
        headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
      });
    }
    expect(t.outbox().length).toBe(sent);
    const alerts = lines.map((line) => JSON.parse(line)).filter((l) => /ceiling/.test(l.msg));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ level: 50, ceiling: 2, sentLastHour: 2 });
    // an hour later the ceiling has room again
    await t.app.db.execute(sql`update otp_codes set created_at = created_at - interval '61 minutes'`);
    await expect(ask()).resolves.toBeUndefined();
  });

  it('is what the HTTP route answers too', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/users/request_authentication/',
        payload: { mobile: freshMobile() },
        remoteAddress: freshIp(),
      });
    // the previous test left one code in the last hour: one more fills the ceiling of 2
    expect((await ask()).statusCode).toBe(200);
    const res = await ask();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: ERROR_CODES.rateLimited, detail: SERVER_MESSAGES.smsCeiling });
  });
});

describe("a number's owner always gets a code", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const ask = (mobile: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/users/request_authentication/',
      payload: { mobile },
      remoteAddress: ip,
    });
  const age = (mobile: string, seconds: number) =>
    t.app.db.execute(
      sql`update otp_codes set created_at = created_at - make_interval(secs => ${seconds}),
        expires_at = expires_at - make_interval(secs => ${seconds}) where mobile = ${mobile}`,
    );
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('after a stranger spent the hour’s five codes of the number, the owner from another address signs in', async () => {
    const staff = await makeUser(t, { role: 4 });
    const stranger = freshIp();
    for (let i = 0; i < LIMITS.otpPerNumberPerHour; i++) {
      expect((await ask(staff.mobile, stranger)).statusCode).toBe(200);
      await age(staff.mobile, LIMITS.otpTtlSeconds + 1);
    }
    // the stranger stays capped for the number
    expect((await ask(staff.mobile, stranger)).statusCode).toBe(429);
    const owner = freshIp();
    expect((await ask(staff.mobile, owner)).statusCode).toBe(200);
    expect((await verify(t, staff.mobile, latestCode(t, staff.mobile), owner)).statusCode).toBe(200);
  });

  it("a stranger's live code still holds the number's 60-second wait", async () => {
    const mobile = freshMobile();
    expect((await ask(mobile, freshIp())).statusCode).toBe(200);
    const res = await ask(mobile, freshIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toBe(SERVER_MESSAGES.codeWait);
  });

  it("wrong guesses end the current code, not the number's next one", async () => {
    const mobile = freshMobile();
    expect((await ask(mobile, freshIp())).statusCode).toBe(200);
    const first = latestCode(t, mobile);
    for (let i = 0; i < LIMITS.otpMaxAttempts; i++) {
      expect((await verify(t, mobile, wrong(first), freshIp())).statusCode).toBe(400);
    }
    expect((await verify(t, mobile, first)).statusCode).toBe(400);
    await age(mobile, LIMITS.resendSeconds + 1);
    const owner = freshIp();
    expect((await ask(mobile, owner)).statusCode).toBe(200);
    const next = latestCode(t, mobile);
    expect(next).not.toBe(first);
    expect((await verify(t, mobile, next, owner)).statusCode).toBe(200);
  });

  it("the owner's code keeps working when a stranger asks for another one after it", async () => {
    const mobile = freshMobile();
    const owner = freshIp();
    expect((await ask(mobile, owner)).statusCode).toBe(200);
    const mine = latestCode(t, mobile);
    // past the 60-second wait, within the owner's code's two minutes
    await t.app.db.execute(
      sql`update otp_codes set created_at = created_at - interval '61 seconds' where mobile = ${mobile}`,
    );
    expect((await ask(mobile, freshIp())).statusCode).toBe(200);
    expect((await verify(t, mobile, mine, owner)).statusCode).toBe(200);
    // and the stranger's code ended with it
    const rows = await t.app.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(rows.filter((row) => !row.usedAt).every((row) => row.attempts >= LIMITS.otpMaxAttempts)).toBe(
      true,
    );
  });
});
