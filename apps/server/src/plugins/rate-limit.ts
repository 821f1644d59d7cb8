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

/**
 * How many addresses each limited route counts in the process at most (the plugin's default is 5 000, at
 * about 350 bytes each). Past it the address seen least recently is forgotten: an address that keeps
 * calling stays counted. Readers from many addresses (or an attacker's many addresses) fill every
 * limited route's counter for good, and no entry leaves when its window ends: the limited routes together
 * hold about 5 MB at most, not 26 (ADR 21, the rate limits' counters).
 */
export const LOCAL_LIMIT_ADDRESSES = 1000;

/** The plugin's in-process store, each route's counter bounded to LOCAL_LIMIT_ADDRESSES. */
class BoundedLocalStore extends LocalStore {
  constructor() {
    super(false, false, LOCAL_LIMIT_ADDRESSES);
  }

  override child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // LocalStore reads a route's `cache` (the plugin's option, not in the child's declared type)
    return super.child({ ...routeOptions, cache: LOCAL_LIMIT_ADDRESSES } as typeof routeOptions);
  }
}

/** How long a count may wait for Redis before the process's own counter answers instead. */
export const REDIS_LIMIT_WAIT_MS = 300;
const NAME_SPACE = 'rasti-rl:';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

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
