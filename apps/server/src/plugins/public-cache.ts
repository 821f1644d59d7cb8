import { randomUUID } from 'node:crypto';
import { brotliCompressSync, gunzipSync, gzip, gzipSync, constants as zlibConstants } from 'node:zlib';
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
import type { ZodType } from 'zod';
import { hasSessionCookie } from '../lib/session-cookies.ts';
import { addRouteHook } from '../lib/routes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every visitor (published data only), so a GET may be served from
     * memory: fresh for `ttlMs`, then (or after a write touching one of its tags) stale for at most
     * STALE_MS more while one request makes it again (ADR 8).
     */
    publicCache?: {
      ttlMs: number;
      /** how long past its freshness a stale copy may still be served (STALE_MS unless said) */
      staleMs?: number;
      /** what the answer shows (public-cache-tags.ts): a write touching any of them refreshes it */
      tags: readonly string[] | ((request: FastifyRequest) => readonly string[]);
      /**
       * the query parameters the answer reads, as the web app reads them, for a route without a
       * querystring schema (the pages); the route's own schema is used otherwise. Nothing else of the
       * query makes a new entry, and the page is made from the normalised address.
       */
      query?: ZodType;
      /**
       * the answer differs for signed-in users: only requests without a session (no bearer token, no
       * session cookie of the web app) share the cache
       */
      anonymousOnly?: boolean;
      /** an answer larger than this (bytes) is sent but not kept: a few such would push every other out */
      maxBytes?: number;
      /**
       * the answer differs for a request with `Save-Data: on` (a light page): two copies at most, one for
       * that exact header value and one for everything else, each answered with `Vary: Save-Data`
       */
      saveData?: boolean;
    };
    /** a write that never changes what the public reads (sign-in, token refresh): the cache stays */
    publicDataUnchanged?: boolean;
    /**
     * What a successful write changes (public-cache-tags.ts), from its request and its JSON answer; the
     * cached answers carrying any of these tags are refreshed. A write without it refreshes everything.
     */
    publicCacheTouches?: (request: FastifyRequest, answer: unknown) => readonly string[];
  }
  interface FastifyInstance {
    publicCache: {
      /** marks every answer stale (null) or those carrying any of `tags`, in this process only */
      invalidate(tags: readonly string[] | null): void;
      /**
       * Calls `listener` at every invalidation of this process (a write here, or another process's heard
       * through Redis), with its tags (null: everything). With the cache off (PUBLIC_CACHE=false) writes
       * invalidate nothing, so nothing may be kept on the strength of it.
       */
      onInvalidate(listener: (tags: readonly string[] | null) => void): void;
      clear(): void;
      readonly size: number;
    };
  }
}

type Rule = NonNullable<FastifyContextConfig['publicCache']>;
type Encoding = 'br' | 'gzip';

interface Entry {
  /** the answer's bytes (UTF-8), written as they are; null for a packed answer (kept as `gzip` alone) */
  body: Buffer | null;
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
  tags: readonly string[];
  /** answered with Vary: Save-Data (a light copy and a full one are kept apart) */
  saveData: boolean;
  /** served as it is until then (ms since the epoch) */
  freshUntil: number;
  /** served stale, while one request makes it again, until then; never after */
  staleUntil: number;
  staleMs: number;
}

/** What a request of a cached route carries from the first hook to the last. */
interface Visit {
  key: string;
  /** the invalidation count when its answer started being made: a later write touching it wins */
  since: number;
  /** the tags the route declared, and those its handler added (addPublicCacheTags) */
  tags: Set<string>;
  payload?: string | Buffer;
  /** the payload's gzip copy, when it is kept packed (PACK_ABOVE_BYTES) */
  packed?: Buffer;
}

// set again per answer by whatever sends it, never replayed
const NOT_REPLAYED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary', 'x-cache']);

