import { MEDIA_MESSAGES, type Media, type MediaCreateBody, Status } from '@rasti/contract';
import { and, count, desc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outlets, sources, subjects } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { deleteImage, saveImage } from '../../lib/images.ts';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';
import { containsPattern, FOREIGN_KEY_VIOLATION, sqlState } from '../../lib/sql.ts';
import { outletSearchText } from './outlets.search-text.ts';

type OutletRow = typeof outlets.$inferSelect;

export const presentMedia = (row: OutletRow, rumorCount: number, storage: FileStorage): Media => ({
  id: row.id,
  name: row.name,
  english_name: row.englishName,
  link: row.link,
  logo: mediaUrl(storage, row.logo),
  origin: row.origin,
  rumor_count: rumorCount,
});

export interface MediaListQuery {
  search?: string;
  origin?: number;
  page: number;
  page_size: number;
}

/**
 * Outlets, newest first, with their rumour counts from one grouped count over the page's outlets.
 * Staff count every source (it decides whether an outlet may be deleted); the public directory counts
 * only published sources of published subjects, like the rumour table.
 */
export async function listMedia(
  db: Db,
  storage: FileStorage,
  q: MediaListQuery,
  audience: 'staff' | 'public',
): Promise<{ rows: Media[]; total: number }> {
  const pattern = containsPattern(q.search);
  const where = and(
    pattern ? like(outlets.searchText, pattern) : undefined,
    q.origin ? eq(outlets.origin, q.origin) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outlets)
      .where(where)
      .orderBy(desc(outlets.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(outlets).where(where),
  ]);
  const counts = await rumorCounts(
    db,
    rows.map((r) => r.id),
    audience,
  );
  return { rows: rows.map((r) => presentMedia(r, counts.get(r.id) ?? 0, storage)), total: total?.n ?? 0 };
}

async function rumorCounts(
  db: Db,
  outletIds: number[],
  audience: 'staff' | 'public',
): Promise<Map<number, number>> {
  if (outletIds.length === 0) return new Map();
  const grouped =
    audience === 'staff'
      ? await db
          .select({ outletId: sources.outletId, n: count() })
          .from(sources)
          .where(inArray(sources.outletId, outletIds))
          .groupBy(sources.outletId)
      : await db
          .select({ outletId: sources.outletId, n: count() })
          .from(sources)
          .innerJoin(subjects, eq(subjects.id, sources.subjectId))
          .where(
            and(
              inArray(sources.outletId, outletIds),
              eq(sources.status, Status.Published),
              eq(subjects.status, Status.Published),
            ),
          )
          .groupBy(sources.outletId);
  return new Map(grouped.map((g) => [g.outletId, g.n]));
}

async function loadOutlet(db: Db, id: number): Promise<OutletRow> {
  const [row] = await db.select().from(outlets).where(eq(outlets.id, id));
  if (!row) throw notFound();
  return row;
}

async function present(db: Db, storage: FileStorage, row: OutletRow): Promise<Media> {
  const counts = await rumorCounts(db, [row.id], 'staff');
  return presentMedia(row, counts.get(row.id) ?? 0, storage);
}

const LOGO = { folder: 'logos', maxWidth: 512, smallWidth: 128, field: 'logo' } as const;

export async function createMedia(
  db: Db,
  storage: FileStorage,
  opts: { actorId: number; body: MediaCreateBody; logo: Buffer },
): Promise<Media> {
  const logo = await saveImage(storage, opts.logo, LOGO);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(outlets)
        .values({
          name: opts.body.name,
          englishName: opts.body.english_name,
          link: opts.body.link,
          origin: opts.body.origin,
          logo,
          searchText: outletSearchText({
            name: opts.body.name,
            englishName: opts.body.english_name,
            origin: opts.body.origin,
          }),
          createdBy: opts.actorId,
          updatedBy: opts.actorId,
        })
        .returning();
      await recordAudit(tx, {
        actorId: opts.actorId,
        action: 'media.create',
        entity: 'media',
        entityId: inserted!.id,
      });
      return inserted!;
    });
    return presentMedia(row, 0, storage);
  } catch (err) {
    await deleteImage(storage, logo);
    throw err;
  }
}

/** A new logo replaces the old one (deleted once the change is saved); `removeLogo` clears it. */
export async function updateMedia(
  db: Db,
  storage: FileStorage,
  opts: { actorId: number; id: number; body: Partial<MediaCreateBody>; logo?: Buffer; removeLogo: boolean },
): Promise<Media> {
  const existing = await loadOutlet(db, opts.id);
  const logo = opts.logo ? await saveImage(storage, opts.logo, LOGO) : undefined;
  let row: OutletRow;
  try {
    const next = {
      name: opts.body.name ?? existing.name,
      englishName: opts.body.english_name ?? existing.englishName,
      origin: opts.body.origin ?? existing.origin,
    };
    row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(outlets)
        .set({
          ...next,
          link: opts.body.link ?? existing.link,
          logo: logo ?? (opts.removeLogo ? null : existing.logo),
          searchText: outletSearchText(next),
          updatedBy: opts.actorId,
          updatedAt: new Date(),
        })
        .where(eq(outlets.id, opts.id))
        .returning();
      await recordAudit(tx, {
        actorId: opts.actorId,
        action: 'media.update',
        entity: 'media',
        entityId: opts.id,
        details: { fields: [...Object.keys(opts.body), ...(logo || opts.removeLogo ? ['logo'] : [])] },
      });
      return updated!;
    });
  } catch (err) {
    if (logo) await deleteImage(storage, logo);
    throw err;
  }
  if ((logo || opts.removeLogo) && existing.logo) await deleteImage(storage, existing.logo);
  return present(db, storage, row);
}

const inUse = () => conflict(MEDIA_MESSAGES.inUse);

/** An outlet with sources is never deleted (server-rules section 5); its logo goes with it. */
export async function deleteMedia(
  db: Db,
  storage: FileStorage,
  opts: { actorId: number; id: number },
): Promise<void> {
  const existing = await loadOutlet(db, opts.id);
  const counts = await rumorCounts(db, [opts.id], 'staff');
  if ((counts.get(opts.id) ?? 0) > 0) throw inUse();
  try {
    await db.transaction(async (tx) => {
      await tx.delete(outlets).where(eq(outlets.id, opts.id));
      await recordAudit(tx, {
        actorId: opts.actorId,
        action: 'media.delete',
        entity: 'media',
        entityId: opts.id,
        details: { name: existing.name },
      });
    });
  } catch (err) {
    // a source added between the check and the delete: the foreign key refuses it
    if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw inUse();
    throw err;
  }
  await deleteImage(storage, existing.logo);
}
