import { facultyIdParam, facultyListQuery, facultyMember } from '@rasti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { withTotal } from '../../lib/http.ts';
import { getFacultyMember, listFaculty } from './faculty.service.ts';

const tags = ['faculty'];

/** The scientific board ("Faculty-users"), for everyone. A member's items: public-news-review?author={id}. */
export const facultyRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/public/Faculty-users',
    {
      schema: {
        tags,
        description: 'active board members (role 4), oldest first; search matches the name',
        querystring: facultyListQuery,
        response: { 200: z.array(facultyMember) },
      },
      config: { publicCache: { ttlMs: 5000, tags: [Tag.faculty] } },
    },
    async (request, reply) => {
      const { rows, total } = await listFaculty({ db: app.db, storage: app.storage, query: request.query });
      return withTotal(reply, rows, total);
    },
  );

  app.get(
    '/public/Faculty-users/:id',
    {
      schema: { tags, params: facultyIdParam, response: { 200: facultyMember } },
      config: { publicCache: { ttlMs: 5000, tags: [Tag.faculty] } },
    },
    async (request) => getFacultyMember({ db: app.db, storage: app.storage, id: request.params.id }),
  );
};
