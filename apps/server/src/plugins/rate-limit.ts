import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One per-address limit shared by every route that names it (the sign-in and mobile-change codes count
     * together): the first caller's options make it; each route adds the returned hook to its onRequest.
     */
    sharedRateLimit(name: string, options: { max: number; timeWindow: string }): onRequestHookHandler;
  }
}

type StoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => FastifyRateLimitStore;
// the plugin's own stores (it exports no names for them): Redis, and its in-process LRU
const pluginRequire = createRequire(import.meta.url);
const RedisStore = pluginRequire('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = pluginRequire('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * How many addresses each limited route counts in the process at most (the plugin's default is 5 000, at
 * about 350 bytes each). Past it the address seen least recently is forgotten: an address that keeps
 * calling stays counted. Readers from many addresses (or an attacker's many addresses) can fill every
 * limited route's counter: the limited routes together hold about 5 MB at most, not 26 (ADR 21, the rate
 * limits' counters).
 */
export const LOCAL_LIMIT_ADDRESSES = 1000;

/** A route's counter drops the addresses whose window has ended at most this often (and once a window). */
export const LOCAL_LIMIT_SWEEP_MS = 60_000;

/** The plugin's LocalStore as far as the sweep reads it: its toad-cache LruMap of address → count. */
interface LocalCounts {
  lru: { items: Map<string, { value: { iterationStartMs: number } }>; delete(key: string): void };
}

/**
 * The plugin's in-process store, each route's counter bounded to LOCAL_LIMIT_ADDRESSES, and holding only
 * the addresses whose window is still open: an address's count ends with its window (the plugin then
 * counts it from 1 again), but the plugin's LRU keeps the ended count until newer addresses push it out,
 * so under many addresses each counter filled to its bound and stayed full, a minute's window included
 * (ADR 21, addendum "session 34"). Once a window (at most every LOCAL_LIMIT_SWEEP_MS) the next count
 * drops the ended ones, by the plugin's own test of an ended window, so no answer changes.
 */
/** the options the plugin's LocalStore reads, from the plugin's global options or a route's */
type CounterOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };

export class BoundedLocalStore extends LocalStore {
  private sweptAt = Date.now();

  /** the plugin makes the first with its global options, and each route's with the route's (child) */
  constructor(options: CounterOptions = {}) {
    super(options.continueExceeding === true, options.exponentialBackoff === true, LOCAL_LIMIT_ADDRESSES);
  }

  /** the addresses counted now */
  get size(): number {
    return (this as unknown as LocalCounts).lru.items.size;
  }

  override incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const now = Date.now();
    if (now - this.sweptAt >= Math.min(timeWindow, LOCAL_LIMIT_SWEEP_MS)) {
      this.sweptAt = now;
      const { lru } = this as unknown as LocalCounts;
      for (const [address, item] of lru.items) {
        if (item.value.iterationStartMs + timeWindow <= now) lru.delete(address);
      }
    }
    super.incr(key, callback, timeWindow, max);
  }

  override child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // each route's own counter, with the route's options (the ones the plugin's LocalStore.child reads)
    return new BoundedLocalStore(routeOptions as CounterOptions);
  }
}

/** How long a count may wait for Redis before the process's own counter answers instead. */
export const REDIS_LIMIT_WAIT_MS = 300;
const NAME_SPACE = 'rasti-rl:';

/**
 * Counts in Redis while it answers, and in the process's own LRU while it does not (not connected, an
 * error, or no answer within REDIS_LIMIT_WAIT_MS), so a limited route never waits on a dead Redis: it
 * answers at once under a per-process limit. The switch is logged once each way; the next count after
 * Redis is ready again goes back to it.
 */
function redisWithFallback(redis: Redis, log: FastifyBaseLogger) {
  let degraded = false;
  const down = (reason: string) => {
    if (degraded) return;
    degraded = true;
    log.warn({ reason }, 'Redis is unreachable: rate limits count in this process until it returns');
  };
  const up = () => {
    if (!degraded) return;
    degraded = false;
    log.info('Redis is back: rate limits count in Redis again');
  };

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: FastifyRateLimitStore,
      private readonly local: FastifyRateLimitStore,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        down(`connection ${redis.status}`);
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        down('no answer in time');
        this.local.incr(key, callback, timeWindow, max);
      }, REDIS_LIMIT_WAIT_MS);
      this.shared.incr(
        key,
        (err, result) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (err) {
            down(err.message);
            this.local.incr(key, callback, timeWindow, max);
            return;
          }
          up();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return class extends FallbackStore {
    constructor() {
      super(new RedisStore(false, false, redis, NAME_SPACE), new BoundedLocalStore());
    }
  };
}

/**
 * Per-route limits (routes opt in with `config.rateLimit`, or share one through `app.sharedRateLimit`);
 * counted in Redis when REDIS_URL is set, so several server processes count together, and in the process
 * while Redis is down. Answers 429 with Retry-After and a Persian detail.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      store: app.redis ? redisWithFallback(app.redis, app.log) : BoundedLocalStore,
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });

    const shared = new Map<string, onRequestHookHandler>();
    app.decorate('sharedRateLimit', (name: string, options: { max: number; timeWindow: string }) => {
      let hook = shared.get(name);
      if (!hook) {
        // an IPv6 client is its /64, as the plugin's own key makes it (one host holds many addresses)
        hook = app.rateLimit({ ...options, keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}` });
        shared.set(name, hook);
      }
      return hook;
    });
  },
  { name: 'rate-limit', dependencies: ['context'] },
);
