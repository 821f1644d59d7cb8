// The server's way into the app: renders a public page to HTML for a visitor without a session, with the
// data its queries need and the styles its elements use, so the page reads before any script has run.
// The browser then takes the same page over (hydrateRoot in main.tsx) instead of drawing it again.
import type { EmotionCache } from '@emotion/cache';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { DrawnColumn, RIGHT_COLUMN_ATTRIBUTES } from './app/layout/drawn-column';
import { homeKeys, homeQueryOptions, rightColumnQueryOptions } from './features/home/api';
import { outletQuery, sourcesPageParam } from './features/outlets/api';
import { publicReviewQueryOptions } from './features/reviews/api';
import { subjectQueryOptions } from './features/subjects/api';
import { aboutQuery, publicEvaluationsQuery } from './features/trust/api';
import { setApiTransport } from './lib/api/client';
import { createQueryClient } from './lib/query-client';
import {
  allStyles,
  newStyleCache,
  pageStyleTags,
  serverStyleCache,
  setSharedStyles,
} from './lib/ssr/server-styles';
import { SAMPLE_HOME, SAMPLE_OUTLET, SAMPLE_REVIEW, SAMPLE_SUBJECT } from './lib/ssr/style-sample';
import { encodeSsrState, SSR_STATE_ID, SsrFields } from './ssr-state';

/** Every visitor's right column (lazy in MainLayout). */
const RIGHT_COLUMN = 'src/features/home/components/RightColumn.tsx';

/**
 * The pages every visitor sees the same way, each with the source modules of its lazy chunks (for
 * modulepreload links) and the data it is known to show (`data`, by the id in its path), asked for before
 * the first render so the page is drawn once; anything it asks for beyond that is found by the render
 * rounds. Anything else (staff screens, sign-in) is drawn by the browser.
 */
const PUBLIC_PAGES: {
  path: RegExp;
  modules: string[];
  /** the page's own data, by the id in its path (and its query, for a page of a list inside it) */
  data?: (client: QueryClient, id: number, search: URLSearchParams) => unknown;
}[] = [
  {
    path: /^\/$/,
    modules: ['src/features/home/pages/HomePage.tsx'],
    data: (client) => client.prefetchQuery(homeQueryOptions()),
  },
  { path: /^\/news-subjects\/?$/, modules: ['src/features/subjects/pages/TrendingSubjectsPage.tsx'] },
  {
    path: /^\/news-subject-page\/(\d{1,10})\/?$/,
    modules: ['src/features/subjects/pages/SubjectPage.tsx'],
    data: (client, id) => client.prefetchQuery(subjectQueryOptions(id, 'public')),
  },
  {
    path: /^\/report\/(\d{1,10})\/?$/,
    modules: ['src/features/reviews/pages/ReportPage.tsx'],
    data: (client, id) => client.prefetchQuery(publicReviewQueryOptions(id)),
  },
  { path: /^\/news-reports\/?$/, modules: ['src/features/reviews/pages/ReviewsListPage.tsx'] },
  { path: /^\/corrections\/?$/, modules: ['src/features/corrections/pages/CorrectionsPage.tsx'] },
  { path: /^\/archive\/?$/, modules: ['src/features/archive/pages/ArchiveIndexPage.tsx'] },
  {
    path: /^\/archive\/\d{1,4}\/\d{1,2}\/?$/,
    modules: ['src/features/archive/pages/ArchiveMonthPage.tsx'],
  },
  { path: /^\/facuality-list\/?$/, modules: ['src/features/faculty/pages/FacultyListPage.tsx'] },
  { path: /^\/facuality\/\d{1,10}\/?$/, modules: ['src/features/faculty/pages/FacultyMemberPage.tsx'] },
  { path: /^\/media\/?$/, modules: ['src/features/outlets/pages/OutletsDirectoryPage.tsx'] },
  {
    path: /^\/media\/(\d{1,10})\/?$/,
    modules: ['src/features/outlets/pages/OutletPage.tsx'],
    data: (client, id, search) => client.prefetchQuery(outletQuery(id, sourcesPageParam(search.get('page')))),
  },
  { path: /^\/ask-me\/?$/, modules: ['src/features/questions/pages/AskPage.tsx'] },
  {
    path: /^\/methodology\/?$/,
    modules: ['src/features/trust/pages/MethodologyPage.tsx'],
    data: (client) => client.prefetchQuery(publicEvaluationsQuery()),
  },
  {
    path: /^\/about\/?$/,
    modules: ['src/features/trust/pages/AboutPage.tsx'],
    data: (client) => client.prefetchQuery(aboutQuery()),
  },
];

