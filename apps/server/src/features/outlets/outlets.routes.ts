import {
  idParam,
  outlet,
  OUTLET_MESSAGES,
  outletCreateBody,
  outletListQuery,
  outletUpdateBody,
  publicOutlet,
  publicOutletDetail,
  publicOutletQuery,
} from '@rasti/contract';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { parseForm, readMultipart } from '../../lib/multipart.ts';
import { sendPage } from '../../lib/http.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { outletRanks } from './outlets.ranks.ts';
import { createOutlet, deleteOutlet, getPublicOutlet, listOutlets, updateOutlet } from './outlets.service.ts';

/** What an outlet's public answer shows: the outlet, its counts and ranks, its sources' subjects and verdicts. */
export const OUTLET_SHOWS = [Tag.outlets, Tag.scores, Tag.evaluations, Tag.subjectLists];

/** /news/Media/ (news outlets): read by staff, written by roles 2 and 3; plus the public directory. */
export const outletRoutes = defineRoutes('media', (app, { open, cached, staff }) => {
  const managers = <S extends FastifySchema>(schema: S) => staff('outlets.manage', schema);
  /** The staff list and the public directory: the same outlets, counted for their audience. */
  const list =
    (audience: 'staff' | 'public') =>
    async (request: FastifyRequest<{ Querystring: z.output<typeof outletListQuery> }>, reply: FastifyReply) =>
      sendPage(
        reply,
        await listOutlets({ db: app.db, storage: app.storage, query: request.query, audience }),
      );

  app.get(
    '/news/Media/',
    staff('newsroom.read', { querystring: outletListQuery, response: { 200: z.array(outlet) } }),
    list('staff'),
  );

  app.post(
    '/news/Media/',
    managers({
      description: 'multipart: name, english_name, link, origin (1|2), logo (image, required)',
      consumes: ['multipart/form-data'],
      response: { 201: outlet },
    }),
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, { files: { logo: 'image' } });
      const noLogo = { logo: [OUTLET_MESSAGES.logoRequired] };
      let body: z.output<typeof outletCreateBody>;
      try {
        body = parseForm(outletCreateBody, fields);
      } catch (err) {
        // every missing field is named at once, the logo included
        if (err instanceof AppError && err.fields && !files.logo) Object.assign(err.fields, noLogo);
        throw err;
      }
      if (!files.logo) throw badRequest(OUTLET_MESSAGES.logoRequired, noLogo);
      const created = await createOutlet({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        input: body,
        logo: files.logo,
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/news/Media/:id/',
    managers({
      description:
        "multipart: any of name, english_name, link, origin, logo (a new image, or '' to remove it)",
      params: idParam,
      response: { 200: outlet },
    }),
    async (request) => {
      const { fields, files } = await readMultipart(request, { files: { logo: 'image' } });
      return updateOutlet({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        id: request.params.id,
        input: parseForm(outletUpdateBody, fields),
        logo: files.logo,
        removeLogo: !files.logo && fields.logo === '',
      });
    },
  );

  app.delete('/news/Media/:id/', managers({ params: idParam }), async (request, reply) => {
    await deleteOutlet({ db: app.db, storage: app.storage, actor: request.actor!, id: request.params.id });
    return reply.status(204).send();
  });

  app.get(
    '/public/public-media/',
    open({ querystring: outletListQuery, response: { 200: z.array(publicOutlet) } }),
    list('public'),
  );

  app.get(
    '/public/public-media/:id/',
    cached(
      {
        description:
          'One outlet (its page /media/{id}): its score row, its last 24 Jalali months by evaluation, its ' +
          'rank now and twelve months ago, and a page (page, page_size) of its published sources',
        params: idParam,
        querystring: publicOutletQuery,
        response: { 200: publicOutletDetail },
      },
      OUTLET_SHOWS,
    ),
    async (request) =>
      getPublicOutlet({
        db: app.db,
        storage: app.storage,
        id: request.params.id,
        query: request.query,
        ranks: outletRanks(app),
      }),
  );
});
