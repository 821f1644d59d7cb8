import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: app.database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: app.database.kind });
    }
  });
};
