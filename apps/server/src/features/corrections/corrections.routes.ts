import { correctionListQuery, publicCorrection } from '@rasti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { withTotal } from '../../lib/http.ts';
import { listPublicCorrections } from './corrections.service.ts';

/** The public corrections list (issue 15): every note of a published subject or review, newest first. */
export const correctionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/public/corrections/',
    {
      schema: {
        tags: ['corrections'],
        description: 'correction notes of published subjects and reviews, newest first; X-Total-Count',
        querystring: correctionListQuery,
        response: { 200: z.array(publicCorrection) },
      },
      config: { publicCache: { ttlMs: 5000, tags: [Tag.corrections] } },
    },
    async (request, reply) => {
      const { rows, total } = await listPublicCorrections({ db: app.db, query: request.query });
      return withTotal(reply, rows, total);
    },
  );
};
