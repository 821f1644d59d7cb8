import {
  type PublicOutletDetail,
  publicOutletDetail,
  ARCHIVE_TEXT,
  archiveMonthPath,
  JALALI_MONTHS,
  reviewDetail,
  type SubjectListItem,
  subjectDetail,
} from '@rasti/contract';
import { LIMITS } from '@rasti/contract/limits';
import { toLatinDigits, toPersianDigits } from '@rasti/contract/persian';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addPublicCacheTags, savesData } from '../../plugins/public-cache.ts';
import {
  HOME_SHOWS,
  outletTag,
  reviewTag,
  sitePageTag,
  subjectTag,
  Tag,
} from '../../plugins/public-cache-tags.ts';
import { hasSessionCookie } from '../../lib/session-cookies.ts';
import { AppError } from '../../lib/errors.ts';
import { isArchiveMonth } from '../archive/index.ts';
import { categoryFeedLink } from '../feeds/index.ts';
import { getPublicOutlet, OUTLET_SHOWS, outletRanks } from '../outlets/index.ts';
import { publicReviewDetail } from '../reviews/index.ts';
import { publicSubjectDetail } from '../subjects/index.ts';
import {
  outletHead,
  type ReportHeadSource,
  reportHead,
  reportHeadSource,
  type SiteAddress,
  subjectHead,
  subjectHeadSource,
} from './article-heads.ts';
import type { ClaimSource } from './claim-review.ts';
import { type PageHead, withHead } from './page-head.ts';
import { type DataAnswer, jsonAnswer, type RenderAnswer, type ServerRenderer } from './server-render.ts';

/**
 * A shared article page: the head made from its public detail (`detail`, as its API address `api` answers
 * it) when it is rendered, or from what the head shows alone (`source`) when it is not (a session, or
 * every renderer taken).
 */
interface Article<Source, Extra = never> {
  /** `request` for a page whose data depends on its query (an outlet's page of sources) */
  api: (id: number, request: FastifyRequest) => string;
  /**
   * The API's answer of `api(id)` as JSON text, made here without its route, with the value it was written
   * from (the head reads it: no parse of the text again) and what else the head needs that the answer does
   * not carry (`extra`); null where the API answers 404.
   */
  detail: (
    app: FastifyInstance,
    id: number,
    request: FastifyRequest,
  ) => Promise<{ text: string; value: Source; extra?: Extra } | null>;
  source: (app: FastifyInstance, id: number, request: FastifyRequest) => Promise<Source | null>;
  head: (
    app: FastifyInstance,
    site: SiteAddress,
    source: Source,
    extra?: Extra,
  ) => PageHead | Promise<PageHead>;
}

/**
 * With `Save-Data: on`, the page is marked light (`data-light` on <html>): its stylesheet leaves out the
 * pictures below the fold and the right column's, so the browser never asks for them.
 */
const light = (request: FastifyRequest, html: string) =>
  savesData(request) ? html.replace(/<html\b/i, '<html data-light=""') : html;

