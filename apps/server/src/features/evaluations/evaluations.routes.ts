import { evaluation, pageQuery, STAFF_ROLES } from '@rasti/contract';
import { asc, count } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { evaluations } from '../../db/schema/index.ts';
import { withTotal } from '../subjects/query-helpers.ts';

const tags = ['evaluations'];

/** The verdict kinds with their colour and score for the rumour table, in the order they were made. */
async function listEvaluations(db: Db, q: { page: number; page_size: number }) {
  const columns = {
    id: evaluations.id,
    title: evaluations.title,
    color: evaluations.color,
    score: evaluations.score,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(evaluations)
      .orderBy(asc(evaluations.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(evaluations),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** /news/Review-Result/ for staff (2-5) and /public/public-Review-Result (the score types) for everyone. */
export const evaluationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { tags, querystring: pageQuery, response: { 200: z.array(evaluation) } };

  app.get(
    '/news/Review-Result/',
    { onRequest: app.requireRoles(...STAFF_ROLES), schema: { ...schema, security: [{ bearer: [] }] } },
    async (request, reply) => {
      const { rows, total } = await listEvaluations(app.db, request.query);
      return withTotal(reply, rows, total);
    },
  );

  app.get('/public/public-Review-Result', { schema }, async (request, reply) => {
    const { rows, total } = await listEvaluations(app.db, request.query);
    return withTotal(reply, rows, total);
  });
};