/** carries `{ from, tags }` between processes (after the connection's key prefix); tags null means every answer */
const CHANNEL = 'rasti:public-cache:invalidate';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The cache's bound: everything an entry holds (bodies, compressed copies, key, headers, tags) together.
 * Each kept byte costs the process more than itself while pages pass through (the bodies' allocator
 * memory, freed in LRU order among other allocations, and the entries' garbage in the heap): on the large
 * seed, distinct uncached pages filling a 16 MB cache put the server's peak 8-10 MB higher than an 8 MB
 * one (ADR 21, 2026-11-25), and 4 MB took 3-6 MB more off the memory soak's hour, whose peak still
 * touched its 250 MB (ADR 21, the addendum on the last cuts). 4 MB still holds some seventy rendered
 * pages, or hundreds of lists and data answers, the hot ones kept by LRU: a rumour that spreads is a few
 * addresses asked again and again.
 */
const MAX_BYTES = 4 * 1024 * 1024;
/** The hard limit of staleness: after its time to live or a write, an answer is never served past this. */
export const STALE_MS = 5000;
/**
 * While the database is down (lib/database-outage.ts) a kept answer is served past its staleness for up to
 * this long: readers keep the pages they were reading rather than a 503. The entries stay within MAX_BYTES.
 */
export const OUTAGE_KEEP_MS = 60_000;
/** Tags invalidated while answers were being made, remembered at most this many (then all are refused). */
const MAX_TOUCHED_TAGS = 10_000;
// the same rule as @fastify/compress in app.ts: 1 KB threshold, brotli at quality 4 preferred, then gzip
const COMPRESS_MIN = 1024;
const BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*\+)?(?:json|xml)|text\/)/i;
/**
 * A compressible answer larger than this is kept packed: its gzip copy alone, made once off the main thread
 * before it is stored, sent to the clients that accept gzip (crawlers and browsers all do) and unpacked for
 * the others. A site's sitemap of 16 000 addresses is 1.6 MB of XML and 71 KB packed: kept whole, a few
 * such answers would push every page out of MAX_BYTES, and not kept it was made again for every request.
 */
export const PACK_ABOVE_BYTES = 256 * 1024;

const visits = new WeakMap<FastifyRequest, Visit>();

/**
 * Adds what a page shows that its route could not know beforehand (a report's subject) to the tags its
 * cached answer will carry; nothing when the answer is not being cached.
 */
export function addPublicCacheTags(request: FastifyRequest, tags: readonly string[]): void {
  const visit = visits.get(request);
  if (visit) for (const tag of tags) visit.tags.add(tag);
}

const touchedByHandler = new WeakMap<FastifyRequest, string[]>();

/** Adds what a write changed that its answer does not show (a review's previous subject). */
export function touchPublicCache(request: FastifyRequest, tags: readonly string[]): void {
  touchedByHandler.set(request, [...(touchedByHandler.get(request) ?? []), ...tags]);
}

/**
 * Whether the request asks for a light page: `Save-Data: on` (the header's one value), nothing else. Any
 * other value is the full page, so no header value a client chooses makes a third copy.
 */
export const savesData = (request: FastifyRequest): boolean =>
  /^\s*on\s*$/i.test(String(request.headers['save-data'] ?? ''));

/** Query values as text, names sorted, absent ones left out: one spelling for one meaning. */
function canonicalQuery(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(values).sort()) {
    const value = values[name];
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one === undefined || one === null) continue;
      search.append(name, one instanceof Date ? one.toISOString() : String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const isSchema = (value: unknown): value is ZodType =>
  typeof (value as ZodType | undefined)?.safeParse === 'function';

/**
 * The address of a cached route's answer: its route's path with the parameters as the route reads them
 * (its params schema), and only the query parameters it reads, parsed by its schema (so defaults, case and
 * booleans are the route's own), sorted. Null when the query is refused (the route answers 400, never kept).
 */
export function publicCacheKey(request: FastifyRequest, rule: Pick<Rule, 'query'>): string | null {
  const { url: pattern, schema } = request.routeOptions;
  let params = request.params as Record<string, unknown>;
  if (isSchema(schema?.params)) {
    const parsed = schema.params.safeParse(params);
    if (!parsed.success) return null;
    params = parsed.data as Record<string, unknown>;
  }
  const path = (pattern ?? request.url.split('?')[0] ?? '/').replace(/:(\w+)|\*/g, (_, name?: string) =>
    encodeURIComponent(String(params[name ?? '*'] ?? '')),
  );
  const query = rule.query ?? schema?.querystring;
  if (!isSchema(query)) return path;
  const parsed = query.safeParse(request.query ?? {});
  if (!parsed.success) return null;
  return `${path}${canonicalQuery(parsed.data as Record<string, unknown>)}`;
}

// an HTML page is asked for with the web app's session cookies, an API call with a bearer token
const hasSession = (request: FastifyRequest): boolean =>
  Boolean(request.headers.authorization) || hasSessionCookie(request);

/**
 * The encoding the client accepts (q > 0) that we prefer among those `offered`: br, then gzip ('*' and
 * x-gzip count as gzip).
 */
export function acceptedEncoding(
  header: string | undefined,
  offered: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  if (!header) return null;
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    const name =
      token === 'br' ? 'br' : token === 'gzip' || token === 'x-gzip' || token === '*' ? 'gzip' : null;
    if (!name || !offered.includes(name)) continue;
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

function bodyFor(entry: Entry, encoding: Encoding | null): Buffer {
  // a packed answer: its gzip copy, or unpacked for this client alone (a few milliseconds for megabytes)
  if (!entry.body) return encoding === 'gzip' ? (entry.gzip as Buffer) : gunzipSync(entry.gzip as Buffer);
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, BROTLI);
    return entry.br;
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body);
    return entry.gzip;
  }
  return entry.body;
}

