import type { InjectOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { findUserById } from '../../src/features/users/users.repository.ts';
import { multipart } from '../factories.ts';
import { type RegisteredRoute, registeredRoutes, routeKey } from './route-collector.ts';
import { seededApp } from './seed.ts';
import { concreteUrl, rowFor } from './walk.ts';

// `__proto__` and `constructor.prototype` in JSON bodies, multipart field names and query strings, sent to
// every route that takes them: the process's Object.prototype stays clean and no server error follows.

vi.mock('fastify', async (original) => {
  const { withRouteCollector } = await import('./route-collector.ts');
  return withRouteCollector(await original<{ default: unknown }>());
});

const { t, seed } = await seededApp({ web: true });

const POLLUTING_JSON = [
  '{"__proto__":{"polluted":"yes","role":2,"is_active":true},"title":"x"}',
  '{"constructor":{"prototype":{"polluted":"yes","role":2}},"title":"x"}',
  '{"a":{"__proto__":{"polluted":"yes"}},"news_items":[{"__proto__":{"polluted":"yes"},"title":"x"}]}',
  '{"__proto__":[],"constructor":{"prototype":[]}}',
];

function expectClean() {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(probe.role).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Object.prototype).not.toHaveProperty('is_active');
  expect(Array.isArray(Object.getPrototypeOf([]))).toBe(true);
}

/** Sends a body to a write route from a fresh address; a server error is noted under `label`. */
async function write(
  route: RegisteredRoute,
  headers: Record<string, string>,
  payload: InjectOptions['payload'],
  label: string,
  errors: string[],
) {
  const res = await t.app.inject({
    method: route.method as 'POST',
    url: concreteUrl(route, rowFor(route), seed),
    headers,
    payload,
    remoteAddress: seed.freshIp(),
  });
  if (res.statusCode >= 500) errors.push(`${routeKey(route)} ${label} → ${res.statusCode}`);
  expectClean();
}

const writes = registeredRoutes().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && rowFor(r));
const reads = registeredRoutes().filter((r) => r.method === 'GET' && rowFor(r));

describe('prototype pollution', () => {
  it('JSON bodies with __proto__ and constructor.prototype, on every write route, as a super admin and a guest', async () => {
    expect(writes.length).toBeGreaterThan(10);
    const errors: string[] = [];
    for (const route of writes) {
      for (const headers of [seed.headers(2), {}]) {
        for (const body of POLLUTING_JSON) {
          await write(route, { ...headers, 'content-type': 'application/json' }, body, body, errors);
        }
      }
    }
    expect(errors).toEqual([]);
  });

  it('multipart fields named __proto__, constructor and prototype are refused, never merged', async () => {
    const errors: string[] = [];
    for (const route of writes) {
      for (const name of [
        '__proto__',
        'constructor',
        '__proto__[polluted]',
        'constructor[prototype][polluted]',
      ]) {
        const body = await multipart({ [name]: 'yes', title: 'x' });
        await write(route, { ...seed.headers(2), ...body.headers }, body.payload, name, errors);
      }
    }
    expect(errors).toEqual([]);
  });

  it('query strings with __proto__ and constructor[prototype] on every read route', async () => {
    const errors: string[] = [];
    for (const route of reads) {
      const url = `${concreteUrl(route, rowFor(route), seed)}?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__.polluted=yes&search=__proto__`;
      const res = await t.app.inject({ url, headers: seed.headers(2) });
      if (res.statusCode >= 500) errors.push(`${routeKey(route)} → ${res.statusCode}`);
      expectClean();
    }
    expect(errors).toEqual([]);
  });

  it("a regular user's own PATCH carrying role and is_active through the prototype changes nothing", async () => {
    const userId = seed.user[1];
    for (const body of POLLUTING_JSON) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/accounts/users/${userId}/`,
        headers: { ...seed.headers(1), 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode).toBeLessThan(500);
    }
    const after = await findUserById(t.app.db, userId);
    expect({ role: after!.role, isActive: after!.isActive }).toEqual({ role: 1, isActive: true });
    expectClean();
  });
});
