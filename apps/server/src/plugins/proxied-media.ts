import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';
import type { FastifyInstance } from 'fastify';
import { type ByteRange, isPrivateKey, isSafeKey, type StoredObject } from '../lib/storage.ts';

/**
 * /media/<key> read from the store (an S3 bucket), for deployments whose bucket is private (no S3_PUBLIC_URL):
 * the same URLs and headers as local files, so the pages never know where uploads live.
 */
export function registerProxiedMedia(
  app: FastifyInstance,
  get: (key: string, range?: ByteRange) => Promise<StoredObject | null>,
): void {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const notFound = () =>
      reply.status(404).send({ detail: SERVER_MESSAGES.routeNotFound, code: ERROR_CODES.notFound });
    // private pictures are staff-only (lib/storage.ts): they are not here, whoever asks
    if (!isSafeKey(key) || isPrivateKey(key)) return notFound();
    // one range (an attachment resumed, a player seeking), as local files answer it; anything else: whole
    const asked = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''));
    const range = asked
      ? { start: Number(asked[1]), end: asked[2] ? Number(asked[2]) : undefined }
      : undefined;
    const wanted = range && (range.end === undefined || range.end >= range.start) ? range : undefined;
    let object: StoredObject | null;
    try {
      object = await get(key, wanted);
    } catch (error) {
      // a range past the end: the whole object, as HTTP lets a server answer any Range
      if (!wanted || (error as { name?: string }).name !== 'InvalidRange') throw error;
      object = await get(key);
    }
    if (!object) return notFound();
    reply.header('Accept-Ranges', 'bytes');
    if (object.contentRange) reply.status(206).header('Content-Range', object.contentRange);
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=604800, immutable')
      .type(object.contentType ?? 'application/octet-stream');
    if (object.contentLength !== undefined) reply.header('Content-Length', object.contentLength);
    if (key.startsWith('files/')) reply.header('Content-Disposition', 'attachment');
    return reply.send(object.body);
  });
}
