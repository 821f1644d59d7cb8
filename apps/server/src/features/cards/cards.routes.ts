import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { CardMaker, reportCard } from './cards.service.ts';

/** `{id}.png` or `{id}-{version}.png`: an id that fits an integer column, a 16-digit hex version. */
const cardFile = z
  .string()
  .regex(/^\d{1,10}(?:-[0-9a-f]{16})?\.png$/)
  .transform((file) => {
    const [, id, version] = /^(\d+)(?:-([0-9a-f]{16}))?\.png$/.exec(file)!;
    return { id: Number(id), version: version ?? null };
  })
  .refine(({ id }) => id > 0 && id <= 2_147_483_647);

/**
 * The verdict cards (the report pages' og:image), at the site's root like the pages that name them. A
 * versioned address is the same image for ever (cached a year); any other goes to the current one.
 */
export const cardRoutes: FastifyPluginAsync = async (app) => {
  // PUBLIC_URL, never the request's Host: the address is printed on the card
  const site = { origin: app.config.publicUrl };
  const maker = new CardMaker();

  app.get('/og/report/:file', { schema: { hide: true } }, async (request, reply) => {
    const parsed = cardFile.safeParse((request.params as { file: string }).file);
    const notFound = () =>
      reply.status(404).send({ detail: SERVER_MESSAGES.notFound, code: ERROR_CODES.notFound });
    if (!parsed.success) return notFound();
    const card = await reportCard({ db: app.db, storage: app.storage, maker, site, ...parsed.data });
    if (card.kind === 'none') return notFound();
    if (card.kind === 'moved')
      return reply.header('Cache-Control', 'public, max-age=60').redirect(card.path, 302);
    reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff');
    if (card.stored) {
      if (card.stored.contentLength !== undefined) reply.header('Content-Length', card.stored.contentLength);
      return reply.send(card.stored.body);
    }
    return reply.send(card.png);
  });
};
