import type { FastifyInstance, FastifyServerOptions } from 'fastify';

// Every route the app registers, seen by an onRoute hook on each Fastify instance the app creates.
// A test file installs it before the app is imported:
//   vi.mock('fastify', async (original) => withRouteCollector(await original()));

export interface RegisteredRoute {
  method: string;
  /** the route as registered, e.g. /api/news/Category/:id/ */
  url: string;
}

const registered: RegisteredRoute[] = [];

/** The routes seen so far, one per method and path (HEAD and GET listed apart), in registration order. */
export function registeredRoutes(): RegisteredRoute[] {
  const seen = new Set<string>();
  return registered.filter((r) => {
    const key = routeKey(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const routeKey = (r: RegisteredRoute) => `${r.method} ${r.url}`;

/** The fastify module with its factory wrapped so each new instance records its routes. */
export function withRouteCollector<M extends { default: unknown }>(fastify: M): M {
  const create = fastify.default as (opts?: FastifyServerOptions) => FastifyInstance;
  const wrapped = (opts?: FastifyServerOptions) => {
    const app = create(opts);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  };
  return { ...fastify, default: Object.assign(wrapped, create) };
}
