import { evaluation, evaluationUpdateBody, idParam, pageQuery } from '@rasti/contract';
import { z } from 'zod';
import { sendPage } from '../../lib/http.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { listEvaluations, updateEvaluationDescription } from './evaluations.service.ts';

/**
 * A definition shows on the methodology page and in the public list; the kinds' names and colours show on
 * every page with a verdict (lists, reports, subjects, the home page's table): all carry Tag.evaluations.
 */
const touchesEvaluations = () => [Tag.evaluations];

/**
 * /news/Review-Result/ for staff (2-5), /public/public-Review-Result (the score types with their
 * definitions) for everyone, and the super admin's edit of a definition.
 */
export const evaluationRoutes = defineRoutes('evaluations', (app, { cached, staff }) => {
  const list = { querystring: pageQuery, response: { 200: z.array(evaluation) } };

  app.get('/news/Review-Result/', staff('newsroom.read', list), async (request, reply) =>
    sendPage(reply, await listEvaluations({ db: app.db, query: request.query })),
  );

  app.patch(
    '/news/Review-Result/:id/',
    {
      ...staff('evaluations.edit', {
        summary: "Super admin only: an evaluation's definition (JSON {description}, plain text, trimmed)",
        params: idParam,
        body: evaluationUpdateBody,
        response: { 200: evaluation },
      }),
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

  app.get('/public/public-Review-Result', cached(list, [Tag.evaluations]), async (request, reply) =>
    sendPage(reply, await listEvaluations({ db: app.db, query: request.query })),
  );
});
