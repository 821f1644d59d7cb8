import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { SERVER_MESSAGES } from '@rasti/contract';
import { badRequest } from '../lib/errors.ts';
import { jsonTooDeep, refuseNul } from '../lib/text-input.ts';
import { LIGHT_PAGE_SCRIPT_SOURCE } from '../lib/light-page.ts';

/** Uploads served straight from a bucket's public origin are images of our own too. */
function storageOrigin(app: FastifyInstance): string[] {
  const { storage } = app.config;
  return storage.driver === 's3' && storage.s3.publicUrl ? [new URL(storage.s3.publicUrl).origin] : [];
}

/** What helmet does to every response: the headers it sets, in order, and those it removes. */
export interface SecurityHeaders {
  set: [name: string, value: OutgoingHttpHeader][];
  removed: string[];
}

/**
 * What helmet's middleware does to a response for these options, worked out once by running it against a
 * response that records its calls. @fastify/helmet ran `helmet(options)` for every request, building its
 * thirteen middlewares and the policy's text anew each time: some 20 µs a request, and closures whose
 * optimised code each full collection dropped, so V8 compiled them again all day (ADR 21, session 29). The
 * headers depend on nothing in the request, so the same list serves every response.
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const set = new Map<string, OutgoingHttpHeader>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: OutgoingHttpHeader) {
      set.set(name, value);
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  return { set: [...set], removed };
}

/**
 * Security headers on every response: API, pages, static files and errors, set on the raw response as
 * soon as a request arrives (as @fastify/helmet did), so a reply written straight to it has them too.
 * Scripts only from our own origin, and the light page's few inline statements by their hash (nothing else
 * inline: lib/light-page.ts); MUI's emotion writes <style> tags,
 * so styles allow 'unsafe-inline'. Images may be data: or blob: for previews of files being uploaded.
 */
export default fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", LIGHT_PAGE_SCRIPT_SOURCE],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigin(app)],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      const response = reply.raw;
      for (const name of headers.removed) response.removeHeader(name);
      for (const [name, value] of headers.set) response.setHeader(name, value);
      done();
    });
    // JSON nested deeper than any form sends is a 400 before parsing (walks of it would overflow the stack)
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const parseJson = app.getDefaultJsonParser(
      onProtoPoisoning ?? 'remove',
      onConstructorPoisoning ?? 'remove',
    );
    app.removeContentTypeParser('application/json');
    // JSON can only carry a NUL as the escape \u0000: a body whose text has none is not walked for one, so
    // the check costs one native search of the text instead of a walk of every parsed value
    const mayHoldNul = new WeakSet<object>();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonTooDeep(body as string)) return done(badRequest(SERVER_MESSAGES.validation), undefined);
      if ((body as string).includes('\\u0000')) mayHoldNul.add(request);
      return parseJson(request, body as string, done);
    });
    // text with NUL characters never reaches a query (multipart fields are checked where they are read)
    app.addHook('preValidation', async (request) => {
      refuseNul(request.params);
      refuseNul(request.query);
      if (typeof request.body === 'string' || mayHoldNul.has(request)) refuseNul(request.body);
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), otp-credentials=(self)');
      return payload;
    });
  },
  { name: 'security' },
);
