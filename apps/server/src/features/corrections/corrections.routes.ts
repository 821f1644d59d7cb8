import { correctionListQuery, publicCorrection } from '@rasti/contract';
import { z } from 'zod';
import { sendPage } from '../../lib/http.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { listPublicCorrections } from './corrections.service.ts';

/** The public corrections list: every note of a published subject or review, newest first. */
export const correctionRoutes = defineRoutes('corrections', (app, { cached }) => {
  app.get(
    '/public/corrections/',
    cached(
      {
        description: 'correction notes of published subjects and reviews, newest first; X-Total-Count',
        querystring: correctionListQuery,
        response: { 200: z.array(publicCorrection) },
      },
      [Tag.corrections],
    ),
    async (request, reply) =>
      sendPage(reply, await listPublicCorrections({ db: app.db, query: request.query })),
  );
});
