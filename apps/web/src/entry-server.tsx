// The server's way into the app: renders a public page to HTML for a visitor without a session, with the
// data its queries need and the styles its elements use, so the page reads before any script has run.
// The browser then takes the same page over (hydrateRoot in main.tsx) instead of drawing it again.
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { jsonForScript } from '@rasti/contract/json-for-script';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { App } from './app/App';
import { EMOTION_KEY } from './app/providers/rtl-cache';
import { setApiTransport } from './lib/api/client';
import { createQueryClient } from './lib/query-client';
import { SSR_STATE_ID, type SsrState } from './ssr-state';

/** Every visitor's right column (lazy in MainLayout). */
const RIGHT_COLUMN = 'src/features/home/components/RightColumn.tsx';

/**
 * The pages every visitor sees the same way, each with the source modules of its lazy chunks (for
 * modulepreload links); anything else (staff screens, sign-in) is drawn by the browser.
 */
const PUBLIC_PAGES: { path: RegExp; modules: string[] }[] = [
  { path: /^\/$/, modules: ['src/features/home/pages/HomePage.tsx'] },
  { path: /^\/news-subjects\/?$/, modules: ['src/features/subjects/pages/TrendingSubjectsPage.tsx'] },
  { path: /^\/news-subject-page\/\d{1,10}\/?$/, modules: ['src/features/subjects/pages/SubjectPage.tsx'] },
  { path: /^\/report\/\d{1,10}\/?$/, modules: ['src/features/reviews/pages/ReportPage.tsx'] },
  { path: /^\/news-reports\/?$/, modules: ['src/features/reviews/pages/ReviewsListPage.tsx'] },
  { path: /^\/facuality-list\/?$/, modules: ['src/features/faculty/pages/FacultyListPage.tsx'] },
  { path: /^\/facuality\/\d{1,10}\/?$/, modules: ['src/features/faculty/pages/FacultyMemberPage.tsx'] },
  { path: /^\/media\/?$/, modules: ['src/features/media/pages/OutletsDirectoryPage.tsx'] },
  { path: /^\/ask-me\/?$/, modules: ['src/features/questions/pages/AskPage.tsx'] },
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
  /** <style> tags for the head: exactly the rules the markup uses */
  styles: string;
  /** a <script type="application/json"> data block with the queries' answers (never executed) */
  state: string;
}

/** At most this many rounds of render-then-fetch, for queries that start only once another one answered. */
const DATA_ROUNDS = 3;

/** Style rules kept for the next pages before the cache starts afresh (data-driven colours add a few). */
const STYLE_CACHE_LIMIT = 4000;

/**
 * One style cache for every page: a rule is compiled (stylis, the RTL flip) once per process, not once
 * per page; each page's <style> tags still hold only the rules its markup uses.
 */
let styleCache = createCache({ key: EMOTION_KEY, stylisPlugins: [prefixer, rtlPlugin] });
let styleServer = createEmotionServer(styleCache);

function styleCacheNow() {
  if (Object.keys(styleCache.inserted).length > STYLE_CACHE_LIMIT) {
    styleCache = createCache({ key: EMOTION_KEY, stylisPlugins: [prefixer, rtlPlugin] });
    styleServer = createEmotionServer(styleCache);
  }
  return { cache: styleCache, server: styleServer };
}

/** The API calls go to the server's own handler (in-process), never over the network. */
export function configureServerRendering(options: { fetch: typeof fetch }): void {
  setApiTransport(options.fetch);
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

async function renderOnce(url: string, client: QueryClient, cache: EmotionCache, signal: AbortSignal) {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App queryClient={client} emotionCache={cache} />
      </StaticRouter>
    </StrictMode>,
    // every boundary written in place: no inline scripts to move parts later (the CSP allows none)
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return html;
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
  const pathname = new URL(url, 'http://rasti.local').pathname;
  if (!rendersOnServer(pathname)) return null;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 3000);
  const client = createQueryClient({ server: true });
  const styles = styleCacheNow();
  let html = await renderOnce(url, client, styles.cache, signal);
  for (let round = 1; round < DATA_ROUNDS; round++) {
    const queries = waiting(client);
    if (queries.length === 0) break;
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    client.removeQueries({ predicate: (query) => query.state.status !== 'success' });
    html = await renderOnce(url, client, styles.cache, signal);
  }
  const state: SsrState = { queries: dehydrate(client) };
  client.clear();
  return {
    html,
    // the rules of the last render's markup only (the cache also holds the earlier rounds' and pages')
    styles: styles.server.constructStyleTagsFromChunks(styles.server.extractCriticalToChunks(html)),
    state: `<script type="application/json" id="${SSR_STATE_ID}">${jsonForScript(state)}</script>`,
  };
}
