import { isStaff, searchQuery, searchSuggestion } from '@rasti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { suggest } from './search.service.ts';

/** The global search suggestions, for everyone; a staff token widens them to every status. */
export const searchRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/public/search/',
    {
      onRequest: app.identify,
      schema: {
        tags: ['search'],
        description:
          'subjects then reviews whose title contains q (Persian-normalised), up to `limit` of each; ' +
          'published only, unless the caller is staff (2-5)',
        querystring: searchQuery,
        response: { 200: z.array(searchSuggestion) },
      },
      // staff see every status: only the answers for signed-out readers are shared
      config: { publicCache: { ttlMs: 5000, anonymousOnly: true, tags: [Tag.search] } },
    },
    async (request) =>
      suggest({
        db: app.db,
        text: request.query.q,
        limit: request.query.limit,
        everyStatus: isStaff(request.actor?.role),
      }),
  );
};
