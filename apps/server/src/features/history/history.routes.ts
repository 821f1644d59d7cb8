import { idParam, pageQuery, restoreResult, revisionEntry, revisionParams } from '@rasti/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendPage } from '../../lib/http.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { touchPublicCache } from '../../plugins/public-cache.ts';
import { reviewWrite, subjectTag, subjectWrite } from '../../plugins/public-cache-tags.ts';
import { listHistory, restoreRevision } from './history.service.ts';

const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/**
 * The staff history of subjects and reviews: every edit's changed fields and their old values,
 * newest first (roles 2-5, who may open the edit screens), and restoring a version as a new edit (who may
 * edit the item: subjects 2-3, reviews 2, 3, 5 any and 4 their own).
 */
export const historyRoutes = defineRoutes('history', (app, { staff }) => {
  for (const [path, kind] of [
    ['/news/news-subject/:id/history/', 's'],
    ['/news/review-subject/:id/history/', 'r'],
  ] as const) {
    app.get(
      path,
      staff('newsroom.read', {
        description:
          'versions before each edit, newest first: who, when, the changed fields and their old values',
        params: idParam,
        querystring: pageQuery,
        response: { 200: z.array(revisionEntry) },
      }),
      async (request, reply) =>
        sendPage(reply, await listHistory({ db: app.db, kind, id: request.params.id, query: request.query })),
    );
  }

  app.post(
    '/news/news-subject/:id/history/:revision_id/restore/',
    {
      ...staff('subjects.edit', {
        description: "applies the version's old values as a new edit; files no longer stored are skipped",
        params: revisionParams,
        response: { 200: restoreResult },
      }),
      config: { publicCacheTouches: (request) => subjectWrite(idOf(request)) },
    },
    async (request) => {
      const { result } = await restoreRevision({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        kind: 's',
        id: request.params.id,
        revisionId: request.params.revision_id,
        publicUrl: app.config.publicUrl,
      });
      return result;
    },
  );

  app.post(
    '/news/review-subject/:id/history/:revision_id/restore/',
    {
      ...staff('newsroom.read', {
        description:
          "applies the version's old values as a new edit (roles 2, 3, 5 any review, 4 their own); files no " +
          'longer stored are skipped',
        params: revisionParams,
        response: { 200: restoreResult },
      }),
      config: { publicCacheTouches: (request) => reviewWrite(idOf(request)) },
    },
    async (request) => {
      const { result, subjectIds } = await restoreRevision({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        kind: 'r',
        id: request.params.id,
        revisionId: request.params.revision_id,
        publicUrl: app.config.publicUrl,
      });
      // its subject's page lists it (and the one it leaves, when the version names another subject)
      touchPublicCache(request, subjectIds.map(subjectTag));
      return result;
    },
  );
});
