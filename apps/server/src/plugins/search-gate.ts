import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/errors.ts';
import { createGate, type Gate } from '../lib/gate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The query parameter that holds the route's public search text: a request with a search runs only
     * with a slot of the search gate (a cached answer is sent before it asks for one).
     */
    searchGate?: string;
  }
  interface FastifyInstance {
    /** the public searches' gate (tests take its slots) */
    searchGate: Gate;
  }
}

/**
 * A search for text that the trigram index cannot narrow (one or two letters, or letters nearly every
 * title holds) reads every row of its table: 0.2 to 1 s on the 100 000-subject seed, and on PGlite, one
 * connection, every other query waits behind it. Any visitor chooses the text, so the searches the public
 * cache has not answered go through a gate: on PGlite one at a time (a second would only wait in PGlite's
 * own line), on PostgreSQL as many as a third of the pool; a few more wait up to a second; any more are
 * refused at once with 429 and Retry-After, so a flood of searches holds at most one search's time of
 * the database from the other readers. Requests without a search, and every answer from the cache, never
 * meet the gate.
 */
export const SEARCH_GATE = { queue: 4, maxWaitMs: 1000 };

export default fp(
  async (app: FastifyInstance) => {
    const gate = createGate({
      slots: app.database.kind === 'pglite' ? 1 : 3,
      queue: SEARCH_GATE.queue,
      maxWaitMs: SEARCH_GATE.maxWaitMs,
    });
    app.decorate('searchGate', gate);
    const releases = new WeakMap<FastifyRequest, () => void>();
    const release = async (request: FastifyRequest) => {
      releases.get(request)?.();
      releases.delete(request);
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const param = route.config?.searchGate;
      if (!param) return;
      const enter = async (request: FastifyRequest) => {
        const text = (request.query as Record<string, unknown> | undefined)?.[param];
        if (typeof text !== 'string' || text.trim() === '') return;
        const leave = await gate.enter();
        if (!leave) {
          request.log.warn({ waiting: gate.waiting }, 'search gate: full, search refused');
          throw tooManyRequests(1);
        }
        // given back once the answer went out, or the visitor left first
        releases.set(request, leave);
      };
      const existing = route.preHandler;
      route.preHandler = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), enter];
      for (const name of ['onResponse', 'onRequestAbort'] as const) {
        const hooks = route[name];
        (route as unknown as Record<string, unknown>)[name] = [
          ...(hooks ? (Array.isArray(hooks) ? hooks : [hooks]) : []),
          release,
        ];
      }
    });
  },
  { name: 'search-gate', dependencies: ['context'] },
);
