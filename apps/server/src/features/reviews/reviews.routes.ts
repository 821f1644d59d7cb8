import {
  idParam,
  publicReviewListQuery,
  reviewDetail,
  reviewListItem,
  reviewSortOf,
  staffReviewDetail,
  staffReviewListItem,
  staffReviewListQuery,
} from '@rasti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { readerOf } from '../../lib/views.ts';
import type { Actor } from '../../plugins/auth.ts';
import { touchPublicCache } from '../../plugins/public-cache.ts';
import { reviewWrite, subjectTag, Tag } from '../../plugins/public-cache-tags.ts';
import { withTotal } from '../../lib/http.ts';
import { canEditReview } from './reviews.policy.ts';
import {
  countReviewView,
  getReviewDetail,
  listPublishedReviews,
  listReviewsForStaff,
} from './reviews.queries.ts';
import { createReview, updateReview } from './reviews.service.ts';

const tags = ['reviews'];
const security = [{ bearer: [] }];
const FORM_FILES = { files: { main_images: 'image' } } as const;
const formDescription =
  'multipart: subject (or subject_id), title, summary, content (HTML), status (1-4), main_images (image) or ' +
  'keep_image=true, news_items (JSON array of {source_id, title, link, date (Unix seconds), summary, evaluation})';

/** a saved review: its report page, its subject's page and the lists (from the answer: its id and subject) */
const touchesReview = (_request: unknown, saved: unknown) => {
  const { id, subject } = saved as { id: number; subject: number };
  return reviewWrite(id, subject);
};

/** Reviews ("review-subject"): the staff list and form (2-5; editing others' reviews 2-3), and the public list and report. */
export const reviewRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = app.requirePermission('reviews.write');

  const staffDetail = async (id: number, actor: Actor) => {
    const detail = await getReviewDetail(app.db, app.storage, id, 'staff');
    if (!detail) throw notFound();
    return { ...detail, can_edit: canEditReview(actor, { authorId: detail.author_id }) };
  };

  app.get(
    '/news/review-subject/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        description: 'every status, newest made first; search over title and summary (and the subject title)',
        querystring: staffReviewListQuery,
        response: { 200: z.array(staffReviewListItem) },
      },
    },
    async (request, reply) => {
      const actor = request.actor!;
      const { rows, total } = await listReviewsForStaff(app.db, app.storage, request.query);
      return withTotal(
        reply,
        rows.map((r) => ({ ...r, can_edit: canEditReview(actor, { authorId: r.author_id }) })),
        total,
      );
    },
  );

  app.get(
    '/news/review-subject/:id/',
    { onRequest: staff, schema: { tags, security, params: idParam, response: { 200: staffReviewDetail } } },
    async (request) => staffDetail(request.params.id, request.actor!),
  );

  app.post(
    '/news/review-subject/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        description: formDescription,
        consumes: ['multipart/form-data'],
        response: { 201: staffReviewDetail },
      },
      config: { publicCacheTouches: touchesReview },
    },
    async (request, reply) => {
      const form = await readMultipart(request, FORM_FILES);
      const id = await createReview({ db: app.db, storage: app.storage, actor: request.actor!, form });
      return reply.status(201).send(await staffDetail(id, request.actor!));
    },
  );

  app.patch(
    '/news/review-subject/:id/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        description: `${formDescription}. Roles 2, 3 and 5 may edit any review, role 4 only their own.`,
        params: idParam,
        response: { 200: staffReviewDetail },
      },
      config: { publicCacheTouches: touchesReview },
    },
    async (request) => {
      const form = await readMultipart(request, FORM_FILES);
      const id = request.params.id;
      const { previousSubjectId } = await updateReview({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        form,
        id,
      });
      // a review moved to another subject leaves its previous subject's page too
      touchPublicCache(request, [subjectTag(previousSubjectId)]);
      return staffDetail(id, request.actor!);
    },
  );

  app.get(
    '/public/public-news-review/',
    {
      schema: {
        tags,
        description:
          'published reviews of published subjects; one of priority, views, most_reviewed, most_wanted=true ' +
          "sorts, else newest first; author={user id} for a faculty member's items",
        querystring: publicReviewListQuery,
        response: { 200: z.array(reviewListItem) },
      },
      config: { publicCache: { ttlMs: 5000, tags: [Tag.reviewLists, Tag.categories, Tag.evaluations] } },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listPublishedReviews(app.db, app.storage, {
        ...q,
        sort: reviewSortOf(q),
      });
      return withTotal(reply, rows, total);
    },
  );

  app.get(
    '/public/public-news-review/:id/',
    { schema: { tags, params: idParam, response: { 200: reviewDetail } } },
    async (request) => {
      // drafts, archived and expired reviews (and reviews of unpublished subjects) do not exist for the public;
      // a read that counts no view (the renderer, a crawler) learns that from the detail's own query
      const reader = await readerOf(app, request);
      if (reader && !(await countReviewView(app.db, request.params.id, reader))) throw notFound();
      const detail = await getReviewDetail(app.db, app.storage, request.params.id, 'public');
      if (!detail) throw notFound();
      return detail;
    },
  );
};
