import { ERROR_CODES } from '@rasti/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { registeredRoutes, routeKey } from './route-collector.ts';
import { seededApp } from './seed.ts';
import { concreteUrl, rowFor } from './walk.ts';

// Every route with an id in its path, as the super admin (who may reach them all): an id no PostgreSQL
// integer holds is a 400 or 404 {detail, code} from the schema, never a query the database refuses (500).
// The routes come from the app itself, so a new id route is checked the day it is added.

vi.mock('fastify', async (original) => {
  const { withRouteCollector } = await import('./route-collector.ts');
  return withRouteCollector(await original<{ default: unknown }>());
});

const { t, seed } = await seededApp({ web: true });

const idRoutes = registeredRoutes().filter((route) => /:(\w*id)\b/.test(route.url));

describe('ids beyond a PostgreSQL integer', () => {
  it('are tried on every id route the app registers', () => {
    expect(idRoutes.length).toBeGreaterThan(24);
  });

  for (const id of ['2147483648', '99999999999999999999', '1e300']) {
    it(`${id}: 400 or 404 {detail, code} on every id route, public and staff; no page fails`, async () => {
      const wrong: string[] = [];
      for (const route of idRoutes) {
        const row = rowFor(route);
        // the route's other params (a page's key, a kind) from the access table, each id param replaced
        const url = concreteUrl({ ...route, url: route.url.replace(/:(\w*id)\b/g, id) }, row, seed);
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url,
          headers: seed.headers(2),
          remoteAddress: seed.freshIp(),
        };
        if (['POST', 'PUT', 'PATCH'].includes(route.method)) {
          options.payload = ((await row?.body?.(seed)) ?? {}) as InjectOptions['payload'];
        }
        const res = await t.app.inject(options);
        // API routes answer 400 or 404 {detail, code}; a page answers its not-found page or the app's shell
        const api = route.url.startsWith('/api/');
        const body =
          api && route.method !== 'HEAD'
            ? (JSON.parse(res.body) as { detail?: string; code?: string })
            : null;
        const fine = api ? [400, 404].includes(res.statusCode) : res.statusCode < 500;
        if (!fine || (body && !(body.detail && body.code))) {
          wrong.push(`${routeKey(route)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('the control: a real id on the same routes is not refused by the schema', async () => {
    const route = idRoutes.find((r) => r.method === 'GET' && r.url.startsWith('/api/public/'))!;
    const res = await t.app.inject({
      url: concreteUrl(route, rowFor(route), seed),
      headers: seed.headers(2),
    });
    expect(res.statusCode).toBe(200);
    expect(ERROR_CODES.validation).toBe('validation_error');
  });
});
