import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// What one request may make the server do is bounded per route, so no single request (nor a few in a row)
// can hold the main thread or the heap: every JSON body is read up to its route's limit and no further (a
// 413 in Persian from the errors plugin), and the token routes, open to everyone and doing a signature check
// and a database write each, are rate-limited per address. A route with a larger need declares its own
// `bodyLimit` (the rich-text routes: BODY_LIMITS.richText); multipart bodies have their own per-part limits
// (lib/multipart.ts) and rich HTML its bounds before parsing (lib/html-cleaner.ts).

export const BODY_LIMITS = {
  /** `{"refresh": "<a JWT of about 300 characters>"}`, or nothing (the cookie) */
  token: 1024,
  /** every other form: the longest text field (5 000 characters) even if each is sent as a \u escape */
  form: 64 * 1024,
  /** a subject's or review's content, the about page: HTML sent as JSON (multipart is bounded per part) */
  richText: 1024 * 1024,
} as const;

/** Refresh and sign-out per client address: a page refreshes every 15 minutes, a newsroom shares one NAT. */
export const TOKEN_ROUTE_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const isTokenRoute = (url: string) => /\/token\/[^/]+\/?$/.test(url);

/** Registered before the rate-limit plugin and every route, so its onRoute hook sees each route first. */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const token = isTokenRoute(route.url);
      route.bodyLimit ??= token ? BODY_LIMITS.token : BODY_LIMITS.form;
      if (token) {
        const config = (route.config ?? {}) as { rateLimit?: unknown };
        route.config = {
          ...config,
          rateLimit: config.rateLimit ?? TOKEN_ROUTE_RATE_LIMIT,
        } as typeof route.config;
      }
    });
  },
  { name: 'request-bounds' },
);
