import { defineRoutes } from '../../lib/routes.ts';
import { backfillPictures } from './backfill.ts';

/**
 * Pictures (ADR 27) have no routes of their own: the ask form's lookup is the questions' similar call. This
 * plugin starts the job that fingerprints the images stored before the feature, once the server listens and
 * without holding its start, and stops it when the server closes.
 */
export const pictureRoutes = defineRoutes('pictures', (app) => {
  let running = true;
  let job: Promise<unknown> = Promise.resolve();
  app.addHook('onListen', async () => {
    job = backfillPictures({
      db: app.db,
      storage: app.storage,
      running: () => running,
      warn: (message, err) => app.log.warn({ err }, message),
    }).catch((err) => app.log.warn({ err }, 'fingerprinting the stored pictures failed'));
  });
  app.addHook('onClose', async () => {
    running = false;
    await job;
  });
});