const publicPage = (pathname: string) => PUBLIC_PAGES.find((page) => page.path.test(pathname));

export const rendersOnServer = (pathname: string): boolean => publicPage(pathname) !== undefined;

/** The source modules (Vite manifest keys) of the lazy chunks a public page shows at once. */
export const pageModules = (pathname: string): string[] => {
  const page = publicPage(pathname);
  return page ? [...page.modules, RIGHT_COLUMN] : [];
};

export interface RenderedPage {
  /** the app's markup, for inside <div id="root"> */
  html: string;
  /** <style> tags for the head: the rules the markup uses that the shared stylesheet lacks */
  styles: string;
  /** a <script type="application/json"> data block with the queries' answers (never executed) */
  state: string;
}

const columnHash = JSON.stringify(homeKeys.column);

/** At most this many rounds of render-then-fetch, for queries that start only once another one answered. */
const DATA_ROUNDS = 3;

/**
 * The API calls go to the server's own handler (in-process), never over the network; the pages leave out
 * the rules of the shared stylesheet (`sharedStyles`, its ids as renderSharedStyles gave them).
 */
export function configureServerRendering(options: { fetch: typeof fetch; sharedStyles?: string[] }): void {
  setApiTransport(options.fetch);
  setSharedStyles(options.sharedStyles ?? []);
}

/** A page of each kind, drawn without data at build time for the shared stylesheet. */
const STYLESHEET_SAMPLES = [
  '/',
  '/news-subjects',
  '/news-subject-page/1',
  '/report/1',
  '/news-reports',
  '/facuality-list',
  '/corrections',
  '/archive',
  '/archive/1403/1',
  '/facuality/1',
  '/media',
  '/media/1',
  '/ask-me',
  '/methodology',
  '/about',
];

/**
 * The rules every page shares, for one cached stylesheet file (written by the build): the public pages
 * drawn as they are before their data comes (the theme's global rules, the frame, the loading states), and
 * again with sample answers (the right column's, the home page's, a report's, a subject's and an outlet's
 * views of data).
 * Deterministic for a build, so every server process links the same file.
 */
export async function renderSharedStyles(): Promise<{ ids: string[]; css: string }> {
  const styles = newStyleCache();
  const client = createQueryClient({ server: true });
  for (const withData of [false, true]) {
    for (const url of STYLESHEET_SAMPLES) {
      if (withData) {
        client.setQueryData(homeQueryOptions().queryKey, SAMPLE_HOME);
        client.setQueryData(publicReviewQueryOptions(1).queryKey, SAMPLE_REVIEW);
        client.setQueryData(subjectQueryOptions(1, 'public').queryKey, SAMPLE_SUBJECT);
        client.setQueryData(outletQuery(1, 1).queryKey, SAMPLE_OUTLET);
      }
      await renderOnce(url, client, styles, AbortSignal.timeout(10_000));
      client.clear();
    }
  }
  return allStyles(styles);
}

const enabledNow = (query: Query): boolean => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Queries the last render asked for that have no answer yet (and may run for a visitor). */
const waiting = (client: QueryClient): Query[] =>
  client
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabledNow(query),
    );

