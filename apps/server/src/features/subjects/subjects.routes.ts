import {
  idParam,
  publicSubjectListQuery,
  staffSubjectDetail,
  staffSubjectListItem,
  subjectDetail,
  subjectListItem,
  subjectListQuery,
} from '@rasti/contract';
import { z } from 'zod';
import { sendPage } from '../../lib/http.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { readerOf } from '../../lib/views.ts';
import { subjectWrite, Tag } from '../../plugins/public-cache-tags.ts';
import { BODY_LIMITS } from '../../plugins/request-bounds.ts';
import { withAssignment, withAssignments } from '../newsroom/index.ts';
import {
  createSubject,
  getSubject,
  listPublishedSubjects,
  listSubjects,
  updateSubject,
  viewSubject,
} from './subjects.service.ts';
import { externalImagePolicy } from '../../lib/external-images.ts';

const FORM_FILES = { files: { main_images: 'image', file: 'attachment' } } as const;
const formDescription =
  'multipart: title, abstract, content (HTML), category, status, reviews (evaluation id), priority (1-5), ' +
  "hashtags, main_images (image) or keep_image=true, file (attachment, or '' to remove it)";

/** a saved subject: its page and every list it may appear in (its id from the answer) */
const touchesSubject = (_request: unknown, saved: unknown) => subjectWrite((saved as { id: number }).id);

/** Subjects ("news-subject"): the staff table and form (read 2-5, write 2-3), and the public trending list. */
export const subjectRoutes = defineRoutes('subjects', (app, { open, staff }) => {
  app.get(
    '/news/news-subject/',
    staff('newsroom.read', {
      querystring: subjectListQuery,
      response: { 200: z.array(staffSubjectListItem) },
    }),
    async (request, reply) => {
      const page = await listSubjects({ db: app.db, storage: app.storage, query: request.query });
      return sendPage(reply, { ...page, rows: await withAssignments(app.db, 's', page.rows, (s) => s.id) });
    },
  );

  app.get(
    '/news/news-subject/:id/',
    staff('newsroom.read', { params: idParam, response: { 200: staffSubjectDetail } }),
    async (request) =>
      withAssignment(
        app.db,
        's',
        await getSubject({ db: app.db, storage: app.storage, id: request.params.id, audience: 'staff' }),
        (s) => s.id,
      ),
  );

  app.post(
    '/news/news-subject/',
    {
      ...staff('subjects.edit', {
        description: formDescription,
        consumes: ['multipart/form-data'],
        response: { 201: subjectDetail },
      }),
      config: { publicCacheTouches: touchesSubject },
      bodyLimit: BODY_LIMITS.richText,
    },
    async (request, reply) => {
      const form = await readMultipart(request, FORM_FILES);
      const saved = await createSubject({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        form,
        publicUrl: app.config.publicUrl,
        external: externalImagePolicy(app.config),
      });
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/news/news-subject/:id/',
    {
      ...staff('subjects.edit', {
        description: formDescription,
        params: idParam,
        response: { 200: subjectDetail },
      }),
      config: { publicCacheTouches: touchesSubject },
      bodyLimit: BODY_LIMITS.richText,
    },
    async (request) => {
      const form = await readMultipart(request, FORM_FILES);
      return updateSubject({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        id: request.params.id,
        form,
        publicUrl: app.config.publicUrl,
        external: externalImagePolicy(app.config),
      });
    },
  );

  app.get(
    '/public/public-news-subject/',
    {
      ...open({
        description:
          'published subjects; one of priority, most_wanted, views, most_reviewed=true sorts, else newest first',
        querystring: publicSubjectListQuery,
        response: { 200: z.array(subjectListItem) },
      }),
      config: {
        publicCache: { ttlMs: 5000, tags: [Tag.subjectLists, Tag.categories, Tag.evaluations] },
        searchGate: 'search',
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listPublishedSubjects({ db: app.db, storage: app.storage, query: request.query }),
      ),
  );

  app.get(
    '/public/public-news-subject/:id/',
    open({ params: idParam, response: { 200: subjectDetail } }),
    async (request) =>
      viewSubject({
        db: app.db,
        storage: app.storage,
        id: request.params.id,
        reader: await readerOf(app, request),
      }),
  );
});
