import { scoreRow, scoreTableQuery } from '@rasti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { withTotal } from '../../lib/http.ts';
import { listScores } from './scores.service.ts';

/** The agency table ("Rumor-Tabel/table_rumor"), for everyone. */
export const scoreRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/public/Rumor-Tabel/table_rumor',
    {
      schema: {
        tags: ['scores'],
        description:
          "per outlet: published sources of published subjects counted per evaluation, 'تعداد اخبار' and " +
          "'مجموع' (Σ count × score); outlets with none left out; by total descending",
        querystring: scoreTableQuery,
        response: { 200: z.array(scoreRow) },
      },
      config: { publicCache: { ttlMs: 5000, tags: [Tag.scores, Tag.outlets, Tag.evaluations] } },
    },
    async (request, reply) => {
      const { rows, total } = await listScores({ db: app.db, storage: app.storage, query: request.query });
      return withTotal(reply, rows, total);
    },
  );
};
