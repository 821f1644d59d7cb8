import type { SitePage } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { storedHtml } from '../../lib/stored-html.ts';
import type { SitePageRow } from './site-pages.repository.ts';

/** The page as everyone reads it: its HTML was cleaned when written (lib/stored-html.ts). */
export const presentSitePage = (db: Db, row: SitePageRow | null): SitePage => ({
  body: row ? storedHtml(db, row.body) : '',
  updated_at: row ? row.updatedAt.toISOString() : null,
});
