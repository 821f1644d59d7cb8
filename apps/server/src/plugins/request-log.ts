import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RequestLogOptions {
  /** A request that took this long or longer is logged at `info`; every other one at `debug`. */
  slowMs: number;
}

/**
 * One line per request, at `debug` (Fastify's own request logging is off): a walk through every screen
 * wrote about 10 600 `info` lines of routine requests. What an operator reads at `info` is start-up, slow
 * requests (with their time) and errors (the errors plugin logs those at `error`).
 */
export default fp<RequestLogOptions>(
  async (app: FastifyInstance, { slowMs }) => {
    app.addHook('onResponse', async (request, reply) => {
      const responseTime = reply.elapsedTime;
      if (responseTime >= slowMs) {
        request.log.info({ req: request, res: reply, responseTime }, 'slow request completed');
      } else {
        request.log.debug({ req: request, res: reply, responseTime }, 'request completed');
      }
    });
  },
  { name: 'request-log' },
);
