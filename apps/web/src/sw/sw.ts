/// <reference lib="webworker" />
// The service worker (docs/decisions/0035): keeps the app's shell and the public pages and answers a reader
// opened, so they open again without a network; never keeps anything of a signed-in session.
import { APP_ROUTES, PRIVATE_APP_ROUTES } from '@rasti/contract/app-routes';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  API_CACHE,
  ASSETS_CACHE,
  CACHE_NAMES,
  IMAGES_CACHE,
  KEPT_AT_HEADER,
  LIMITS,
  META_CACHE,
  PAGES_CACHE,
  TITLE_HEADER,
} from './names';
import { bannerText, keptListHtml, withBanner } from './offline-html';

declare const self: ServiceWorkerGlobalScope;

const API = '/api';
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

// The app's stylesheet (its fonts among it), for the offline page this worker makes
const stylesheet = manifest
  .map((entry) => (typeof entry === 'string' ? entry : entry.url))
  .find((url) => /^\/?assets\/style-[^/]*\.css$/.test(url));

// ---- what may be kept ----

const PUBLIC_PAGES = APP_ROUTES.filter((route) => !PRIVATE_APP_ROUTES.includes(route)).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`),
);
/** A public page of the app (not signing in, not a staff or profile screen). */
const isPublicPage = (path: string) => PUBLIC_PAGES.some((re) => re.test(path));

/** Public API answers a page reads; the ask form's calls (a reader's own question) are never kept. */
const isPublicApi = (path: string) =>
  path.startsWith(`${API}/public/`) && !path.startsWith(`${API}/public/public-user-question/`);

/** Anything asked with a session's token is never kept, whatever its address. */
const anonymous = (request: Request) => !request.headers.has('authorization');

/** The server's word: an answer marked private or no-store is never kept. */
function shareable(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  const control = response.headers.get('cache-control') ?? '';
  return !/\b(private|no-store)\b/i.test(control);
}

/** Refuses an answer the server marked private/no-store, and one larger than `maxBytes`. */
const keepOnly = (maxBytes: number) => ({
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (!shareable(response)) return null;
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    if (Number.isFinite(length) && length > maxBytes) return null;
    if ((await response.clone().blob()).size > maxBytes) return null;
    return response;
  },
});

// ---- pages ----

const pageExpiration = new CacheExpiration(PAGES_CACHE, {
  maxEntries: LIMITS.pages.entries,
  maxAgeSeconds: LIMITS.maxAgeSeconds,
});

/** A page key: its address without the fragment (the query is part of it: a list's page 2 is its own). */
const pageKey = (url: URL) => `${url.origin}${url.pathname}${url.search}`;

/** Keeps a page as it came, with when and its title, for the banner and the offline list. */
async function keepPage(url: URL, response: Response): Promise<void> {
  // a page gone from the site (unpublished, removed) is not shown from the device either
  if (response.status === 404 || response.status === 410) {
    await (await caches.open(PAGES_CACHE)).delete(pageKey(url));
    return;
  }
  if (!shareable(response) || !(response.headers.get('content-type') ?? '').includes('text/html')) return;
  const html = await response.text();
  if (new Blob([html]).size > LIMITS.pages.bytes) return;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set(KEPT_AT_HEADER, new Date().toISOString());
  // the page's own title, without the site's name every title ends with
  const title = /<title[^>]*>([^<]*)<\/title>/i
    .exec(html)?.[1]
    ?.replace(/\s*\|\s*راستی\s*$/, '')
    .trim();
  if (title) headers.set(TITLE_HEADER, encodeURIComponent(title));
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(pageKey(url), new Response(html, { status: 200, headers }));
  await pageExpiration.updateTimestamp(pageKey(url));
  await pageExpiration.expireEntries();
}

async function keptPage(url: URL): Promise<Response | null> {
  const cache = await caches.open(PAGES_CACHE);
  const kept = await cache.match(pageKey(url));
  if (!kept) return null;
  const at = kept.headers.get(KEPT_AT_HEADER);
  return withBanner(kept, bannerText(at ? new Date(at) : null));
}

/** The offline page (precached), listing the pages this device keeps. */
async function offlinePage(): Promise<Response> {
  const template = await caches.match('/offline.html', { ignoreSearch: true });
  const cache = await caches.open(PAGES_CACHE);
  const kept = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const response = await cache.match(request);
      const title = response?.headers.get(TITLE_HEADER);
      const at = response?.headers.get(KEPT_AT_HEADER);
      return {
        url: new URL(request.url).pathname + new URL(request.url).search,
        title: title ? decodeURIComponent(title) : new URL(request.url).pathname,
        at: at ? new Date(at) : null,
      };
    }),
  );
  kept.sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
  const html = keptListHtml(template ? await template.text() : '', kept, stylesheet);
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** How long a page waits for the network before the kept copy is shown (the network answer is still kept). */
const NETWORK_WAIT_MS = 8000;

/**
 * A public page: the network's answer when it comes in time (and it is kept); the kept copy with its banner
 * when the network fails or is slow; the offline page when nothing is kept.
 */
async function publicPage(event: FetchEvent, url: URL): Promise<Response> {
  const fromNetwork = fetch(event.request).then(async (response) => {
    await keepPage(url, response.clone()).catch(() => undefined);
    return response;
  });
  event.waitUntil(fromNetwork.then(() => undefined).catch(() => undefined));
  const slow = new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), NETWORK_WAIT_MS));
  try {
    const first = await Promise.race([fromNetwork, slow]);
    if (first !== 'slow') return first;
    return (await keptPage(url)) ?? (await fromNetwork);
  } catch {
    return (await keptPage(url)) ?? offlinePage();
  }
}

/** A page never kept (sign-in, staff screens): the network only; offline, the offline page. */
async function networkOnly(event: FetchEvent): Promise<Response> {
  try {
    return await fetch(event.request);
  } catch {
    return offlinePage();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(isPublicPage(url.pathname) ? publicPage(event, url) : networkOnly(event));
});

// ---- answers, assets and pictures ----

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && anonymous(request) && isPublicApi(url.pathname),
  new StaleWhileRevalidate({
    cacheName: API_CACHE,
    plugins: [
      keepOnly(LIMITS.api.bytes),
      new ExpirationPlugin({
        maxEntries: LIMITS.api.entries,
        maxAgeSeconds: LIMITS.maxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// the build's files never change under one name: an old page's files stay after a new deployment
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      keepOnly(LIMITS.assets.bytes),
      new ExpirationPlugin({ maxEntries: LIMITS.assets.entries, purgeOnQuotaError: true }),
    ],
  }),
);

// pictures of public pages, only small ones (a large picture would push many pages out)
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    anonymous(request) &&
    request.destination === 'image' &&
    (url.pathname.startsWith('/media/') || url.pathname.startsWith('/images/')),
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [
      keepOnly(LIMITS.images.bytes),
      new ExpirationPlugin({
        maxEntries: LIMITS.images.entries,
        maxAgeSeconds: LIMITS.maxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// ---- the newest reports, fetched after a visit ----

const WARM_EVERY_MS = 24 * 60 * 60 * 1000;
const WARM_STAMP = '/__rasti/warmed';
const WARM_COUNT = 30;

/** Fetches the newest reports' pages into the kept pages, at most once a day, one at a time. */
async function warm(): Promise<void> {
  const meta = await caches.open(META_CACHE);
  const stamp = await meta.match(WARM_STAMP);
  const last = Number((await stamp?.text()) ?? 0);
  if (Date.now() - last < WARM_EVERY_MS) return;
  await meta.put(WARM_STAMP, new Response(String(Date.now())));
  const list = await fetch(`${API}/public/public-news-review/?page_size=${WARM_COUNT}`, {
    credentials: 'omit',
  });
  if (!list.ok) return;
  const reviews = (await list.json()) as { id: number }[];
  for (const { id } of reviews.slice(0, WARM_COUNT)) {
    const url = new URL(`/report/${id}`, self.location.origin);
    const cache = await caches.open(PAGES_CACHE);
    if (await cache.match(pageKey(url))) continue;
    // without cookies: the page as every visitor gets it, never a session's
    const response = await fetch(url, { credentials: 'omit' }).catch(() => null);
    if (response) await keepPage(url, response);
  }
}

/**
 * The page that asked, kept if it is public and not kept yet: the first page of a first visit loaded
 * before this worker existed.
 */
async function keepSender(source: Client | ServiceWorker | MessagePort | null): Promise<void> {
  if (!source || !('url' in source)) return;
  const url = new URL(source.url);
  if (url.origin !== self.location.origin || !isPublicPage(url.pathname)) return;
  const cache = await caches.open(PAGES_CACHE);
  if (await cache.match(pageKey(url))) return;
  const response = await fetch(url, { credentials: 'omit' }).catch(() => null);
  if (response) await keepPage(url, response);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'warm') {
    event.waitUntil(
      keepSender(event.source)
        .then(warm)
        .catch(() => undefined),
    );
  }
});

// ---- versions ----

// A new version waits until no page of the old one is open (no skipWaiting: an open page keeps the
// worker and the files it started with). When it takes over, caches of an older layout are removed.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('rasti-') && !CACHE_NAMES.includes(name)) await caches.delete(name);
      }
      // the pages open when the first worker arrives are its own at once (none had a worker before)
      await self.clients.claim();
    })(),
  );
});
