// The web app's page addresses (spec section 2), in one zod-free list: the server answers any other page
// address with 404, and a web test keeps the router's table equal to it. ':name' is one path segment.

export const APP_ROUTES = [
  '/',
  '/login',
  '/loading',
  '/news-subjects',
  '/news-subject-page/:id',
  '/report/:id',
  '/news-reports',
  '/corrections',
  '/facuality-list',
  '/facuality/:id',
  '/media',
  '/ask-me',
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
] as const;

const MATCHERS = APP_ROUTES.map((pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`));

/** Whether a path (no query) is one of the app's pages; a trailing slash and doubled slashes are read as the router reads them. */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  return MATCHERS.some((m) => m.test(path));
}
