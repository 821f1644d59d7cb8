import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every visitor (published data only), so a GET may be served from
     * memory for up to `ttlMs`. Any successful write anywhere empties the cache at once.
     */
    publicCache?: {
      ttlMs: number;
      /** the answer differs for signed-in staff: only requests without a bearer token share the cache */
      anonymousOnly?: boolean;
    };
    /** a write that never changes what the public reads (sign-in, token refresh): the cache stays */
    publicDataUnchanged?: boolean;
  }
  interface FastifyRequest {
    publicCacheGeneration?: number;
  }
  interface FastifyInstance {
    publicCache: { clear(): void; readonly size: number };
  }
}

interface Entry {
  body: string;
  /** every header the first answer carried (security headers, type, total), sent again as they were */
  headers: Record<string, string | string[]>;
}

// set again per answer by whatever sends it, never replayed
const NOT_REPLAYED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary', 'x-cache']);

const CHANNEL = 'rasti:public-cache:clear';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Registered before the security headers: a hit is answered here with the headers the first answer got
 * (the strict CSP among them), so nothing else runs for it.
 *
 * Public lists answered from memory: a page read by thousands costs one query per few seconds, not one
 * per reader. Staleness is bounded twice: by each route's TTL, and by clearing everything after any
 * successful write (in every process, through Redis, when REDIS_URL is set).
 */
export default fp(
  async (app: FastifyInstance) => {
    const cache = new LRUCache<string, Entry>({
      max: 5000,
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (entry) => entry.body.length * 2 + 64,
    });
    let generation = 0;
    const origin = randomUUID();
    let subscriber: Redis | null = null;

    const clear = () => {
      generation++;
      cache.clear();
    };
    app.decorate('publicCache', {
      clear,
      get size() {
        return cache.size;
      },
    });

    // tests that write rows straight into the database turn it off (createTestApp)
    if (!app.config.publicCache) return;

    if (app.redis) {
      subscriber = app.redis.duplicate();
      subscriber.on('error', (error) => app.log.warn({ err: error }, 'public cache: Redis subscriber error'));
      await subscriber.subscribe(CHANNEL);
      subscriber.on('message', (_channel, from) => {
        if (from !== origin) clear();
      });
      app.addHook('onClose', async () => {
        subscriber?.disconnect();
      });
    }

    app.addHook('onRequest', async (request, reply) => {
      const rule = request.routeOptions.config.publicCache;
      if (!rule || request.method !== 'GET') return;
      if (rule.anonymousOnly && request.headers.authorization) return;
      const hit = cache.get(request.url);
      if (!hit) {
        request.publicCacheGeneration = generation;
        return;
      }
      reply.headers(hit.headers).header('x-cache', 'hit');
      return reply.send(hit.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const rule = request.routeOptions.config.publicCache;
      // stored only when no write finished while this answer was being made
      if (
        rule &&
        request.publicCacheGeneration === generation &&
        reply.statusCode === 200 &&
        typeof payload === 'string'
      ) {
        const headers: Entry['headers'] = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value === undefined || NOT_REPLAYED.has(name)) continue;
          headers[name] = Array.isArray(value) ? value : String(value);
        }
        cache.set(request.url, { body: payload, headers }, { ttl: rule.ttlMs });
      }
      return payload;
    });

    app.addHook('onResponse', async (request, reply) => {
      if (READS.has(request.method) || reply.statusCode >= 400) return;
      if (request.routeOptions.config.publicDataUnchanged) return;
      clear();
      await app.redis?.publish(CHANNEL, origin).catch((error: unknown) => {
        app.log.warn({ err: error }, 'public cache: could not tell the other processes to clear');
      });
    });
  },
  { name: 'public-cache', dependencies: ['context'] },
);
