import { homeResponse } from '@rasti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOME_SHOWS } from '../../plugins/public-cache-tags.ts';
import { homeData } from './home.service.ts';

/** The home page's data in one call, for everyone. */
export const homeRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/public/home/',
    {
      schema: {
        tags: ['home'],
        description:
          'the agency table (score_types and rows), the 6 newest reviews, the top 5 subjects in each of the ' +
          'four sorts (priority, most_wanted, views, most_reviewed) and the first 3 faculty members',
        response: { 200: homeResponse },
      },
      config: { publicCache: { ttlMs: 5000, tags: HOME_SHOWS } },
    },
    async () => homeData({ db: app.db, storage: app.storage }),
  );
};
