import type { FastifyInstance } from 'fastify';
import { createSmsSender } from '../../lib/sms.ts';

/**
 * What a route that sends a one-time code (sign-in, or proving a new mobile) takes from the app: the
 * sender's dependencies, and its route config with the per-address cap on asking (config; the per-number
 * limits are kept in the database by sendCode).
 */
export function codeRequests(app: FastifyInstance) {
  const { config } = app;
  return {
    sending: {
      db: app.db,
      sms: createSmsSender(config, app.log),
      hashKey: config.hashKey,
      perHour: config.codesPerMobilePerHour,
    },
    routeConfig: () => ({
      rateLimit: { max: config.codeRequestsPerIpPerHour, timeWindow: '1 hour' },
      publicDataUnchanged: true,
    }),
  };
}
