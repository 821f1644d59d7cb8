import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { hasSessionCookie } from '../features/accounts/session-cookies.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every visitor (published data only), so a GET may be served from
     * memory for up to `ttlMs`. Any successful write anywhere empties the cache at once.
     */
    publicCache?: {
      ttlMs: number;
      /**
       * the answer differs for signed-in users: only requests without a session (no bearer token, no
       * session cookie of the web app) share the cache
       */
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

type Rule = NonNullable<FastifyContextConfig['publicCache']>;
type Encoding = 'br' | 'gzip';

interface Entry {
  /** the answer's bytes (UTF-8), written as they are */
  body: Buffer;
  /**
   * every header the first answer carried (security headers, type, total), as a flat name/value list
   * for writeHead; length and encoding are added per answer
   */
  headers: string[];
  anonymousOnly: boolean;
  /** JSON or HTML of at least COMPRESS_MIN bytes: compressed for clients that accept it */
  compressible: boolean;
  /** the compressed bodies, each made once, by the first hit that asks for it */
  br?: Buffer;
  gzip?: Buffer;
}

// set again per answer by whatever sends it, never replayed
const NOT_REPLAYED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary', 'x-cache']);

const CHANNEL = 'rasti:public-cache:clear';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cache's bound: its bodies (and their compressed copies) together, outside the JavaScript heap. */
const MAX_BYTES = 16 * 1024 * 1024;
// the same rule as @fastify/compress in app.ts: 1 KB threshold, brotli at quality 4 preferred, then gzip
const COMPRESS_MIN = 1024;
const BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*\+)?json|text\/)/i;

// an HTML page is asked for with the web app's session cookies, an API call with a bearer token
const hasSession = (request: FastifyRequest): boolean =>
  Boolean(request.headers.authorization) || hasSessionCookie(request);

/** The encoding the client accepts (q > 0) that we prefer: br, then gzip ('*' and x-gzip count as gzip). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    const name =
      token === 'br' ? 'br' : token === 'gzip' || token === 'x-gzip' || token === '*' ? 'gzip' : null;
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (q > bestQ || (q === bestQ && name === 'br')) {
      best = name;
      bestQ = q;
    }
  }
  return best;
}

function bodyFor(entry: Entry, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, BROTLI);
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body);
  return entry.gzip;
}

/** Writes a stored answer straight to the socket: nothing else of the request's lifecycle runs for it. */
function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  const encoding =
    entry.compressible && request.headers['x-no-compression'] === undefined
      ? acceptedEncoding(request.headers['accept-encoding'])
      : null;
  const body = encoding ? bodyFor(entry, encoding) : entry.body;
  const headers = encoding
    ? [...entry.headers, 'content-encoding', encoding, 'vary', 'accept-encoding']
    : entry.headers.slice();
  headers.push('content-length', String(body.length), 'x-cache', 'hit');
  reply.hijack();
  reply.raw.writeHead(200, headers);
  reply.raw.end(body);
}

/**
 * Public lists answered from memory: a page read by thousands costs one query per few seconds, not one
 * per reader. Staleness is bounded twice: by each route's TTL, and by clearing everything after any
 * successful write (in every process, through Redis, when REDIS_URL is set).
 *
 * A hit is found by the first hook of every request, before the security headers, compression and the
 * route's own work, and is written out with the bytes and headers the first answer had (the strict CSP
 * among them, and a compressed copy made once per encoding), so no other hook runs for it. Misses of one
 * address arriving together wait for the first of them instead of each asking the database.
 */
