// Sends one request to a registered route as one identity, with the table row's ids and harmless body.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../app.ts';
import { ACCESS_TABLE, type AccessRow } from './access-table.ts';
import { type RegisteredRoute, routeKey } from './route-collector.ts';
import type { Seed } from './seed.ts';

/** The table row of a route; HEAD follows its GET. */
export function rowFor(route: RegisteredRoute): AccessRow | undefined {
  return (
    ACCESS_TABLE[routeKey(route)] ?? (route.method === 'HEAD' ? ACCESS_TABLE[`GET ${route.url}`] : undefined)
  );
}

/** The route's path with its :params and * filled from the row. */
export function concreteUrl(route: RegisteredRoute, row: AccessRow | undefined, seed: Seed): string {
  const values = row?.params?.(seed) ?? {};
  return route.url.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const value = values[name ?? '*'];
    if (value === undefined) throw new Error(`${routeKey(route)}: the table gives no value for ${match}`);
    return String(value);
  });
}

export async function callRoute(
  t: TestContext,
  seed: Seed,
  route: RegisteredRoute,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const row = rowFor(route);
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: concreteUrl(route, row, seed),
    headers,
    remoteAddress: seed.freshIp(),
  };
  if (['POST', 'PUT', 'PATCH'].includes(route.method)) {
    options.payload = ((await row?.body?.(seed)) ?? {}) as InjectOptions['payload'];
  }
  return t.app.inject(options);
}