/** Writes a stored answer straight to the socket: nothing else of the request's lifecycle runs for it. */
function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry, state: 'hit' | 'stale'): void {
  const encoding =
    entry.compressible && request.headers['x-no-compression'] === undefined
      ? acceptedEncoding(request.headers['accept-encoding'], entry.body ? ['br', 'gzip'] : ['gzip'])
      : null;
  const body = bodyFor(entry, encoding);
  const headers = encoding ? [...entry.headers, 'content-encoding', encoding] : entry.headers.slice();
  const vary = [encoding ? 'accept-encoding' : '', entry.saveData ? 'save-data' : ''].filter(Boolean);
  if (vary.length) headers.push('vary', vary.join(', '));
  headers.push('content-length', String(body.length), 'x-cache', state);
  reply.hijack();
  reply.raw.writeHead(200, headers);
  reply.raw.end(body);
}

/**
 * Public answers kept in memory: a page read by thousands costs one query (or render) per few seconds, not
 * one per reader. An answer is kept under its normalised address (publicCacheKey: unknown parameters never
 * make a new entry), with the tags of what it shows. A successful write marks the answers sharing a tag
 * with it stale (every answer, for a write that names none), in every process through Redis when
 * REDIS_URL is set; so does the end of an answer's time to live. A stale answer is made again by the next
 * request, while the visitors arriving meanwhile get the stale copy, for at most STALE_MS; a request with
 * a session, or the renderer's own, always waits for the fresh one (whoever wrote sees the write).
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
      // everything the entry holds: the compressed copies are made later and are a fraction of the body
      // (counted in advance as half), the key, the headers, the tags, and the entry's own fields
      sizeCalculation: (entry, key) =>
        (entry.body ? Math.ceil(entry.body.length * 1.5) : (entry.gzip?.length ?? 0)) +
        key.length * 2 +
        entry.headers.reduce((sum, text) => sum + text.length * 2 + 16, 0) +
        entry.tags.reduce((sum, text) => sum + text.length * 2 + 16, 0) +
        256,
    });
    /** the addresses being answered right now by a miss, with what their followers wait on */
    const inFlight = new Map<string, Promise<void>>();
    /** counts invalidations; an answer begun before one that touches it is not kept */
    let count = 0;
    /** the last count that touched every answer */
    let allTouchedAt = 0;
    /** the last count that touched each tag (emptied, and counted as touching everything, when full) */
    const touchedAt = new Map<string, number>();
    const origin = randomUUID();
    let subscriber: Redis | null = null;
    // deployments (and test runs) sharing one Redis under their own key prefix hear only their own writes
    const channel = `${app.redis?.options.keyPrefix ?? ''}${CHANNEL}`;

    const listeners: ((tags: readonly string[] | null) => void)[] = [];
    const invalidate = (tags: readonly string[] | null) => {
      count++;
      for (const listener of listeners) listener(tags);
      if (tags === null || touchedAt.size + tags.length > MAX_TOUCHED_TAGS) {
        allTouchedAt = count;
        touchedAt.clear();
      }
      if (tags !== null) for (const tag of tags) touchedAt.set(tag, count);
      const wanted = tags === null ? null : new Set(tags);
      const now = Date.now();
      cache.forEach((entry) => {
        if (wanted && !entry.tags.some((tag) => wanted.has(tag))) return;
        entry.freshUntil = Math.min(entry.freshUntil, now);
        entry.staleUntil = Math.min(entry.staleUntil, now + entry.staleMs);
      });
    };
    /** true when a write touched the answer after it started being made */
    const touchedSince = (visit: Visit) =>
      allTouchedAt > visit.since || [...visit.tags].some((tag) => (touchedAt.get(tag) ?? 0) > visit.since);

    app.decorate('publicCache', {
      invalidate,
      onInvalidate(listener) {
        listeners.push(listener);
      },
      clear() {
        invalidate(null);
        cache.clear();
      },
      get size() {
        return cache.size;
      },
    });

    // tests that write rows straight into the database turn it off (createTestApp)
    if (!app.config.publicCache) return;

    if (app.redis) {
      subscriber = app.redis.duplicate();
      subscriber.on('error', (error) => app.log.warn({ err: error }, 'public cache: Redis subscriber error'));
      await subscriber.subscribe(channel);
      subscriber.on('message', (_channel, message) => {
        try {
          const { from, tags } = JSON.parse(message) as { from: string; tags: string[] | null };
          if (from !== origin) invalidate(Array.isArray(tags) ? tags.map(String) : null);
        } catch {
          // a message of another version: refresh everything rather than keep what may be wrong
          invalidate(null);
        }
      });
      app.addHook('onClose', async () => {
        subscriber?.disconnect();
      });
    }

    /** the stale copy may go to this request: a visitor's, not one that must see a write at once */
    const mayTakeStale = (request: FastifyRequest) => !hasSession(request) && !app.isRenderCall(request);

    // Every request of a cached route: its address is worked out once, and a kept answer is sent at once.
    app.addHook('onRequest', (request, reply, done) => {
      const rule = request.routeOptions.config.publicCache;
      const { method } = request;
      if (!rule || (method !== 'GET' && method !== 'HEAD') || (rule.anonymousOnly && hasSession(request))) {
        return done();
      }
      const address = publicCacheKey(request, rule);
      if (address === null) return done();
      // a light page is kept apart from the full one (the address the page is made from is the same)
      const key = rule.saveData && savesData(request) ? `${address} light` : address;
      const entry = cache.get(key);
      if (entry && !(entry.anonymousOnly && hasSession(request))) {
        const now = Date.now();
        if (now < entry.freshUntil) return answer(request, reply, entry, 'hit');
        // stale: one request makes it again; the visitors meanwhile get the stale copy
        if (now < entry.staleUntil && inFlight.has(key) && mayTakeStale(request)) {
          return answer(request, reply, entry, 'stale');
        }
        // the database is down: the visitor gets the copy kept (at most OUTAGE_KEEP_MS past its staleness)
        if (app.databaseOutage.down && mayTakeStale(request)) return answer(request, reply, entry, 'stale');
      }
      // a HEAD is answered from a kept GET (Node sends no body for it), but is never kept itself
      if (method === 'HEAD') return done();
      const declared = typeof rule.tags === 'function' ? rule.tags(request) : rule.tags;
      visits.set(request, { key, since: count, tags: new Set(declared) });
      // the page is made from its normalised address: nothing of another parameter reaches a shared copy
      if (rule.query) request.raw.url = address;
      done();
    });

    /** Route hooks of one cached route: the miss is made once, stored, and handed to those waiting on it. */
    const routeHooks = (rule: Rule) => {
      const finish = new WeakMap<FastifyRequest, () => void>();

      const lead = (request: FastifyRequest, reply: FastifyReply, visit: Visit) => {
        let release!: () => void;
        const done = new Promise<void>((resolve) => {
          release = resolve;
        });
        inFlight.set(visit.key, done);
        const end = () => {
          if (inFlight.get(visit.key) === done) inFlight.delete(visit.key);
          release();
        };
        finish.set(request, end);
        // the answer's own onResponse hands it over once stored; 'close' comes after every answer, so an
        // answer never finished (an aborted request) still releases its followers: none waits forever
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) end();
        });
      };

      const onRequest = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
        const visit = visits.get(request);
        if (!visit) return done();
        const pending = inFlight.get(visit.key);
        if (!pending) {
          lead(request, reply, visit);
          return done();
        }
        const stale = cache.get(visit.key);
        if (stale && Date.now() < stale.staleUntil && mayTakeStale(request)) {
          return answer(request, reply, stale, 'stale');
        }
        pending.then(() => {
          const hit = cache.get(visit.key);
          if (!hit || !(Date.now() < hit.freshUntil)) {
            // the first answer was not kept (an error, or a write finished meanwhile): this one is made afresh
            visit.since = count;
            return done();
          }
          try {
            answer(request, reply, hit, 'hit');
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
        const visit = visits.get(request);
        if (
          visit &&
          reply.statusCode === 200 &&
          (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
          // an answer that asks not to be kept (the plain page sent when rendering is saturated) is not
          !/\bno-store\b/i.test(String(reply.getHeader('cache-control') ?? ''))
        ) {
          // measured once, for the route's bound and for packing, and only for an answer that may be kept
          const size = Buffer.byteLength(payload);
          if (rule.maxBytes === undefined || size <= rule.maxBytes) {
            visit.payload = payload;
            if (size > PACK_ABOVE_BYTES && COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) {
              // packed in zlib's threads before the answer goes out, so it is stored with the answer
              gzip(payload, (error, packed) => {
                if (error) {
                  request.log.warn({ err: error }, 'public cache: an answer could not be packed');
                  visit.payload = undefined;
                } else visit.packed = packed;
                done(null, payload);
              });
              return;
            }
          }
        }
        done(null, payload);
      };

      // after the answer went out, so its headers are final (the security headers come after this plugin)
      const onResponse = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        const visit = visits.get(request);
        // stored only when no write touching it finished while this answer was being made
        if (
          visit?.payload !== undefined &&
          !touchedSince(visit) &&
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
          const { payload, packed } = visit;
          const body = packed ? null : typeof payload === 'string' ? Buffer.from(payload) : payload;
          const now = Date.now();
          const staleMs = rule.staleMs ?? STALE_MS;
          cache.set(
            visit.key,
            {
              body,
              ...(packed ? { gzip: packed } : {}),
              headers,
              anonymousOnly: rule.anonymousOnly === true,
              // a packed answer was compressible to be packed
              compressible: !body || (body.length >= COMPRESS_MIN && COMPRESSIBLE.test(type)),
              tags: [...visit.tags],
              saveData: rule.saveData === true,
              freshUntil: now + rule.ttlMs,
              staleUntil: now + rule.ttlMs + staleMs,
              staleMs,
            },
            // gone from memory once it may no longer be served, even while the database is down
            { ttl: rule.ttlMs + staleMs + OUTAGE_KEEP_MS },
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
      // the cache's own hooks come first among the route's (compression adds its onSend the same way)
      for (const name of ['onRequest', 'onSend', 'onResponse'] as const) {
        addRouteHook(route, name, hooks[name], { first: true });
      }
    });

    /** the answers of the write routes that say what they change from what they answered */
    const writeAnswers = new WeakMap<FastifyRequest, unknown>();
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        !READS.has(request.method) &&
        reply.statusCode < 400 &&
        request.routeOptions.config.publicCacheTouches &&
        typeof payload === 'string'
      ) {
        try {
          writeAnswers.set(request, JSON.parse(payload));
        } catch {
          // not JSON: the route's own rule gets no answer
        }
      }
      done(null, payload);
    });

    // a successful write marks stale what it changed: what its route says, else everything
    app.addHook('onResponse', async (request, reply) => {
      if (READS.has(request.method) || reply.statusCode >= 400) return;
      const { publicDataUnchanged, publicCacheTouches } = request.routeOptions.config;
      if (publicDataUnchanged) return;
      let tags: string[] | null = null;
      try {
        if (publicCacheTouches) {
          tags = [
            ...publicCacheTouches(request, writeAnswers.get(request)),
            ...(touchedByHandler.get(request) ?? []),
          ];
        }
      } catch (error) {
        request.log.warn(
          { err: error },
          'public cache: a write could not say what it changed; refreshing all',
        );
        tags = null;
      }
      invalidate(tags);
      await app.redis?.publish(channel, JSON.stringify({ from: origin, tags })).catch((error: unknown) => {
        app.log.warn({ err: error }, 'public cache: could not tell the other processes to refresh');
      });
    });
  },
  { name: 'public-cache', dependencies: ['context'] },
);
