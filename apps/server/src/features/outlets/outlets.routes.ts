import {
  idParam,
  media,
  MEDIA_MESSAGES,
  mediaCreateBody,
  mediaListQuery,
  mediaUpdateBody,
  publicMedia,
  publicOutletDetail,
  publicOutletQuery,
} from '@rasti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { parseForm, readMultipart } from '../../lib/multipart.ts';
import { withTotal } from '../../lib/http.ts';
import { getPublicOutlet } from './outlets.public.ts';
import { createMedia, deleteMedia, listMedia, updateMedia } from './outlets.service.ts';

const tags = ['media'];
const security = [{ bearer: [] }];

/** /news/Media/ (news outlets): read by staff, written by roles 2 and 3; plus the public directory. */
export const mediaRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const managers = app.requirePermission('outlets.manage');

  app.get(
    '/news/Media/',
    {
      onRequest: app.requirePermission('newsroom.read'),
      schema: { tags, security, querystring: mediaListQuery, response: { 200: z.array(media) } },
    },
    async (request, reply) => {
      const { rows, total } = await listMedia(app.db, app.storage, request.query, 'staff');
      return withTotal(reply, rows, total);
    },
  );

  app.post(
    '/news/Media/',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        description: 'multipart: name, english_name, link, origin (1|2), logo (image, required)',
        consumes: ['multipart/form-data'],
        response: { 201: media },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, { files: { logo: 'image' } });
      const noLogo = { logo: [MEDIA_MESSAGES.logoRequired] };
      let body: z.output<typeof mediaCreateBody>;
      try {
        body = parseForm(mediaCreateBody, fields);
      } catch (err) {
        // every missing field is named at once, the logo included
        if (err instanceof AppError && err.fields && !files.logo) Object.assign(err.fields, noLogo);
        throw err;
      }
      if (!files.logo) throw badRequest(MEDIA_MESSAGES.logoRequired, noLogo);
      const created = await createMedia(app.db, app.storage, {
        actorId: request.actor!.id,
        body,
        logo: files.logo,
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/news/Media/:id/',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        description:
          "multipart: any of name, english_name, link, origin, logo (a new image, or '' to remove it)",
        params: idParam,
        response: { 200: media },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, { files: { logo: 'image' } });
      const body = parseForm(mediaUpdateBody, fields);
      return updateMedia(app.db, app.storage, {
        actorId: request.actor!.id,
        id: request.params.id,
        body,
        logo: files.logo,
        removeLogo: !files.logo && fields.logo === '',
      });
    },
  );

  app.delete(
    '/news/Media/:id/',
    { onRequest: managers, schema: { tags, security, params: idParam } },
    async (request, reply) => {
      await deleteMedia(app.db, app.storage, { actorId: request.actor!.id, id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/public/public-media/',
    { schema: { tags, querystring: mediaListQuery, response: { 200: z.array(publicMedia) } } },
    async (request, reply) => {
      const { rows, total } = await listMedia(app.db, app.storage, request.query, 'public');
      return withTotal(reply, rows, total);
    },
  );

  app.get(
    '/public/public-media/:id/',
    {
      schema: {
        tags,
        description:
          'One outlet of the directory: its score row and a page (page, page_size) of its published sources',
        params: idParam,
        querystring: publicOutletQuery,
        response: { 200: publicOutletDetail },
      },
    },
    async (request) => getPublicOutlet(app.db, app.storage, { id: request.params.id, ...request.query }),
  );
};
