import { SITE_PAGE_KEYS, type SitePage, type SitePageBody, type SitePageKey } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { withAuditedEdit } from '../../lib/audit.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { cleanRichText } from '../../lib/html-cleaner.ts';
import { deleteImage, saveImage } from '../../lib/images.ts';
import { storeContentImages } from '../../lib/inline-images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Actor } from '../../plugins/auth.ts';
import { sitePagePolicy } from './site-pages.policy.ts';
import { presentSitePage } from './site-pages.presenter.ts';
import { findSitePage, upsertSitePage } from './site-pages.repository.ts';
import type { ExternalImagePolicy } from '../../lib/external-images.ts';

const INLINE_IMAGE = { folder: 'pages', maxWidth: 1200, smallWidth: 480, field: 'body' } as const;

/** Only the pages the site has ('about'); any other key is no page (404), not a bad request. */
export function sitePageKey(raw: string): SitePageKey {
  const key = (SITE_PAGE_KEYS as readonly string[]).find((k) => k === raw);
  if (!key) throw notFound();
  return key as SitePageKey;
}

/** The page's cleaned HTML and when it was last edited; a page never written is empty (updated_at null). */
export async function getSitePage(opts: { db: Db; key: string }): Promise<SitePage> {
  const key = sitePageKey(opts.key);
  return presentSitePage(opts.db, await findSitePage(opts.db, key));
}

/**
 * A super admin rewrites a page: the HTML is cleaned with the subjects' allow-list (lib/html.ts), its
 * inline data-URL images stored as files, and the write audited. Images stored for a save that then fails
 * are removed again.
 */
export async function saveSitePage(opts: {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  key: string;
  input: SitePageBody;
  /** how pictures the page names by address are fetched and stored (ADR 36) */
  external?: ExternalImagePolicy;
}): Promise<SitePage> {
  const { db, storage, actor } = opts;
  if (!sitePagePolicy.edit(actor)) throw forbidden();
  const key = sitePageKey(opts.key);
  const stored: string[] = [];
  try {
    const body = await storeContentImages(await cleanRichText(opts.input.body, 'body'), {
      field: 'body',
      external: opts.external,
      save: async (bytes) => {
        const image = await saveImage(storage, bytes, INLINE_IMAGE);
        stored.push(image);
        return storage.url(image);
      },
    });
    const row = await withAuditedEdit(db, {
      read: (tx) => findSitePage(tx, key),
      write: (tx) => upsertSitePage(tx, key, { body, updatedBy: actor.id }),
      entry: (before) => ({
        actorId: actor.id,
        action: 'site_page.edit',
        entity: 'site_page',
        entityId: null,
        details: { key, before_length: before?.body.length ?? 0, after_length: body.length },
      }),
    });
    return presentSitePage(db, row);
  } catch (err) {
    await Promise.all(stored.map((image) => deleteImage(storage, image)));
    throw err;
  }
}
