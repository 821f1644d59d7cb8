import {
  idParam,
  publicReviewListQuery,
  reviewDetail,
  reviewListItem,
  staffReviewDetail,
  staffReviewListItem,
  staffReviewListQuery,
} from '@rasti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart.ts';
import { readerOf } from '../../lib/views.ts';
import { touchPublicCache } from '../../plugins/public-cache.ts';
import { reviewWrite, subjectTag, Tag } from '../../plugins/public-cache-tags.ts';
import { withTotal } from '../../lib/http.ts';
import {
  createReview,
  getReview,
  listPublishedReviews,
  listReviews,
  updateReview,
  viewReview,
} from './reviews.service.ts';

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
      const { rows, total } = await listReviews({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        query: request.query,
      });
      return withTotal(reply, rows, total);
    },
  );

  app.get(
    '/news/review-subject/:id/',
    { onRequest: staff, schema: { tags, security, params: idParam, response: { 200: staffReviewDetail } } },
    async (request) =>
      getReview({ db: app.db, storage: app.storage, actor: request.actor!, id: request.params.id }),
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
      const saved = await createReview({ db: app.db, storage: app.storage, actor: request.actor!, form });
      return reply.status(201).send(saved);
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
      const { review, previousSubjectId } = await updateReview({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        id: request.params.id,
        form,
      });
      // a review moved to another subject leaves its previous subject's page too
      touchPublicCache(request, [subjectTag(previousSubjectId)]);
      return review;
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
      const query = request.query;
      const { rows, total } = await listPublishedReviews({ db: app.db, storage: app.storage, query });
      return withTotal(reply, rows, total);
    },
  );

  app.get(
    '/public/public-news-review/:id/',
    { schema: { tags, params: idParam, response: { 200: reviewDetail } } },
    async (request) =>
      viewReview({
        db: app.db,
        storage: app.storage,
        id: request.params.id,
        reader: await readerOf(app, request),
      }),
  );
};
