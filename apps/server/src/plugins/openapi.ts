import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document comes from the same zod schemas that validate requests. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Rasti API', description: 'API of the Rasti fact-checking portal', version: '1.0.0' },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    const base = app.config.apiBase;
    await app.register(swaggerUi, { routePrefix: `${base}/docs` });
    app.get(`${base}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['context'] },
);
