import { scoreRow, scoreTableQuery } from '@rasti/contract';
import { z } from 'zod';
import { sendPage } from '../../lib/http.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { listScores } from './scores.service.ts';

/** The agency table ("Rumor-Tabel/table_rumor"), for everyone. */
export const scoreRoutes = defineRoutes('scores', (app, { cached }) => {
  app.get(
    '/public/Rumor-Tabel/table_rumor',
    cached(
      {
        description:
          "per outlet: published sources of published subjects counted per evaluation, 'تعداد اخبار' and " +
          "'مجموع' (Σ count × score); outlets with none left out; by total descending",
        querystring: scoreTableQuery,
        response: { 200: z.array(scoreRow) },
      },
      [Tag.scores, Tag.outlets, Tag.evaluations],
    ),
    async (request, reply) =>
      sendPage(reply, await listScores({ db: app.db, storage: app.storage, query: request.query })),
  );
});
