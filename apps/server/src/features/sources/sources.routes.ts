import { idParam, source, sourceBody } from '@rasti/contract';
import type { FastifySchema } from 'fastify';
import { parseForm, readMultipart } from '../../lib/multipart.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { createSource, deleteSource, replaceSource } from './sources.service.ts';

const description =
  'multipart or JSON: news_subject (or subject_id), title, link, publisher, date_published_rumor ' +
  '(Unix seconds; values from 1e12 are read as milliseconds), result, summary, status';

/** /news/Rumor/: a subject's sources, written by roles 2 and 3. */
export const sourceRoutes = defineRoutes('sources', (app, { staff }) => {
  const managers = <S extends FastifySchema>(schema: S) => staff('subjects.edit', schema);

  app.post('/news/Rumor/', managers({ description, response: { 201: source } }), async (request, reply) => {
    const { fields } = await readMultipart(request, { files: {} });
    const saved = await createSource({
      db: app.db,
      storage: app.storage,
      actor: request.actor!,
      input: parseForm(sourceBody, fields),
    });
    return reply.status(201).send(saved);
  });

  app.put(
    '/news/Rumor/:id/',
    managers({ description, params: idParam, response: { 200: source } }),
    async (request) => {
      const { fields } = await readMultipart(request, { files: {} });
      return replaceSource({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        id: request.params.id,
        input: parseForm(sourceBody, fields),
      });
    },
  );

  app.delete('/news/Rumor/:id/', managers({ params: idParam }), async (request, reply) => {
    await deleteSource({ db: app.db, actor: request.actor!, id: request.params.id });
    return reply.status(204).send();
  });
});
