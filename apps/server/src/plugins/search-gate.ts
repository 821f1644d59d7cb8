import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isPublicSearch } from '@rasti/contract';
import { tooManyRequests } from '../lib/errors.ts';
import { createGate, type Gate } from '../lib/gate.ts';
import { addRouteHook } from '../lib/routes.ts';
import { createBudget, type TimeBudget } from '../lib/time-share.ts';

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
    /** the public searches' share of time (tests spend it) */
    searchBudget: SearchBudget;
  }
}

/**
 * A public search is bounded by itself (ADR 26: a word of three letters, a capped count) to a few to a few
 * tens of milliseconds on the 100 000-subject seed, but on PGlite each of those milliseconds holds the
 * server's main thread, and any visitor chooses the text, so a flood of new texts would hold it whole.
 * The searches the public cache has not answered therefore pass a gate: on PGlite one at a time (a second
 * would only wait in PGlite's own line), on PostgreSQL three; four more wait up to a second; and together
 * they may take a quarter of each second (`config.searchTimeShare`, with a burst of `burstMs`). Any more are
 * refused at once with 429 and Retry-After, so during a flood of searches the other readers still have three
 * quarters of the thread. Requests without a search (or with a text that is none), and every answer from
 * the cache, never meet the gate.
 */
export const SEARCH_GATE = { queue: 4, maxWaitMs: 1000, burstMs: 250 };

/** The time the searches may still take now, in ms: spent by each, earned back at shareOfTime. */
export type SearchBudget = Pick<TimeBudget, 'leftMs' | 'spend'>;

export default fp(
  async (app: FastifyInstance) => {
    const gate = createGate({
      slots: app.database.kind === 'pglite' ? 1 : 3,
      queue: SEARCH_GATE.queue,
      maxWaitMs: SEARCH_GATE.maxWaitMs,
    });
    const budget = createBudget(app.config.searchTimeShare, SEARCH_GATE.burstMs);
    app.decorate('searchGate', gate);
    app.decorate('searchBudget', budget);
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
        if (typeof text !== 'string' || !isPublicSearch(text)) return;
        const leave = budget.leftMs > 0 ? await gate.enter() : null;
        if (!leave) {
          request.log.debug({ waiting: gate.waiting }, 'search gate: full, search refused');
          throw tooManyRequests(1);
        }
        // given back once the answer went out, or the visitor left first; its time is spent then
        const began = performance.now();
        releases.set(request, () => {
          budget.spend(performance.now() - began);
          leave();
        });
      };
      addRouteHook(route, 'preHandler', enter);
      addRouteHook(route, 'onResponse', release);
      addRouteHook(route, 'onRequestAbort', release);
    });
  },
  { name: 'search-gate', dependencies: ['context'] },
);
