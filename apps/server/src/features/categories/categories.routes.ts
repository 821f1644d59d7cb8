import {
  category,
  categoryCreateBody,
  categoryListQuery,
  categoryUpdateBody,
  idParam,
} from '@rasti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseForm, readMultipart } from '../../lib/multipart.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { withTotal } from '../../lib/http.ts';
import { createCategory, listCategories, updateCategory } from './categories.service.ts';

const tags = ['categories'];
const security = [{ bearer: [] }];

/** a category's name and colour show wherever its subjects and reviews do */
const touchesCategories = () => [Tag.categories];

/** Staff /news/Category/ (read 2-5, write 2-3) and the public list used by the subject filters. */
export const categoryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/news/Category/',
    {
      onRequest: app.requirePermission('newsroom.read'),
      schema: { tags, security, querystring: categoryListQuery, response: { 200: z.array(category) } },
    },
    async (request, reply) => {
      const { rows, total } = await listCategories({ db: app.db, query: request.query });
      return withTotal(reply, rows, total);
    },
  );

  app.post(
    '/news/Category/',
    {
      onRequest: app.requirePermission('categories.manage'),
      schema: { tags, security, description: 'multipart or JSON: title, color', response: { 201: category } },
      config: { publicCacheTouches: touchesCategories },
    },
    async (request, reply) => {
      const { fields } = await readMultipart(request, { files: {} });
      const created = await createCategory({
        db: app.db,
        actor: request.actor!,
        input: parseForm(categoryCreateBody, fields),
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/news/Category/:id/',
    {
      onRequest: app.requirePermission('categories.manage'),
      schema: { tags, security, params: idParam, response: { 200: category } },
      config: { publicCacheTouches: touchesCategories },
    },
    async (request) => {
      const { fields } = await readMultipart(request, { files: {} });
      return updateCategory({
        db: app.db,
        actor: request.actor!,
        id: request.params.id,
        input: parseForm(categoryUpdateBody, fields),
      });
    },
  );

  app.get(
    '/public/public-category/',
    { schema: { tags, querystring: categoryListQuery, response: { 200: z.array(category) } } },
    async (request, reply) => {
      const { rows, total } = await listCategories({ db: app.db, query: request.query });
      return withTotal(reply, rows, total);
    },
  );
};
