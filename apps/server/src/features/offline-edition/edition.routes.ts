import { OFFLINE_VERIFY_MAX_BYTES, type OfflineEditionCheck, type OfflineEditionKey } from '@rasti/contract';
import { errorCodes, type FastifyPluginAsync } from 'fastify';
import { BODY_LIMITS } from '../../plugins/request-bounds.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { EDITION_TEXT } from './edition.presenter.ts';
import { buildEdition, EditionKeeper } from './edition.service.ts';
import { editionKey, verifyCopy } from './edition.signing.ts';

/** After a write touching reports, the edition is rebuilt this long after the last of a burst. */
export const REBUILD_DEBOUNCE_MS = 30_000;
/** An uploaded copy to verify: at most this many bytes. */
export const VERIFY_MAX_BYTES = OFFLINE_VERIFY_MAX_BYTES;

/**
 * The offline edition (ADR 41): /offline/rasti-latest.html, one self-contained signed HTML file of the
 * newest reports; its detached signature beside it; the public key (shown on /about); and the server's
 * check of an uploaded copy, for browsers whose WebCrypto has no Ed25519.
 */
export const offlineEditionRoutes: FastifyPluginAsync = async (app) => {
  const key = editionKey(app.config.offlineSigningKey);
  const keeper = new EditionKeeper(
    () => buildEdition({ db: app.db, storage: app.storage, key, origin: app.config.publicUrl }),
    REBUILD_DEBOUNCE_MS,
    (error) => app.log.error({ err: error }, 'offline edition: the rebuild failed'),
  );
  app.publicCache.onInvalidate((tags) => {
    if (tags === null || tags.includes(Tag.reviewLists)) keeper.schedule();
  });
  app.addHook('onClose', () => keeper.close());
  const schema = { hide: true };
  const api = app.config.apiBase;

  app.get('/offline/rasti-latest.html', { schema }, async (_request, reply) => {
    const edition = await keeper.current();
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('Content-Length', edition.file.length)
        .header('Repr-Digest', `sha-256=:${Buffer.from(edition.sha256, 'hex').toString('base64')}:`)
        .header('X-Checksum-SHA256', edition.sha256)
        .header('Last-Modified', edition.madeAt.toUTCString())
        // how long this edition took to build (the bench prints it)
        .header('Server-Timing', `edition-build;dur=${edition.buildMs}`)
        .header(
          'Content-Disposition',
          `attachment; filename="rasti-latest.html"; filename*=UTF-8''${encodeURIComponent(EDITION_TEXT.fileName)}`,
        )
        .header('Cache-Control', 'public, max-age=300')
        .send(edition.file)
    );
  });

  app.get('/offline/rasti-latest.html.sig', { schema }, async (_request, reply) => {
    const edition = await keeper.current();
    return reply
      .type('application/octet-stream')
      .header('Content-Disposition', 'attachment; filename="rasti-latest.html.sig"')
      .header('Cache-Control', 'public, max-age=300')
      .send(edition.signature);
  });

  app.get('/offline/rasti-public-key.pem', { schema }, async (_request, reply) =>
    reply.type('application/x-pem-file').header('Cache-Control', 'public, max-age=3600').send(key.publicPem),
  );

  app.get(`${api}/offline/key`, { schema }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').send({
      public_key_pem: key.publicPem,
      public_key_raw: key.publicRaw,
      fingerprint: key.fingerprint,
    } satisfies OfflineEditionKey),
  );

  // the server's check of a copy: the file's own bytes as the body, text/html only, 5 MB at most. Anything
  // else is refused before its body is read: another type at once (415), and past a form's size (413) first,
  // as on every other write route
  await app.register(async (scoped) => {
    scoped.addContentTypeParser(
      'text/html',
      { parseAs: 'buffer', bodyLimit: VERIFY_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    scoped.addHook('onRequest', async (request) => {
      const type = request.headers['content-type'] ?? '';
      if (/^text\/html\s*(;|$)/i.test(type)) return;
      if (Number(request.headers['content-length'] ?? 0) > BODY_LIMITS.form) {
        throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      }
      throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(type);
    });
    scoped.post(
      `${api}/offline/verify`,
      {
        schema,
        bodyLimit: VERIFY_MAX_BYTES,
        config: { publicDataUnchanged: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const verdict = verifyCopy(request.body as Buffer, key);
        return reply.send({
          genuine: verdict.genuine,
          edition_at: verdict.editionAt,
          reports: verdict.reports,
        } satisfies OfflineEditionCheck);
      },
    );
  });
};
