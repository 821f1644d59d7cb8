import {
  category,
  categoryCreateBody,
  categoryListQuery,
  categoryUpdateBody,
  idParam,
} from '@rasti/contract';
import { z } from 'zod';
import { sendPage } from '../../lib/http.ts';
import { parseForm, readMultipart } from '../../lib/multipart.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { createCategory, listCategories, updateCategory } from './categories.service.ts';

/** a category's name and colour show wherever its subjects and reviews do */
const touchesCategories = () => [Tag.categories];

/** Staff /news/Category/ (read 2-5, write 2-3) and the public list used by the subject filters. */
export const categoryRoutes = defineRoutes('categories', (app, { open, staff }) => {
  const list = { querystring: categoryListQuery, response: { 200: z.array(category) } };

  app.get('/news/Category/', staff('newsroom.read', list), async (request, reply) =>
    sendPage(reply, await listCategories({ db: app.db, query: request.query })),
  );

  app.post(
    '/news/Category/',
    {
      ...staff('categories.manage', {
        description: 'multipart or JSON: title, color',
        response: { 201: category },
      }),
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
      ...staff('categories.manage', { params: idParam, response: { 200: category } }),
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

  app.get('/public/public-category/', open(list), async (request, reply) =>
    sendPage(reply, await listCategories({ db: app.db, query: request.query })),
  );
});
