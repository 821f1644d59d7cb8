import type { SitePage } from '@rasti/contract';
import { cleanHtml } from '../../lib/html.ts';
import type { SitePageRow } from './site-pages.repository.ts';

/** The page as everyone reads it: cleaned again on the way out (server-rules section 5), never as stored. */
export const presentSitePage = (row: SitePageRow | null): SitePage => ({
  body: row ? cleanHtml(row.body) : '',
  updated_at: row ? row.updatedAt.toISOString() : null,
});
