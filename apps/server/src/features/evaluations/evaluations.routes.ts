import { evaluation, evaluationUpdateBody, idParam, pageQuery } from '@rasti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { withTotal } from '../../lib/http.ts';
import { listEvaluations, updateEvaluationDescription } from './evaluations.service.ts';

const tags = ['evaluations'];
const security = [{ bearer: [] }];

/**
 * A definition shows on the methodology page and in the public list; the kinds' names and colours show on
 * every page with a verdict (lists, reports, subjects, the home page's table): all carry Tag.evaluations.
 */
const touchesEvaluations = () => [Tag.evaluations];

/**
 * /news/Review-Result/ for staff (2-5), /public/public-Review-Result (the score types with their
 * definitions) for everyone, and the super admin's edit of a definition.
 */
export const evaluationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { tags, querystring: pageQuery, response: { 200: z.array(evaluation) } };

  app.get(
    '/news/Review-Result/',
    { onRequest: app.requirePermission('newsroom.read'), schema: { ...schema, security } },
    async (request, reply) => {
      const { rows, total } = await listEvaluations({ db: app.db, query: request.query });
      return withTotal(reply, rows, total);
    },
  );

  app.patch(
    '/news/Review-Result/:id/',
    {
      onRequest: app.requirePermission('evaluations.edit'),
      schema: {
        tags,
        security,
        summary: "Super admin only: an evaluation's definition (JSON {description}, plain text, trimmed)",
        params: idParam,
        body: evaluationUpdateBody,
        response: { 200: evaluation },
      },
      config: { publicCacheTouches: touchesEvaluations },
    },
    async (request) =>
      updateEvaluationDescription({
        db: app.db,
        actor: request.actor!,
        id: request.params.id,
        input: request.body,
      }),
  );

  app.get(
    '/public/public-Review-Result',
    { schema, config: { publicCache: { ttlMs: 5000, tags: [Tag.evaluations] } } },
    async (request, reply) => {
      const { rows, total } = await listEvaluations({ db: app.db, query: request.query });
      return withTotal(reply, rows, total);
    },
  );
};
