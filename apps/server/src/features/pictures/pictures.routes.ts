import { ERROR_CODES, pictureMatchesQuery, SERVER_MESSAGES, similarMatchItem } from '@rasti/contract';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { isPrivateKey, isSafeKey } from '../../lib/storage.ts';
import { backfillPictures } from './backfill.ts';
import { closePictureProcess } from '../../lib/picture-jobs.ts';
import { closeOcrReader } from './picture-text.ts';
import { findChecksForPicture } from './pictures.service.ts';
import { backfillPictureTexts } from './text-backfill.ts';

/**
 * Pictures (ADR 30). The ask form's lookup is the questions' similar call; here the staff's forms ask whether a
 * new main image already appeared in a published check, and the jobs that fingerprint the images stored
 * before the feature and read their words start once the server listens (never holding its start) and stop
 * when it closes.
 */
export const pictureRoutes = defineRoutes('pictures', (app, { staff }) => {
  app.post(
    '/news/pictures/matches/',
    {
      ...staff('newsroom.read', {
        summary:
          'Staff: the published subjects and reviews whose pictures look like the image sent (multipart image), ' +
          "nearest first, for the subject and review forms' warning; kind and id leave out the item being " +
          'edited. Nothing is stored.',
        consumes: ['multipart/form-data'],
        querystring: pictureMatchesQuery,
        response: { 200: z.array(similarMatchItem) },
      }),
      config: { publicDataUnchanged: true },
    },
    async (request) => {
      const { files } = await readMultipart(request, { files: { image: 'picture' } });
      if (!files.image) return [];
      const { kind, id } = request.query;
      const matches = await findChecksForPicture({ db: app.db, bytes: files.image });
      return matches.filter((m) => !(m.kind === kind && m.id === id));
    },
  );

  app.get(
    '/news/private-media/*',
    staff('newsroom.read', {
      summary:
        "Staff: a private picture (a question's pictures, the tipline bot's photos), by its storage key; " +
        '/media never serves these. 404 for any other key.',
      hide: true,
    }),
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const notFound = () =>
        reply.status(404).send({ detail: SERVER_MESSAGES.routeNotFound, code: ERROR_CODES.notFound });
      const read = app.storage.read?.bind(app.storage);
      if (!read || !isSafeKey(key) || !isPrivateKey(key)) return notFound();
      const object = await read(key);
      if (!object) return notFound();
      reply
        .header('X-Content-Type-Options', 'nosniff')
        // a staff member's browser may keep it, no shared cache may
        .header('Cache-Control', 'private, max-age=3600')
        // private pictures are all stored re-encoded to WebP (lib/images.ts)
        .type(object.contentType ?? 'image/webp');
      if (object.contentLength !== undefined) reply.header('Content-Length', object.contentLength);
      return reply.send(object.body);
    },
  );

  let running = true;
  let job: Promise<unknown> = Promise.resolve();
  app.addHook('onListen', async () => {
    job = backfillPictures({
      db: app.db,
      storage: app.storage,
      running: () => running,
      warn: (message, err) => app.log.warn({ err }, message),
    })
      .catch((err) => app.log.warn({ err }, 'fingerprinting the stored pictures failed'))
      // then their words, one picture at a time while no reader's picture waits (text-backfill.ts)
      .then(() =>
        backfillPictureTexts({
          db: app.db,
          storage: app.storage,
          running: () => running,
          warn: (message, err) => app.log.warn({ err }, message),
        }),
      )
      .catch((err) => app.log.warn({ err }, 'reading the words of the stored pictures failed'));
  });
  app.addHook('onClose', async () => {
    running = false;
    await job;
    // the OCR child process (picture-text.ts) and the picture process (lib/picture-jobs.ts) end with the server
    await closeOcrReader();
    await closePictureProcess();
  });
});
