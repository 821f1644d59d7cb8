import { homeResponse } from '@rasti/contract';
import { defineRoutes } from '../../lib/routes.ts';
import { HOME_SHOWS } from '../../plugins/public-cache-tags.ts';
import { homeData } from './home.service.ts';

/** The home page's data in one call, for everyone. */
export const homeRoutes = defineRoutes('home', (app, { cached }) => {
  app.get(
    '/public/home/',
    cached(
      {
        description:
          'the agency table (score_types and rows), the 6 newest reviews, the top 5 subjects in each of the ' +
          'four sorts (priority, most_wanted, views, most_reviewed) and the first 3 faculty members',
        response: { 200: homeResponse },
      },
      HOME_SHOWS,
    ),
    async () => homeData({ db: app.db, storage: app.storage }),
  );
});
