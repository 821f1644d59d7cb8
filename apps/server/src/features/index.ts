import type { FastifyPluginAsync } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { categoryRoutes } from './categories/categories.routes.ts';
import { evaluationRoutes } from './evaluations/evaluations.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { sourceRoutes } from './sources/sources.routes.ts';
import { subjectRoutes } from './subjects/subjects.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** Every feature plugin, registered in this order under the API base (health sits at the root). */
export const features: { plugin: FastifyPluginAsync; atRoot?: boolean }[] = [
  { plugin: healthRoutes, atRoot: true },
  { plugin: accountsRoutes },
  { plugin: usersRoutes },
  { plugin: categoryRoutes },
  { plugin: mediaRoutes },
  { plugin: evaluationRoutes },
  { plugin: subjectRoutes },
  { plugin: sourceRoutes },
];
