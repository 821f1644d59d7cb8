// The web app's page addresses (spec section 2), in one zod-free list: the server answers any other page
// address with 404, and a web test keeps the router's table equal to it. ':name' is one path segment.

/** The pages of a signed-in user or of staff. */
const SIGNED_IN_ROUTES = [
  '/profile',
  '/edit-profile',
  '/add-subject',
  '/edit-subject/:id',
  '/add-source',
  '/manage-user-request/:id',
  '/manage-media',
  '/manage-categories',
  '/add-report',
  '/edit-report/:id',
  '/manage-users',
  '/manage-evaluations',
  '/tipline-settings',
  '/my-work',
  '/dashboard',
] as const;

export const APP_ROUTES = [
  '/',
  '/login',
  '/loading',
  '/news-subjects',
  '/news-subject-page/:id',
  '/report/:id',
  '/news-reports',
  '/corrections',
  '/archive',
  '/archive/:year/:month',
  '/facuality-list',
  '/facuality/:id',
  '/media',
  '/media/:id',
  '/ask-me',
  ...SIGNED_IN_ROUTES,
  '/methodology',
  '/about',
  '/offline/verify',
] as const;

export type AppRoute = (typeof APP_ROUTES)[number];

/**
 * The pages search engines are kept out of (robots.txt): signing in, and the pages of a signed-in user or
 * of staff. Every other page of APP_ROUTES is public and may be indexed.
 */
export const PRIVATE_APP_ROUTES: readonly AppRoute[] = ['/login', '/loading', ...SIGNED_IN_ROUTES];

const MATCHERS = APP_ROUTES.map((pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`));

/** Whether a path (no query) is one of the app's pages; a trailing slash and doubled slashes are read as the router reads them. */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  return MATCHERS.some((m) => m.test(path));
}