export default fp(
  async (app: FastifyInstance) => {
    const cache = new LRUCache<string, Entry>({
      max: 5000,
      maxSize: MAX_BYTES,
      // the compressed copies are made later, and are a fraction of the body: counted in advance as half
      sizeCalculation: (entry) => Math.ceil(entry.body.length * 1.5) + 256,
    });
    /** the addresses being answered right now by a miss, with what their followers wait on */
    const inFlight = new Map<string, Promise<void>>();
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

    // Every request: only an address stored by a cached route can be found, so the route is not looked at.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method === 'GET') {
        const hit = cache.get(request.url);
        if (hit && !(hit.anonymousOnly && hasSession(request))) return answer(request, reply, hit);
      }
      done();
    });

    /** Route hooks of one cached route: the miss is made once, stored, and handed to those waiting on it. */
    const routeHooks = (rule: Rule) => {
      const payloads = new WeakMap<FastifyRequest, string | Buffer>();
      const finish = new WeakMap<FastifyRequest, () => void>();

      const lead = (request: FastifyRequest, reply: FastifyReply) => {
        request.publicCacheGeneration = generation;
        let release!: () => void;
        const done = new Promise<void>((resolve) => {
          release = resolve;
        });
        const key = request.url;
        inFlight.set(key, done);
        const end = () => {
          if (inFlight.get(key) === done) inFlight.delete(key);
          release();
        };
        finish.set(request, end);
        // 'close' comes after every answer, sent or not (an aborted request too), so no follower waits forever
        reply.raw.once('close', end);
      };

      const onRequest = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
        if (request.method !== 'GET' || (rule.anonymousOnly && hasSession(request))) return done();
        const pending = inFlight.get(request.url);
        if (!pending) {
          lead(request, reply);
          return done();
        }
        pending.then(() => {
          const hit = cache.get(request.url);
          if (!hit) {
            // the first answer was not kept (an error, or a write finished meanwhile): this one is made afresh
            request.publicCacheGeneration = generation;
            return done();
          }
          try {
            answer(request, reply, hit);
          } catch (error) {
            // outside Fastify's own hook runner here: an error must not become an unhandled rejection
            if (!reply.sent) done(error as Error);
            else request.log.warn({ err: error }, 'public cache: a stored answer could not be sent');
          }
        });
      };

      const onSend = (
        request: FastifyRequest,
        reply: FastifyReply,
        payload: unknown,
        done: (err: Error | null, payload?: unknown) => void,
      ) => {
        if (
          request.publicCacheGeneration !== undefined &&
          reply.statusCode === 200 &&
          (typeof payload === 'string' || Buffer.isBuffer(payload))
        ) {
          payloads.set(request, payload);
        }
        done(null, payload);
      };

      // after the answer went out, so its headers are final (the security headers come after this plugin)
      const onResponse = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        const payload = payloads.get(request);
        // stored only when no write finished while this answer was being made
        if (
          payload !== undefined &&
          request.publicCacheGeneration === generation &&
          reply.statusCode === 200 &&
          // an answer that sets a cookie is somebody's own, never everybody's
          !reply.hasHeader('set-cookie')
        ) {
          const sent = reply.getHeaders();
          const headers: string[] = [];
          let type = '';
          for (const [name, value] of Object.entries(sent)) {
            if (value === undefined || NOT_REPLAYED.has(name)) continue;
            if (name === 'content-type') type = String(value);
            for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
          }
          const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
          cache.set(
            request.url,
            {
              body,
              headers,
              anonymousOnly: rule.anonymousOnly === true,
              compressible: body.length >= COMPRESS_MIN && COMPRESSIBLE.test(type),
            },
            { ttl: rule.ttlMs },
          );
        }
        finish.get(request)?.();
        done();
      };
      return { onRequest, onSend, onResponse };
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const rule = route.config?.publicCache;
      if (!rule) return;
      const hooks = routeHooks(rule);
      for (const name of ['onRequest', 'onSend', 'onResponse'] as const) {
        const existing = route[name];
        // the cache's own hooks come first among the route's (compression adds its onSend the same way)
        (route as unknown as Record<string, unknown>)[name] = [
          hooks[name],
          ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
        ];
      }
    });

    // any successful write anywhere empties the cache
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
