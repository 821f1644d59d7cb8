// The service worker's caches and bounds (docs/decisions/0035). A change of what a cache holds changes
// its version: the worker that takes over removes every `rasti-` cache not named here.
const VERSION = 'v1';

export const PAGES_CACHE = `rasti-pages-${VERSION}`;
export const API_CACHE = `rasti-api-${VERSION}`;
export const ASSETS_CACHE = `rasti-assets-${VERSION}`;
export const IMAGES_CACHE = `rasti-images-${VERSION}`;
export const META_CACHE = `rasti-meta-${VERSION}`;
export const CACHE_NAMES: readonly string[] = [
  PAGES_CACHE,
  API_CACHE,
  ASSETS_CACHE,
  IMAGES_CACHE,
  META_CACHE,
];

/** On a kept page: when it was kept (ISO time), and its title (URI-encoded), for the banner and the list. */
export const KEPT_AT_HEADER = 'x-rasti-kept-at';
export const TITLE_HEADER = 'x-rasti-title';

const KB = 1024;
/**
 * What is kept at most: each cache's entries times its largest entry stay under 50 MB together
 * (200 × 100 KB pages, 100 × 80 KB answers, 100 × 80 KB pictures, 40 × 300 KB of the build's files
 * beyond the precached shell).
 */
export const LIMITS = {
  pages: { entries: 200, bytes: 100 * KB },
  api: { entries: 100, bytes: 80 * KB },
  images: { entries: 100, bytes: 80 * KB },
  assets: { entries: 40, bytes: 300 * KB },
  /** a kept copy older than this is dropped */
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;
