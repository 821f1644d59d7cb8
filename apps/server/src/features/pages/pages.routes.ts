import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hasSessionCookie } from '../accounts/session-cookies.ts';
import { type PageHead, withHead } from './page-head.ts';
import { reportHead, type SiteAddress, subjectHead } from './pages.service.ts';
import type { RenderAnswer } from './server-render.ts';

type HeadLoader = typeof reportHead;

/** Ids are digits only and fit an integer column; anything else is no page of ours. */
const pageId = (raw: string): number | null => {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

/**
 * The public pages. For a visitor without a session, the app is rendered on the server into the page
 * (when the web build has its server bundle), so the page reads before any script runs. The shared
 * pages /report/{id} and /news-subject-page/{id} also carry their own title, description, Open Graph
 * tags and (reports) ClaimReview. Anything not public gets the plain page with 404, so the app shows its
 * own 'not found'; nothing of a draft reaches the HTML.
 */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const site = (request: FastifyRequest): SiteAddress => ({
    // PUBLIC_URL in production; otherwise the address the page was asked at
    origin: (app.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, ''),
  });

  // Without a rendered page, the home page's data starts downloading with the HTML, not after the
  // JavaScript has run: the preload matches the app's own request (same URL, CORS mode, credentials).
  const homePreload = `<link rel="preload" href="${app.config.apiBase}/public/home/" as="fetch" crossorigin="use-credentials" />`;
  const withHomePreload = (html: string) => html.replace(/<\/head>/i, () => `  ${homePreload}\n  </head>`);

  /**
   * The page with the app rendered in for a visitor; the plain page for a session. When every renderer is
   * taken (or rendering fails) the visitor gets the plain page at once, marked no-store: a shared cache
   * must not keep it in place of the rendered one.
   */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    plain: (html: string) => string = (h) => h,
  ) {
    const renderer = hasSessionCookie(request) ? null : await app.serverRenderer();
    let rendered: RenderAnswer = null;
    if (renderer) {
      try {
        rendered = await renderer.render(request, html);
      } catch (err) {
        // the browser draws the page itself
        request.log.error({ err }, 'page: server rendering failed');
        rendered = 'busy';
      }
    }
    reply.type('text/html; charset=utf-8');
    if (rendered === 'busy') return reply.header('Cache-Control', 'no-store').send(plain(html));
    return reply.header('Cache-Control', 'no-cache').send(rendered?.html ?? plain(html));
  }

  const page =
    (load: HeadLoader) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const html = app.indexHtml;
      const id = pageId(request.params.id);
      // no such public page: the app shows its 'not found' (or, to staff, their draft), and crawlers see 404
      if (!html || id === null) return app.sendPage(request, reply.status(404));
      let head: PageHead | null;
      try {
        head = await load(app.db, app.storage, site(request), id);
      } catch (err) {
        // the page still works without its preview tags
        request.log.error({ err }, 'page head: could not load');
        return send(request, reply, html);
      }
      if (!head) return app.sendPage(request, reply.status(404));
      return send(request, reply, withHead(html, head));
    };

  const plainPage =
    (plain?: (html: string) => string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const html = app.indexHtml;
      if (!html) return app.sendPage(request, reply);
      return send(request, reply, html, plain);
    };

  // The same HTML for every visitor (views are counted by the API call the page makes, not here);
  // requests with a session (a bearer token or the app's session cookies) are never served from it.
  const config = { publicCache: { ttlMs: 5000, anonymousOnly: true } };
  const schema = { hide: true };

  app.get('/', { schema, config }, plainPage(withHomePreload));
  app.get('/report/:id', { schema, config }, page(reportHead));
  app.get('/news-subject-page/:id', { schema, config }, page(subjectHead));
  for (const path of [
    '/news-subjects',
    '/news-reports',
    '/facuality-list',
    '/facuality/:id',
    '/media',
    '/ask-me',
  ]) {
    app.get(path, { schema, config }, plainPage());
  }
};
