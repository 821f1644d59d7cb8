import type { FastifyInstance } from 'fastify';
import { createSmsSender } from '../../lib/sms.ts';

/**
 * What a route that sends a one-time code (sign-in, or proving a new mobile) takes from the app: the
 * sender's dependencies with the per-number limits and the site-wide ceiling (kept in the database by
 * sendCode), and the per-address cap on asking (config), one counter shared by both kinds of code.
 */
export function codeRequests(app: FastifyInstance) {
  const { config } = app;
  return {
    sending: {
      db: app.db,
      sms: createSmsSender(config, app.log),
      hashKey: config.hashKey,
      perHour: config.codesPerMobilePerHour,
      resendSeconds: config.codeResendSeconds,
      sitePerHour: config.codeSmsPerHour,
      log: app.log,
    },
    /** the route's onRequest hook: the per-address cap, counted together for every code route */
    perAddress: app.sharedRateLimit('code-requests', {
      max: config.codeRequestsPerIpPerHour,
      timeWindow: '1 hour',
    }),
    routeConfig: () => ({ publicDataUnchanged: true }),
  };
}