/** A boundary React could not finish synchronously: the browser would have to draw it (`<!--$!-->`). */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The page's markup. `fields`: filled with the rich HTML the page shows, by its element's id (SsrFields).
 * Drawn synchronously to a string first: once a kind of page has been drawn, its lazy chunks are loaded and
 * nothing suspends, so the page is whole without a stream, its bytes encoded and its chunks decoded again.
 * A page that still waits for a chunk (its kind's first render) is drawn again by the static renderer, which
 * waits for it.
 */
async function renderOnce(
  url: string,
  client: QueryClient,
  cache: EmotionCache,
  signal: AbortSignal,
  fields = new Map<string, string>(),
  column?: string,
) {
  const app = (
    <StrictMode>
      <SsrFields.Provider value={fields}>
        <DrawnColumn.Provider value={column}>
          <StaticRouter location={url}>
            <App queryClient={client} emotionCache={cache} />
          </StaticRouter>
        </DrawnColumn.Provider>
      </SsrFields.Provider>
    </StrictMode>
  );
  try {
    const html = renderToString(app);
    if (!html.includes(CLIENT_RENDERED)) return html;
  } catch {
    // a component suspended outside any boundary: the static renderer waits for it
  }
  fields.clear();
  const { prelude } = await prerenderToNodeStream(
    app,
    // every boundary written in place: no inline scripts to move parts later (the CSP allows none)
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return html;
}

/**
 * The right column as the last render that drew it wrote it (DrawnColumn): its inner markup, for the
 * column data it showed (as JSON) and the style cache whose rules its class names refer to.
 */
let drawnColumn: { data: string; styles: EmotionCache; html: string } | undefined;

/** The JSON of a frozen column's data (the same for every page of a kept home answer), written once. */
const columnKeys = new WeakMap<object, string>();
const columnKeyOf = (data: unknown): string => {
  if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return JSON.stringify(data);
  let key = columnKeys.get(data);
  if (key === undefined) {
    key = JSON.stringify(data);
    columnKeys.set(data, key);
  }
  return key;
};

const COLUMN_START = `<aside aria-label="${RIGHT_COLUMN_ATTRIBUTES['aria-label']}" data-testid="${RIGHT_COLUMN_ATTRIBUTES['data-testid']}"`;

/**
 * The inner markup of the right column in a page's markup, or undefined when it is not there whole (a
 * boundary the browser would finish: `<!--$!-->`, or one still waiting: `<!--$?-->`) or not to be kept.
 */
export function columnMarkup(html: string): string | undefined {
  const at = html.indexOf(COLUMN_START);
  if (at < 0) return undefined;
  const start = html.indexOf('>', at) + 1;
  const end = html.indexOf('</aside>', start);
  const inner = end < 0 ? undefined : html.slice(start, end);
  // nor when it holds a picture React would preload (an <img> not lazy): written as kept markup, it would
  // lose that preload link, which React writes at the page's start
  const preloaded = inner?.split('<img ').some((tag, at) => at > 0 && !/^[^>]*loading="lazy"/.test(tag));
  return inner === undefined || preloaded || inner.includes('<!--$!-->') || inner.includes('<!--$?-->')
    ? undefined
    : inner;
}

/** Forgets the right column's kept markup (tests: a page drawn whole). */
export function forgetDrawnColumn(): void {
  drawnColumn = undefined;
}

/**
 * Renders `url` (path and query) as a visitor sees it, or null when the page is not one for the server.
 * Each round renders, then fetches what the render asked for; the last render has every answer there was.
 * A failed call is left out: the browser shows its own loading state for it and asks again.
 */
export async function renderPage(
  url: string,
  options: { timeoutMs?: number } = {},
): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://rasti.local');
  const pathname = address.pathname;
  if (!rendersOnServer(pathname)) return null;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 3000);
  const client = createQueryClient({ server: true });
  const styles = serverStyleCache();
  // every visitor's right column shows its part of the home answer (the home page the whole answer, which
  // the column then takes its part from); a page's own data by its id
  const page = publicPage(pathname);
  const id = Number(page?.path.exec(pathname)?.[1]);
  const isHome = pathname === '/';
  await Promise.all([
    isHome ? undefined : client.prefetchQuery(rightColumnQueryOptions(client)),
    page?.data?.(client, id, address.searchParams),
  ]);
  client.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  // the column every page but the home page shows, as drawn before for the same data: written, not drawn
  const columnData = isHome ? undefined : client.getQueryData(homeKeys.column);
  const columnKey = columnData === undefined ? undefined : columnKeyOf(columnData);
  const column =
    columnKey !== undefined && drawnColumn?.data === columnKey && drawnColumn.styles === styles
      ? drawnColumn.html
      : undefined;
  let fields = new Map<string, string>();
  let html = await renderOnce(url, client, styles, signal, fields, column);
  for (let round = 1; round < DATA_ROUNDS; round++) {
    const queries = waiting(client);
    if (queries.length === 0) break;
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    client.removeQueries({ predicate: (query) => query.state.status !== 'success' });
    fields = new Map();
    html = await renderOnce(url, client, styles, signal, fields, column);
  }
  if (column === undefined && columnKey !== undefined) {
    const drawn = columnMarkup(html);
    if (drawn !== undefined) drawnColumn = { data: columnKey, styles, html: drawn };
  }
  // where the whole home answer is in the block, the column's part of it is not written again: the
  // browser's column takes it from the home answer as the server's did
  const hasHome = client.getQueryData(homeKeys.all) !== undefined;
  const answered = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && !(hasHome && query.queryHash === columnHash));
  // the rich HTML the page shows is read back from its elements by the browser, not written twice
  const state = encodeSsrState(answered, fields);
  client.clear();
  return {
    html,
    // the rules of the last render's markup only (the cache also holds the earlier rounds' and pages')
    styles: pageStyleTags(styles, html),
    state: `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>`,
  };
}
