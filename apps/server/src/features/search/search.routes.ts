import { isStaff, searchQuery, searchSuggestion } from '@rasti/contract';
import { z } from 'zod';
import { defineRoutes } from '../../lib/routes.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { suggest } from './search.service.ts';

/** A cached route's options with its search text (`q`) behind the search gate (plugins/search-gate.ts). */
const withSearchGate = <T extends { config: object }>(options: T) => ({
  ...options,
  config: { ...options.config, searchGate: 'q' },
});

/** The global search suggestions, for everyone; a staff token widens them to every status. */
export const searchRoutes = defineRoutes('search', (app, { cached }) => {
  app.get(
    '/public/search/',
    {
      onRequest: app.identify,
      // staff see every status: only the answers for signed-out readers are shared
      ...withSearchGate(
        cached(
          {
            description:
              'subjects then reviews whose title contains q (Persian-normalised; for the public, two letters ' +
              'must start a word and one letter finds nothing), up to `limit` of each; ' +
              'published only, unless the caller is staff (2-5)',
            querystring: searchQuery,
            response: { 200: z.array(searchSuggestion) },
          },
          [Tag.search],
          { anonymousOnly: true },
        ),
      ),
    },
    async (request) =>
      suggest({
        db: app.db,
        text: request.query.q,
        limit: request.query.limit,
        everyStatus: isStaff(request.actor?.role),
      }),
  );
});
