import {
  idParam,
  listSortOf,
  publicSubjectListQuery,
  subjectDetail,
  subjectListItem,
  subjectListQuery,
} from '@rasti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { readerOf } from '../../lib/views.ts';
import { subjectWrite, Tag } from '../../plugins/public-cache-tags.ts';
import { withTotal } from '../../lib/http.ts';
import {
  countView,
  getSubjectDetail,
  listPublishedSubjects,
  listSubjectsForStaff,
  type PublicSort,
} from './subjects.queries.ts';
import { createSubject, updateSubject } from './subjects.service.ts';

const tags = ['subjects'];
const security = [{ bearer: [] }];
const FORM_FILES = { files: { main_images: 'image', file: 'attachment' } } as const;
const formDescription =
  'multipart: title, abstract, content (HTML), category, status, reviews (evaluation id), priority (1-5), ' +
  "hashtags, main_images (image) or keep_image=true, file (attachment, or '' to remove it)";

/** a saved subject: its page and every list it may appear in (its id from the answer) */
const touchesSubject = (_request: unknown, saved: unknown) => subjectWrite((saved as { id: number }).id);

/** Subjects ("news-subject"): the staff table and form (read 2-5, write 2-3), and the public trending list. */
export const subjectRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = app.requirePermission('newsroom.read');
  const managers = app.requirePermission('subjects.edit');

  const staffDetail = async (id: number) => {
    const detail = await getSubjectDetail(app.db, app.storage, id, 'staff');
    if (!detail) throw notFound();
    return detail;
  };

  app.get(
    '/news/news-subject/',
    {
      onRequest: staff,
      schema: { tags, security, querystring: subjectListQuery, response: { 200: z.array(subjectListItem) } },
    },
    async (request, reply) => {
      const { rows, total } = await listSubjectsForStaff(app.db, app.storage, request.query);
      return withTotal(reply, rows, total);
    },
  );

  app.get(
    '/news/news-subject/:id/',
    { onRequest: staff, schema: { tags, security, params: idParam, response: { 200: subjectDetail } } },
    async (request) => staffDetail(request.params.id),
  );

  app.post(
    '/news/news-subject/',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        description: formDescription,
        consumes: ['multipart/form-data'],
        response: { 201: subjectDetail },
      },
      config: { publicCacheTouches: touchesSubject },
    },
    async (request, reply) => {
      const form = await readMultipart(request, FORM_FILES);
      const id = await createSubject({ db: app.db, storage: app.storage, actorId: request.actor!.id, form });
      return reply.status(201).send(await staffDetail(id));
    },
  );

  app.patch(
    '/news/news-subject/:id/',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        description: formDescription,
        params: idParam,
        response: { 200: subjectDetail },
      },
      config: { publicCacheTouches: touchesSubject },
    },
    async (request) => {
      const form = await readMultipart(request, FORM_FILES);
      await updateSubject({
        publicUrl: app.config.publicUrl,
        db: app.db,
        storage: app.storage,
        actorId: request.actor!.id,
        form,
        id: request.params.id,
      });
      return staffDetail(request.params.id);
    },
  );

  app.get(
    '/public/public-news-subject/',
    {
      schema: {
        tags,
        description:
          'published subjects; one of priority, most_wanted, views, most_reviewed=true sorts, else newest first',
        querystring: publicSubjectListQuery,
        response: { 200: z.array(subjectListItem) },
      },
      config: { publicCache: { ttlMs: 5000, tags: [Tag.subjectLists, Tag.categories, Tag.evaluations] } },
    },
    async (request, reply) => {
      const q = request.query;
      // one order at a time, in the order the sort menu lists them
      const sort: PublicSort = listSortOf(q);
      const { rows, total } = await listPublishedSubjects(app.db, app.storage, { ...q, sort });
      return withTotal(reply, rows, total);
    },
  );

  app.get(
    '/public/public-news-subject/:id/',
    { schema: { tags, params: idParam, response: { 200: subjectDetail } } },
    async (request) => {
      // drafts, archived and expired subjects do not exist for the public; a read that counts no view (the
      // renderer, a crawler) learns that from the detail's own query
      const reader = await readerOf(app, request);
      if (reader && !(await countView(app.db, request.params.id, reader))) throw notFound();
      const detail = await getSubjectDetail(app.db, app.storage, request.params.id, 'public');
      if (!detail) throw notFound();
      return detail;
    },
  );
};
