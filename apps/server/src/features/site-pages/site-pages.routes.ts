import { sitePage, sitePageBody } from '@rasti/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseForm, readMultipart } from '../../lib/multipart.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { sitePageTag } from '../../plugins/public-cache-tags.ts';
import { getSitePage, saveSitePage } from './site-pages.service.ts';
import { BODY_LIMITS } from '../../plugins/request-bounds.ts';
import { externalImagePolicy } from '../../lib/external-images.ts';

const keyParam = z.object({ key: z.string().max(40) });

/** a page's text shows on its own page (and its API answer) only */
const pageTags = (request: FastifyRequest) => [sitePageTag((request.params as { key: string }).key)];

/** The editable site pages ('about'): read by everyone, rewritten by the super admin. */
export const sitePageRoutes = defineRoutes('site-pages', (app, { cached, staff }) => {
  app.get(
    '/public/site-pages/:key/',
    cached({ params: keyParam, response: { 200: sitePage } }, pageTags),
    async (request) => getSitePage({ db: app.db, key: request.params.key }),
  );

  app.put(
    '/news/site-pages/:key/',
    {
      ...staff('site-pages.edit', {
        summary:
          "Super admin only: the page's HTML (JSON or multipart {body}), cleaned like subjects' content",
        consumes: ['application/json', 'multipart/form-data'],
        params: keyParam,
        response: { 200: sitePage },
      }),
      config: { publicCacheTouches: pageTags },
      bodyLimit: BODY_LIMITS.richText,
    },
    async (request) => {
      const { fields } = await readMultipart(request, { files: {}, richText: ['body'] });
      return saveSitePage({
        db: app.db,
        storage: app.storage,
        actor: request.actor!,
        key: request.params.key,
        input: parseForm(sitePageBody, fields),
        external: externalImagePolicy(app.config),
      });
    },
  );
});
