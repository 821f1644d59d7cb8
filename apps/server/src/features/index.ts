import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes.ts';

/** Every feature plugin, registered in this order under the API base (health sits at the root). */
export const features: { plugin: FastifyPluginAsync; atRoot?: boolean }[] = [
  { plugin: healthRoutes, atRoot: true },
];
