import {
  idParam,
  pageQuery,
  restoreResult,
  revisionEntry,
  revisionParams,
} from '@rasti/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviews, subjects } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { touchPublicCache } from '../../plugins/public-cache.ts';
import { reviewTag, subjectTag, subjectWrite, Tag } from '../../plugins/public-cache-tags.ts';
import { withTotal } from '../../lib/http.ts';
import { restoreReviewRevision, restoreSubjectRevision } from './history.service.ts';
import { listRevisions } from './revisions.repository.ts';

const tags = ['history'];
const security = [{ bearer: [] }];
const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/**
 * The staff history of subjects and reviews (issue 15): every edit's changed fields and their old values,
 * newest first (roles 2-5, who may open the edit screens), and restoring a version as a new edit (who may
 * edit the item: subjects 2-3, reviews 2, 3, 5 any and 4 their own).
 */
export const historyRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = app.requirePermission('newsroom.read');
  const managers = app.requirePermission('subjects.edit');

  const assertExists = async (table: typeof subjects | typeof reviews, id: number) => {
    const [row] = await app.db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!row) throw notFound();
  };

  for (const [path, kind, table] of [
    ['/news/news-subject/:id/history/', 's', subjects],
    ['/news/review-subject/:id/history/', 'r', reviews],
  ] as const) {
    app.get(
      path,
      {
        onRequest: staff,
        schema: {
          tags,
          security,
          description:
            'versions before each edit, newest first: who, when, the changed fields and their old values',
          params: idParam,
          querystring: pageQuery,
          response: { 200: z.array(revisionEntry) },
        },
      },
      async (request, reply) => {
        await assertExists(table, request.params.id);
        const { rows, total } = await listRevisions(app.db, kind, request.params.id, request.query);
        return withTotal(reply, rows, total);
      },
    );
  }

  app.post(
    '/news/news-subject/:id/history/:revision_id/restore/',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        description: "applies the version's old values as a new edit; files no longer stored are skipped",
        params: revisionParams,
        response: { 200: restoreResult },
      },
      config: { publicCacheTouches: (request) => subjectWrite(idOf(request)) },
    },
    async (request) =>
      restoreSubjectRevision({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        id: request.params.id,
        revisionId: request.params.revision_id,
        publicUrl: app.config.publicUrl,
      }),
  );

  app.post(
    '/news/review-subject/:id/history/:revision_id/restore/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        description:
          "applies the version's old values as a new edit (roles 2, 3, 5 any review, 4 their own); files no " +
          'longer stored are skipped',
        params: revisionParams,
        response: { 200: restoreResult },
      },
      config: {
        publicCacheTouches: (request) => [
          reviewTag(idOf(request)),
          Tag.reviewLists,
          Tag.subjectLists,
          Tag.home,
          Tag.search,
          Tag.faculty,
          Tag.corrections,
        ],
      },
    },
    async (request) => {
      const { subjectIds, ...result } = await restoreReviewRevision({
        publicUrl: app.config.publicUrl,
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        id: request.params.id,
        revisionId: request.params.revision_id,
      });
      // its subject's page lists it (and the one it leaves, when the version names another subject)
      touchPublicCache(request, subjectIds.map(subjectTag));
      return result;
    },
  );
};
