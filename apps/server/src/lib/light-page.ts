import { cspHash } from './csp-hash.ts';

/**
 * The light page on a slow connection (the browser's data saver, or a 2G connection it reports): `data-light`
 * on <html>, as the server marks a request with Save-Data: on, so the stylesheet leaves out the pictures below
 * the fold and the right column's and they are never asked for. It has to be decided before the page is first
 * laid out, when the lazy pictures in view are asked for: /boot.js, deferred, ran once the whole page had been
 * parsed, sometimes after that, and the right column's pictures were then downloaded all the same. So it is
 * a few statements inline, first in the head (before the stylesheet, which would hold a script back until
 * it arrived), allowed by its hash in the CSP: no request of its own and nothing else inline.
 */
export const LIGHT_PAGE_SCRIPT =
  "(function(){var c=navigator.connection;if(c&&(c.saveData||/(^|-)2g$/.test(c.effectiveType||'')))document.documentElement.dataset.light=''})()";

/** The CSP's `script-src` source for it. */
export const LIGHT_PAGE_SCRIPT_SOURCE = cspHash(LIGHT_PAGE_SCRIPT);

const CHARSET = /<meta charset="?[\w-]+"?\s*\/?>/i;
const HEAD = /<head\b[^>]*>/i;

/** The built index.html with the script first in its head (after the charset, which must come first). */
export function withLightPageScript(indexHtml: string): string {
  const at = CHARSET.exec(indexHtml) ?? HEAD.exec(indexHtml);
  if (!at) return indexHtml;
  const end = at.index + at[0].length;
  return `${indexHtml.slice(0, end)}<script>${LIGHT_PAGE_SCRIPT}</script>${indexHtml.slice(end)}`;
}
