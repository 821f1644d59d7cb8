import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_LIMIT_ADDRESSES } from '../../src/plugins/rate-limit.ts';
import { BODY_LIMITS, TOKEN_ROUTE_RATE_LIMIT } from '../../src/plugins/request-bounds.ts';
import { registeredRoutes, routeKey } from './route-collector.ts';
import { seededApp } from './seed.ts';
import { concreteUrl, rowFor } from './walk.ts';

// Each route reads a body up to what it needs and no further: a few hundred bytes for the token routes,
// a form's worth elsewhere, a document's worth where rich text is written. Beyond it: a Persian 413
// {detail, code} before the body is parsed. The token routes are rate-limited per address.

vi.mock('fastify', async (original) => {
  const { withRouteCollector } = await import('./route-collector.ts');
  return withRouteCollector(await original<{ default: unknown }>());
});

const { t, seed } = await seededApp();

const RICH_TEXT_ROUTES = new Set([
  'POST /api/news/news-subject/',
  'PATCH /api/news/news-subject/:id/',
  'POST /api/news/review-subject/',
  'PATCH /api/news/review-subject/:id/',
  'PUT /api/news/site-pages/:key/',
]);
const writeRoutes = registeredRoutes().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));

const json = (
  route: { method: string; url: string },
  payload: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: route.method as InjectOptions['method'],
    url: concreteUrl(route, rowFor(route), seed),
    headers: { ...seed.headers(2), ...headers, 'content-type': 'application/json' },
    remoteAddress: seed.freshIp(),
    payload,
  });
/** A JSON object of `bytes` bytes. */
const bodyOf = (bytes: number) => JSON.stringify({ title: 'x'.repeat(bytes - 12) });

const tooLarge = { detail: SERVER_MESSAGES.tooLarge, code: ERROR_CODES.tooLarge };

describe('body limits per route', () => {
  it('the token routes read at most a few hundred bytes: a 1 MB array or 2 KB is a 413', async () => {
    for (const url of ['/api/token/logout/', '/api/token/refresh/']) {
      const route = { method: 'POST', url };
      const array = await json(route, `[${'1,'.repeat(500_000)}1]`);
      expect(array.statusCode, url).toBe(413);
      expect(array.json()).toEqual(tooLarge);
      expect((await json(route, bodyOf(BODY_LIMITS.token + 1))).statusCode, url).toBe(413);
      // a real refresh token's body is well within it
      const fits = await json(route, JSON.stringify({ refresh: 'x'.repeat(400) }));
      expect(fits.statusCode, url).not.toBe(413);
    }
  });

  it(`every other write route reads at most ${BODY_LIMITS.form} bytes of JSON, the rich-text ones a document`, async () => {
    expect(writeRoutes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of writeRoutes) {
      const rich = RICH_TEXT_ROUTES.has(routeKey(route));
      const over = await json(route, bodyOf((rich ? BODY_LIMITS.richText : BODY_LIMITS.form) + 1));
      if (over.statusCode !== 413) wrong.push(`${routeKey(route)}: one byte over → ${over.statusCode}`);
      if (rich) {
        const form = await json(route, bodyOf(BODY_LIMITS.form * 2));
        if (form.statusCode === 413) wrong.push(`${routeKey(route)}: ${BODY_LIMITS.form * 2} bytes → 413`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the NUL check', () => {
  const route = { method: 'POST', url: '/api/news/Category/' };

  it('still refuses a NUL escaped anywhere in a JSON body, naming the field', async () => {
    const res = await json(route, '{"title":"سیا\\u0000سی","color":"#123456"}');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ title: [SERVER_MESSAGES.fieldType] });
  });

  it('does not mistake an escaped backslash before u0000 for a NUL', async () => {
    const res = await json(route, '{"title":"دسته \\\\u0000","color":"#123456"}');
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('rate limits on the token routes', () => {
  const callFrom = (url: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });

  it(`answer 429 with Retry-After past ${TOKEN_ROUTE_RATE_LIMIT.max} calls a minute from one address, others unaffected`, async () => {
    for (const url of ['/api/token/logout/', '/api/token/refresh/']) {
      const call = (remoteAddress: string) => callFrom(url, remoteAddress);
      const address = seed.freshIp();
      const answers = [];
      for (let i = 0; i < TOKEN_ROUTE_RATE_LIMIT.max; i++) answers.push((await call(address)).statusCode);
      expect(
        answers.filter((s) => s === 429),
        url,
      ).toEqual([]);
      const limited = await call(address);
      expect(limited.statusCode, url).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ code: ERROR_CODES.rateLimited });
      expect((await call(seed.freshIp())).statusCode, url).not.toBe(429);
    }
  });

  it(`count at most ${LOCAL_LIMIT_ADDRESSES} addresses a route in the process: the least recently seen is forgotten, one that keeps calling never`, async () => {
    const call = (remoteAddress: string) => callFrom('/api/token/refresh/', remoteAddress);
    const exhaust = async (address: string) => {
      for (let i = 0; i < TOKEN_ROUTE_RATE_LIMIT.max; i++) await call(address);
    };
    const idle = seed.freshIp();
    const busy = seed.freshIp();
    await exhaust(idle);
    await exhaust(busy);
    // the two and as many others as fill the counter: both still counted
    for (let i = 0; i < LOCAL_LIMIT_ADDRESSES - 2; i++) await call(seed.freshIp());
    expect((await call(idle)).statusCode).toBe(429);
    expect((await call(busy)).statusCode).toBe(429);
    // a counter's worth of new addresses more, the busy one calling among them: only the idle one is gone
    for (let i = 0; i < LOCAL_LIMIT_ADDRESSES; i++) {
      await call(seed.freshIp());
      if (i % 100 === 0) expect((await call(busy)).statusCode).toBe(429);
    }
    expect((await call(busy)).statusCode).toBe(429);
    expect((await call(idle)).statusCode).not.toBe(429);
  });
});
