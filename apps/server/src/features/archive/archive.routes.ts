import { archiveMonth, archiveMonthParams, archiveMonthQuery, reviewListItem } from '@rasti/contract';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { sendPage } from '../../lib/http.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { archiveMonthReports, archiveMonths } from './archive.service.ts';

/** The monthly archive: the months with their counts, and a month's published reports. */
export const archiveRoutes = defineRoutes('archive', (app, { cached }) => {
  app.get(
    '/public/archive/',
    cached(
      {
        description: 'each Jalali month (Tehran time) with published reports, and how many, newest first',
        response: { 200: z.array(archiveMonth) },
      },
      [Tag.reviewLists],
    ),
    async () => archiveMonths({ db: app.db }),
  );
  app.get(
    '/public/archive/:year/:month/',
    cached(
      {
        description:
          "a Jalali month's published reports (Tehran time), newest first; 404 for a month the archive " +
          'does not have; X-Total-Count',
        params: archiveMonthParams,
        querystring: archiveMonthQuery,
        response: { 200: z.array(reviewListItem) },
      },
      [Tag.reviewLists, Tag.categories, Tag.evaluations],
    ),
    async (request, reply) => {
      const page = await archiveMonthReports({
        db: app.db,
        storage: app.storage,
        ...request.params,
        query: request.query,
      });
      if (!page) throw notFound();
      return sendPage(reply, page);
    },
  );
});
