import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sitePages } from '../../db/schema/index.ts';

export type SitePageRow = { body: string; updatedAt: Date };

export async function findSitePage(db: Db, key: string): Promise<SitePageRow | null> {
  const [row] = await db
    .select({ body: sitePages.body, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .where(eq(sitePages.key, key));
  return row ?? null;
}

/** Writes the page (made on its first save) and answers it. */
export async function upsertSitePage(
  db: Db,
  key: string,
  values: { body: string; updatedBy: number },
): Promise<SitePageRow> {
  const now = new Date();
  const [row] = await db
    .insert(sitePages)
    .values({ key, body: values.body, updatedBy: values.updatedBy, updatedAt: now })
    .onConflictDoUpdate({
      target: sitePages.key,
      set: { body: values.body, updatedBy: values.updatedBy, updatedAt: now },
    })
    .returning({ body: sitePages.body, updatedAt: sitePages.updatedAt });
  return row!;
}
