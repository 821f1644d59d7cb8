import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/errors.ts';

/**
 * Per-route limits (routes opt in with `config.rateLimit`); shared through Redis when REDIS_URL is set,
 * so several server processes count together. Answers 429 with Retry-After and a Persian detail.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'rasti-rl:' } : {}),
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });
  },
  { name: 'rate-limit', dependencies: ['context'] },
);
