import { facultyIdParam, facultyListQuery, facultyMember } from '@rasti/contract';
import { z } from 'zod';
import { sendPage } from '../../lib/http.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { getFacultyMember, listFaculty } from './faculty.service.ts';

/** The scientific board ("Faculty-users"), for everyone. A member's items: public-news-review?author={id}. */
export const facultyRoutes = defineRoutes('faculty', (app, { cached }) => {
  app.get(
    '/public/Faculty-users',
    cached(
      {
        description: 'active board members (role 4), oldest first; search matches the name',
        querystring: facultyListQuery,
        response: { 200: z.array(facultyMember) },
      },
      [Tag.faculty],
    ),
    async (request, reply) =>
      sendPage(reply, await listFaculty({ db: app.db, storage: app.storage, query: request.query })),
  );

  app.get(
    '/public/Faculty-users/:id',
    cached({ params: facultyIdParam, response: { 200: facultyMember } }, [Tag.faculty]),
    async (request) => getFacultyMember({ db: app.db, storage: app.storage, id: request.params.id }),
  );
});