/** Ids are digits only and fit an integer column; anything else is no page of ours. */
const pageId = (raw: string): number | null => {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

/** A query parameter given once and not empty, as the app's `params.get(name)` reads it; else absent. */
const given = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
// optional() first: zod 4 refuses a missing key to a transform of unknown
const text = z.unknown().optional().transform(given);
/** a whole number from 1 (an id, a page), else absent; `fallback` (page 1) is absent too */
const counting = (fallback?: number) =>
  z
    .unknown()
    .optional()
    .transform((value) => {
      const raw = given(value);
      if (raw === undefined || !/^\d{1,10}$/.test(raw)) return undefined;
      const n = Number(raw);
      return n >= 1 && n <= 2_147_483_647 && n !== fallback ? n : undefined;
    });

/**
 * The query parameters each public page of the web app reads (its useSearchParams calls), as it reads
 * them: the public cache keys a page on these alone and renders it from them, so `utm_*` or any other
 * parameter never makes a new copy nor reaches a shared one.
 */
const pageQueries = {
  none: z.object({}),
  // subjects/hooks/use-list-params.ts, TrendingSubjectsPage
  subjects: z.object({ q: text, page: counting(1), category: counting(), sort: text }),
  // reviews/hooks/use-list-search.ts with ReviewsListPage's filters
  reviews: z.object({ q: text, page: counting(1), category: text, sort: text }),
  // FacultyListPage
  faculty: z.object({ page: counting(1) }),
  // corrections/pages/CorrectionsPage
  corrections: z.object({ page: counting(1) }),
  // OutletsDirectoryPage
  media: z.object({
    q: text,
    page: counting(1),
    origin: z
      .unknown()
      .optional()
      .transform((value) => (value === '1' || value === '2' ? value : undefined)),
    outlet: counting(),
    sources_page: counting(1),
  }),
  // outlets/pages/OutletPage
  outlet: z.object({ page: counting(1) }),
};

/** What the pages show besides their right column (the home answer, which follows within its time to live). */
const DETAIL_SHOWS = [Tag.categories, Tag.outlets, Tag.evaluations];
const idTag =
  (tag: (id: number) => string, ...more: string[]) =>
  (request: FastifyRequest) => {
    const id = pageId((request.params as { id: string }).id);
    return [...(id === null ? [] : [tag(id)]), ...more];
  };

/** The public detail routes' own serialisers (their response schemas): the same JSON text as their answers. */
const subjectJson = serializerCompiler({
  schema: subjectDetail,
  method: 'GET',
  url: '/public/public-news-subject/:id/',
});
const outletJson = serializerCompiler({
  schema: publicOutletDetail,
  method: 'GET',
  url: '/public/public-media/:id/',
});
const reviewJson = serializerCompiler({
  schema: reviewDetail,
  method: 'GET',
  url: '/public/public-news-review/:id/',
});

/**
 * The public pages. For a visitor without a session, the app is rendered on the server into the page
 * (when the web build has its server bundle), so the page reads before any script runs. The shared
 * pages /report/{id} and /news-subject-page/{id} also carry their own title, description, Open Graph
 * tags and (reports) ClaimReview. Anything not public gets the plain page with 404, so the app shows its
 * own 'not found'; nothing of a draft reaches the HTML.
 */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  // PUBLIC_URL (or the listening address outside production), never the request's Host: pages are shared
  const site: SiteAddress = { origin: app.config.publicUrl };

  // Without a rendered page, the home page's data starts downloading with the HTML, not after the
  // JavaScript has run: the preload matches the app's own request (same URL, CORS mode, credentials).
  const homeApi = `${app.config.apiBase}/public/home/`;
  const homePreload = `<link rel="preload" href="${homeApi}" as="fetch" crossorigin="use-credentials" />`;
  const withHomePreload = (html: string) => html.replace(/<\/head>/i, () => `  ${homePreload}\n  </head>`);

  /** No renderer for a session (the plain page), else the server's (null without a server bundle). */
  const rendererFor = async (request: FastifyRequest) =>
    hasSessionCookie(request) ? null : await app.serverRenderer();

  /**
   * The page with the app rendered in for a visitor; the plain page for a session. When every renderer is
   * taken (or rendering fails) the visitor gets the plain page at once, marked no-store: a shared cache
   * must not keep it in place of the rendered one.
   */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    options: {
      plain?: (html: string) => string;
      renderer?: ServerRenderer | null;
      answered?: DataAnswer[];
      /** a renderer already taken for this page */
      slot?: () => void;
      /** every renderer was taken: the plain page, not to be stored */
      shed?: boolean;
    } = {},
  ) {
    const { plain = (h: string) => h, answered = [], slot } = options;
    const renderer = options.renderer === undefined ? await rendererFor(request) : options.renderer;
    let rendered: RenderAnswer = options.shed ? 'busy' : null;
    if (renderer) {
      try {
        // every page shows the home answer (the right column; the home page all of it)
        const home = await renderer.shared(homeApi, HOME_SHOWS);
        rendered = await renderer.render(request, html, {
          answered: home ? [...answered, home] : answered,
          slot,
        });
      } catch (err) {
        // the browser draws the page itself
        request.log.error({ err }, 'page: server rendering failed');
        rendered = 'busy';
      }
    }
    reply.type('text/html; charset=utf-8').header('Vary', 'Save-Data');
    // a reader who saves data is answered light, the plain page as much as a rendered one
    const page = light(request, rendered === 'busy' || !rendered ? plain(html) : rendered.html);
    if (rendered === 'busy') return reply.header('Cache-Control', 'no-store').send(page);
    // a session's page is its own: no shared cache nor the service worker keeps it (ADR 35)
    return (
      reply
        .header('Cache-Control', hasSessionCookie(request) ? 'private, no-cache' : 'no-cache')
        // encoded once, here: the answer's length, the socket and the public cache's copy take these bytes
        // (a string would be measured, written and copied as UTF-8 three times)
        .send(Buffer.from(page))
    );
  }

  /**
   * The page's head, and for a page with a renderer taken (`slot`) the detail it was made from. A rendered
   * page reads its detail once, as the API answers it: the head is made from that answer and the render is
   * given it. A page that is not rendered reads only what its head shows.
   */
  async function articleOf<Source, Extra>(
    article: Article<Source, Extra>,
    id: number,
    rendering: ServerRenderer | null,
    request: FastifyRequest,
  ): Promise<{ head: PageHead; answered: DataAnswer[] } | null> {
    if (!rendering) {
      const source = await article.source(app, id, request);
      return source && { head: await article.head(app, site, source), answered: [] };
    }
    const found = await article.detail(app, id, request);
    if (found === null) return null;
    return {
      head: await article.head(app, site, found.value, found.extra),
      answered: [jsonAnswer(article.api(id, request), found.text)],
    };
  }

  const page =
    <Source, Extra>(article: Article<Source, Extra>) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const html = app.indexHtml;
      const id = pageId(request.params.id);
      // none of ours (nor, below, a published one): the plain page with 404 for crawlers (an error: never
      // kept by the public cache, so made-up addresses cannot push the real pages out)
      if (!html || id === null) return app.sendPage(request, reply.status(404));
      const renderer = await rendererFor(request);
      // a renderer is taken before the page's data is asked: a page shed reads only its head's fields
      const slot = renderer ? await renderer.enter() : null;
      let found: { head: PageHead | null; answered: DataAnswer[] } | null;
      try {
        found = await articleOf(article, id, slot ? renderer : null, request);
      } catch (err) {
        // the page still works without its preview tags
        request.log.error({ err }, 'page head: could not load');
        found = { head: null, answered: [] };
      }
      if (!found) {
        slot?.();
        return app.sendPage(request, reply.status(404));
      }
      const { head, answered } = found;
      if (head) addPublicCacheTags(request, head.shows ?? []);
      const page = head ? withHead(html, head) : html;
      if (renderer && !slot) return send(request, reply, page, { renderer: null, shed: true });
      return send(request, reply, page, { renderer, answered, slot: slot ?? undefined });
    };

  const plainPage =
    (plain?: (html: string) => string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const html = app.indexHtml;
      if (!html) return app.sendPage(request, reply);
      return send(request, reply, html, { plain });
    };

  // The same HTML for every visitor (views are counted by the API call the page makes, not here);
  // requests with a session (a bearer token or the app's session cookies) are never served from it.
  const config = (query: z.ZodType, tags: readonly string[] | ((request: FastifyRequest) => string[])) => ({
    publicCache: { ttlMs: 5000, anonymousOnly: true, query, tags, saveData: true },
  });
  const schema = { hide: true };
  const { none } = pageQueries;

  app.get('/', { schema, config: config(none, HOME_SHOWS) }, plainPage(withHomePreload));
  app.get(
    '/report/:id',
    // its subject's tag is added once the head has found it
    { schema, config: config(none, idTag(reviewTag, Tag.reviewLists, ...DETAIL_SHOWS)) },
    page<ReportHeadSource, ClaimSource[]>({
      api: (id) => `${app.config.apiBase}/public/public-news-review/${id}/`,
      detail: async (app, id) => {
        const found = await publicReviewDetail({ db: app.db, storage: app.storage, id });
        return found && { text: reviewJson(found.detail), value: found.detail, extra: found.claimSources };
      },
      source: (app, id) => reportHeadSource(app.db, app.storage, id),
      head: (app, site, source, claimSources) => reportHead(app.db, site, source, claimSources),
    }),
  );
  app.get(
    '/news-subject-page/:id',
    { schema, config: config(none, idTag(subjectTag, ...DETAIL_SHOWS)) },
    page<SubjectListItem, never>({
      api: (id) => `${app.config.apiBase}/public/public-news-subject/${id}/`,
      detail: async (app, id) => {
        const detail = await publicSubjectDetail({ db: app.db, storage: app.storage, id });
        return detail && { text: subjectJson(detail), value: detail };
      },
      source: (app, id) => subjectHeadSource(app.db, app.storage, id),
      head: (_app, site, source) => subjectHead(site, source),
    }),
  );
  // an outlet's page: its record and a page of its sources (?page, as OutletPage reads it)
  const outletPage = (request: FastifyRequest) => pageQueries.outlet.parse(request.query ?? {}).page ?? 1;
  const outletDetail = async (app: FastifyInstance, id: number, request: FastifyRequest) => {
    try {
      return await getPublicOutlet({
        db: app.db,
        storage: app.storage,
        id,
        query: { page: outletPage(request), page_size: LIMITS.publicPageSize },
        ranks: outletRanks(app),
      });
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return null;
      throw err;
    }
  };
  app.get(
    '/media/:id',
    { schema, config: config(pageQueries.outlet, idTag(outletTag, ...OUTLET_SHOWS)) },
    page<PublicOutletDetail, never>({
      // the app's own call (outletQuery): the same address, so the render finds its answer
      api: (id, request) =>
        `${app.config.apiBase}/public/public-media/${id}/?page=${outletPage(request)}&page_size=${LIMITS.publicPageSize}`,
      detail: async (app, id, request) => {
        const detail = await outletDetail(app, id, request);
        return detail && { text: outletJson(detail), value: detail };
      },
      source: outletDetail,
      head: (_app, site, outlet) => outletHead(site, outlet),
    }),
  );

  const lists: [string, z.ZodType, string[]][] = [
    ['/news-subjects', pageQueries.subjects, [Tag.subjectLists, Tag.categories, Tag.evaluations]],
    ['/news-reports', pageQueries.reviews, [Tag.reviewLists, Tag.categories, Tag.evaluations]],
    ['/facuality-list', pageQueries.faculty, [Tag.faculty]],
    ['/corrections', pageQueries.corrections, [Tag.corrections]],
    ['/facuality/:id', none, [Tag.faculty, Tag.reviewLists]],
    ['/media', pageQueries.media, [Tag.outlets, Tag.scores, Tag.evaluations, Tag.subjectLists]],
    // a form: nothing on it changes with a write
    ['/ask-me', none, []],
  ];
  // a list filtered by a category links that category's feed in its head
  const withCategoryFeed = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = app.indexHtml;
    if (!html) return app.sendPage(request, reply);
    const link = await categoryFeedLink({
      db: app.db,
      site,
      category: (request.query as Record<string, unknown>).category,
    });
    return send(request, reply, link ? html.replace(/<\/head>/i, () => `  ${link}\n  </head>`) : html);
  };
  const byCategory = new Set(['/news-subjects', '/news-reports']);
  for (const [path, query, tags] of lists) {
    app.get(
      path,
      { schema, config: config(query, tags) },
      byCategory.has(path) ? withCategoryFeed : plainPage(),
    );
  }

  // The monthly archive: its index, and each Jalali month's reports. A month's one address has Latin
  // digits without a leading zero; the same month written otherwise (Persian digits, '01') is sent there.
  const archivePage = { page: counting(1) };
  app.get('/archive', { schema, config: config(none, [Tag.reviewLists]) }, async (request, reply) => {
    const html = app.indexHtml;
    if (!html) return app.sendPage(request, reply);
    const head = { ...ARCHIVE_HEAD, url: `${site.origin}/archive` };
    return send(request, reply, withHead(html, head));
  });
  app.get(
    '/archive/:year/:month',
    {
      schema,
      config: config(z.object(archivePage), [Tag.reviewLists, Tag.categories, Tag.evaluations]),
    },
    async (request: FastifyRequest<{ Params: { year: string; month: string } }>, reply) => {
      const html = app.indexHtml;
      const raw = { year: toLatinDigits(request.params.year), month: toLatinDigits(request.params.month) };
      const digits = /^\d{1,4}$/.test(raw.year) && /^\d{1,2}$/.test(raw.month);
      const year = Number(raw.year);
      const month = Number(raw.month);
      if (!html || !digits || !isArchiveMonth(year, month, new Date())) {
        return app.sendPage(request, reply.status(404));
      }
      const path = archiveMonthPath(year, month);
      if (`${request.params.year}/${request.params.month}` !== `${year}/${month}`) {
        const query = request.url.indexOf('?');
        return reply.redirect(query < 0 ? path : path + request.url.slice(query), 301);
      }
      const name = JALALI_MONTHS[month - 1]!;
      const persianYear = toPersianDigits(String(year));
      const head: PageHead = {
        title: ARCHIVE_TEXT.monthTitle(name, persianYear),
        description: ARCHIVE_TEXT.monthDescription(name, persianYear),
        url: `${site.origin}${path}`,
        image: null,
        type: 'website',
      };
      return send(request, reply, withHead(html, head));
    },
  );

  // The trust pages: their own title and description in the HTML, for search engines and
  // link previews; the methodology shows the evaluations' definitions and weights, the about page its text
  const trustPages: [string, Omit<PageHead, 'url'>, string[]][] = [
    ['/methodology', METHODOLOGY_HEAD, [Tag.evaluations]],
    ['/about', ABOUT_HEAD, [sitePageTag('about')]],
  ];
  for (const [path, head, tags] of trustPages) {
    const withOwnHead = (html: string) => withHead(html, { ...head, url: `${site.origin}${path}` });
    app.get(path, { schema, config: config(none, tags) }, async (request, reply) => {
      const html = app.indexHtml;
      if (!html) return app.sendPage(request, reply);
      return send(request, reply, withOwnHead(html));
    });
  }
};

/** The archive's index: what it holds. */
export const ARCHIVE_HEAD: Omit<PageHead, 'url'> = {
  title: ARCHIVE_TEXT.title,
  description: ARCHIVE_TEXT.description,
  image: null,
  type: 'website',
};

/** Their heads say what the pages hold; the pages' own headings say the same (web: features/trust). */
export const METHODOLOGY_HEAD: Omit<PageHead, 'url'> = {
  title: 'روش‌شناسی',
  description:
    'راستی چگونه ادعاها را برای بررسی برمی‌گزیند، با چه منابعی می‌سنجد، هر ارزیابی چه معنایی دارد و جدول امتیاز رسانه‌ها چگونه حساب می‌شود.',
  image: null,
  type: 'website',
};
export const ABOUT_HEAD: Omit<PageHead, 'url'> = {
  title: 'درباره‌ی ما',
  description:
    'راستی را چه کسانی می‌گردانند، هزینه‌هایش از کجا می‌آید، چگونه با ما تماس بگیرید و از یک ارزیابی شکایت کنید.',
  image: null,
  type: 'website',
};
