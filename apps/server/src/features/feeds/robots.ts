import { PRIVATE_APP_ROUTES } from '@rasti/contract/app-routes';

/**
 * robots.txt: the API and every page that is not public (contract's PRIVATE_APP_ROUTES: signing in, the
 * signed-in users' and staff's pages) are kept out; the sitemap is named by its absolute address.
 * A page with a parameter ('/edit-subject/:id') is kept out by its prefix ('/edit-subject/').
 */
export function robotsTxt(opts: { site: { origin: string }; apiBase: string }): string {
  const disallowed = new Set([
    `${opts.apiBase.replace(/\/+$/, '')}/`,
    ...PRIVATE_APP_ROUTES.map((route) => route.replace(/:[^/]+.*$/, '')),
  ]);
  return [
    'User-agent: *',
    ...[...disallowed].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${opts.site.origin}/sitemap.xml`,
    '',
  ].join('\n');
}
