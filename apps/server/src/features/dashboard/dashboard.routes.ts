import { dashboardFigures as figuresSchema, dashboardQuery, publicStatisticsMonth } from '@rasti/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoutes } from '../../lib/routes.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { countArchiveOpen } from './dashboard.repository.ts';
import { dashboardCsv, dashboardFigures, periodOf, publicStatistics } from './dashboard.service.ts';

/** A reader opens a few suggestions at most: more from one address in a minute are not counted. */
const openedLimit = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (r: FastifyRequest) => `archive-open:${r.ip}`,
};

/** The newsroom dashboard, its CSV, and the public statistics of the methodology page (ADR 0040). */
export const dashboardRoutes = defineRoutes('dashboard', (app, { staff, cached, open }) => {
  app.get(
    '/news/dashboard/',
    staff('dashboard.read', {
      description:
        'the figures of a span of Tehran days (from, to: YYYY-MM-DD, both included; by default the last 30 ' +
        'days, at most 400): requests per day by channel, the share answered from the archive, time to ' +
        'answer, open groups, answers sent and delivered, reviews published per week and verdict',
      querystring: dashboardQuery,
      response: { 200: figuresSchema },
    }),
    async (request) => dashboardFigures(app.db, periodOf(request.query)),
  );

  app.get(
    '/news/dashboard.csv',
    staff('dashboard.read', {
      description:
        'the same figures as CSV (UTF-8 with a byte-order mark, Persian headers) for a spreadsheet',
      querystring: dashboardQuery,
      response: { 200: z.string() },
    }),
    async (request, reply) => {
      const period = periodOf(request.query);
      const csv = dashboardCsv(await dashboardFigures(app.db, period));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="rasti-dashboard-${period.from}-${period.to}.csv"`,
        )
        .send(csv);
    },
  );

  app.get(
    '/public/statistics/',
    cached(
      {
        description:
          'per Jalali month of the last twelve, newest first: questions received and answered, the median ' +
          'hours to answer, the share answered from the archive (the dashboard’s figures)',
        response: { 200: z.array(publicStatisticsMonth) },
      },
      [Tag.statistics],
    ),
    async () => publicStatistics(app.db),
  );

  app.post(
    '/public/public-user-question/similar/opened/',
    {
      // the archive's share in the public statistics moves; nothing else public does
      config: { rateLimit: openedLimit, publicCacheTouches: () => [Tag.statistics] },
      ...open({
        summary:
          "A reader opened an 'already checked?' suggestion on the ask form: counted for the day (Tehran), " +
          'nothing of the reader kept',
        response: { 204: z.null() },
      }),
    },
    async (_request, reply) => {
      await countArchiveOpen(app.db);
      return reply.code(204).send(null);
    },
  );
});
