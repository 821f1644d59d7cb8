import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type PageHead, withHead } from './page-head.ts';
import { reportHead, type SiteAddress, subjectHead } from './pages.service.ts';

type HeadLoader = typeof reportHead;

/** Ids are digits only and fit an integer column; anything else is no page of ours. */
const pageId = (raw: string): number | null => {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

/**
 * The shared pages /report/{id} and /news-subject-page/{id}: the app's index.html with the page's own title,
 * description, Open Graph tags and (reports) ClaimReview. Anything not public gets the plain page, so the
 * app shows its own 'not found'; nothing of a draft reaches the HTML.
 */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const site = (request: FastifyRequest): SiteAddress => ({
    // PUBLIC_URL in production; otherwise the address the page was asked at
    origin: (app.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, ''),
  });

  const page =
    (load: HeadLoader) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const html = app.indexHtml;
      const id = pageId(request.params.id);
      if (!html || id === null) return app.sendPage(request, reply);
      let head: PageHead | null;
      try {
        head = await load(app.db, app.storage, site(request), id);
      } catch (err) {
        // the page still works without its preview tags
        request.log.error({ err }, 'page head: could not load');
        return app.sendPage(request, reply);
      }
      if (!head) return app.sendPage(request, reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(withHead(html, head));
    };

  // the same HTML for every reader (views are counted by the API call the page makes, not here)
  const config = { publicCache: { ttlMs: 5000 } };

  // The home page's data starts downloading with the HTML, not after the JavaScript has run: the
  // preload matches the app's own request (same URL, CORS mode, credentials included).
  const homePreload = `<link rel="preload" href="${app.config.apiBase}/public/home/" as="fetch" crossorigin="use-credentials" />`;
  app.get('/', { schema: { hide: true }, config }, async (request, reply) => {
    const html = app.indexHtml;
    if (!html) return app.sendPage(request, reply);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html.replace(/<\/head>/i, () => `  ${homePreload}\n  </head>`));
  });
  app.get('/report/:id', { schema: { hide: true }, config }, page(reportHead));
  app.get('/news-subject-page/:id', { schema: { hide: true }, config }, page(subjectHead));
};
