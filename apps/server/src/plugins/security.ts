import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@rasti/contract';
import { badRequest } from '../lib/errors.ts';
import { jsonTooDeep, refuseNul } from '../lib/text-input.ts';

/** Uploads served straight from a bucket's public origin are images of our own too. */
function storageOrigin(app: FastifyInstance): string[] {
  const { storage } = app.config;
  return storage.driver === 's3' && storage.s3.publicUrl ? [new URL(storage.s3.publicUrl).origin] : [];
}

/**
 * Security headers on every response: API, pages, static files and errors.
 * Scripts only from our own origin (no inline script anywhere); MUI's emotion writes <style> tags,
 * so styles allow 'unsafe-inline'. Images may be data: or blob: for previews of files being uploaded.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
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
