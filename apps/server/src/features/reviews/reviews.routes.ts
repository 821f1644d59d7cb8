import {
  idParam,
  publicReviewListQuery,
  reviewDetail,
  reviewListItem,
  sendBackBody,
  staffReviewDetail,
  staffReviewListItem,
  staffReviewListQuery,
} from '@rasti/contract';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { sendPage } from '../../lib/http.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { readerOf } from '../../lib/views.ts';
import { touchPublicCache } from '../../plugins/public-cache.ts';
import { reviewWrite, subjectTag, Tag } from '../../plugins/public-cache-tags.ts';
import { BODY_LIMITS } from '../../plugins/request-bounds.ts';
import {
  approveReview,
  createReview,
  getReview,
  listPublishedReviews,
  listReviews,
  sendBackReview,
  updateReview,
  viewReview,
} from './reviews.service.ts';
import { externalImagePolicy } from '../../lib/external-images.ts';

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
export const reviewRoutes = defineRoutes('reviews', (app, kit) => {
  const staff = <S extends FastifySchema>(schema: S) => kit.staff('reviews.write', schema);

  app.get(
    '/news/review-subject/',
    staff({
      description: 'every status, newest made first; search over title and summary (and the subject title)',
      querystring: staffReviewListQuery,
      response: { 200: z.array(staffReviewListItem) },
    }),
    async (request, reply) =>
      sendPage(
        reply,
        await listReviews({ db: app.db, storage: app.storage, actor: request.actor!, query: request.query }),
      ),
  );

  app.get(
    '/news/review-subject/:id/',
    staff({ params: idParam, response: { 200: staffReviewDetail } }),
    async (request) =>
      getReview({ db: app.db, storage: app.storage, actor: request.actor!, id: request.params.id }),
  );

  app.post(
    '/news/review-subject/',
    {
      ...staff({
        description: formDescription,
        consumes: ['multipart/form-data'],
        response: { 201: staffReviewDetail },
      }),
      config: { publicCacheTouches: touchesReview },
      bodyLimit: BODY_LIMITS.richText,
    },
    async (request, reply) => {
      const form = await readMultipart(request, FORM_FILES);
      const saved = await createReview({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        form,
        external: externalImagePolicy(app.config),
        reviewApproval: app.config.reviewApproval,
      });
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/news/review-subject/:id/',
    {
      ...staff({
        description: `${formDescription}. Roles 2, 3 and 5 may edit any review, role 4 only their own.`,
        params: idParam,
        response: { 200: staffReviewDetail },
      }),
      config: { publicCacheTouches: touchesReview },
      bodyLimit: BODY_LIMITS.richText,
    },
    async (request) => {
      const form = await readMultipart(request, FORM_FILES);
      const { review, previousSubjectId } = await updateReview({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        id: request.params.id,
        form,
        publicUrl: app.config.publicUrl,
        external: externalImagePolicy(app.config),
        reviewApproval: app.config.reviewApproval,
      });
      // a review moved to another subject leaves its previous subject's page too
      touchPublicCache(request, [subjectTag(previousSubjectId)]);
      return review;
    },
  );

  // the second pair of eyes (REVIEW_APPROVAL, ADR 33): an editor or an admin publishes a waiting review or
  // sends it back; never their own
  app.post(
    '/news/review-subject/:id/approve/',
    {
      ...kit.staff('reviews.approve', {
        summary:
          'Publish a review waiting for approval (roles 2, 3, 5; not one’s own: 403); 409 when it does not wait',
        params: idParam,
        response: { 200: staffReviewDetail },
      }),
      config: { publicCacheTouches: touchesReview },
    },
    async (request) =>
      approveReview({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        id: request.params.id,
        publicUrl: app.config.publicUrl,
      }),
  );

  app.post(
    '/news/review-subject/:id/send-back/',
    kit.staff('reviews.approve', {
      summary:
        'Send a review waiting for approval back to its author with a note ({note}) they see (roles 2, 3, 5; ' +
        'not one’s own: 403); it stays a draft; 409 when it does not wait',
      params: idParam,
      body: sendBackBody,
      response: { 200: staffReviewDetail },
    }),
    async (request) =>
      sendBackReview({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        id: request.params.id,
        note: request.body.note,
        publicUrl: app.config.publicUrl,
      }),
  );

  app.get(
    '/public/public-news-review/',
    {
      ...kit.open({
        description:
          'published reviews of published subjects; one of priority, views, most_reviewed, most_wanted=true ' +
          "sorts, else newest first; author={user id} for a faculty member's items",
        querystring: publicReviewListQuery,
        response: { 200: z.array(reviewListItem) },
      }),
      config: {
        publicCache: { ttlMs: 5000, tags: [Tag.reviewLists, Tag.categories, Tag.evaluations] },
        searchGate: 'search',
      },
    },
    async (request, reply) =>
      sendPage(reply, await listPublishedReviews({ db: app.db, storage: app.storage, query: request.query })),
  );

  app.get(
    '/public/public-news-review/:id/',
    kit.open({ params: idParam, response: { 200: reviewDetail } }),
    async (request) =>
      viewReview({
        db: app.db,
        storage: app.storage,
        id: request.params.id,
        reader: await readerOf(app, request),
      }),
  );
});
