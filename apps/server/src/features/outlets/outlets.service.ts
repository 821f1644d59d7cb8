import {
  OUTLET_MESSAGES,
  type Outlet,
  type OutletCreateBody,
  type PublicOutletDetail,
} from '@rasti/contract';
import { jalaliMonthOf, jalaliMonthsEndingAt, shiftJalaliMonth } from '@rasti/contract/jalali-months';
import type { Db } from '../../db/client.ts';
import { withAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { deleteImage, saveImage } from '../../lib/images.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../lib/sql.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Actor } from '../../plugins/auth.ts';
import { presentOutlet, presentPublicOutlet } from './outlets.presenter.ts';
import {
  type Audience,
  countRumors,
  deleteOutletRow,
  findOutlet,
  insertOutlet,
  listOutletRows,
  type OutletListQuery,
  type OutletRow,
  readOutletRecord,
  readOutletSourcesPage,
  readRankTable,
  updateOutletRow,
} from './outlets.repository.ts';
import type { RankKeeper } from './outlets.ranks.ts';
import { outletSearchText } from './outlets.search-text.ts';

/** What every write of an outlet is called with (its logo is a file). */
interface OutletOptions {
  db: Db;
  storage: FileStorage;
  actor: Actor;
}

const LOGO = { folder: 'logos', maxWidth: 512, smallWidth: 128, field: 'logo' } as const;

const inUse = () => conflict(OUTLET_MESSAGES.inUse);

async function loadOutlet(db: Db, id: number): Promise<OutletRow> {
  const row = await findOutlet(db, id);
  if (!row) throw notFound();
  return row;
}

async function rumorCountOf(db: Db, id: number, audience: Audience): Promise<number> {
  return (await countRumors(db, [id], audience)).get(id) ?? 0;
}

/**
 * Outlets, newest first, with their rumour counts from one grouped count over the page's outlets.
 * Staff count every source (it decides whether an outlet may be deleted); the public directory counts
 * only published sources of published subjects, like the rumour table.
 */
export async function listOutlets(opts: {
  db: Db;
  storage: FileStorage;
  query: OutletListQuery;
  audience: Audience;
}): Promise<{ rows: Outlet[]; total: number }> {
  const { db, storage } = opts;
  const { rows, total } = await listOutletRows(db, opts.query);
  const counts = await countRumors(
    db,
    rows.map((r) => r.id),
    opts.audience,
  );
  return { rows: rows.map((r) => presentOutlet(r, counts.get(r.id) ?? 0, storage)), total };
}

/** How many months an outlet's record shows. */
export const RECORD_MONTHS = 24;

/**
 * One outlet for the public (its page /media/{id} and the directory): its score row, its last 24 Jalali
 * months by evaluation, its rank now and twelve months ago, and a page of its published sources. Every
 * number comes from the counters the triggers keep (`outlet_scores`, `outlet_months`), so the cost does
 * not grow with the outlet's sources; `now` is the server's clock (the months shown end with its month).
 * The ranks come from `ranks` (the app's kept tables, outlets.ranks.ts), else are read for this call.
 */
export async function getPublicOutlet(opts: {
  db: Db;
  storage: FileStorage;
  id: number;
  query: { page: number; page_size: number };
  now?: Date;
  ranks?: RankKeeper;
}): Promise<PublicOutletDetail> {
  const { db, id } = opts;
  const thisMonth = jalaliMonthOf(opts.now ?? new Date());
  const months = jalaliMonthsEndingAt(thisMonth, RECORD_MONTHS);
  const yearAgoMonth = shiftJalaliMonth(thisMonth, -12);
  const table = (upTo: number | null) => opts.ranks?.table(db, upTo) ?? readRankTable(db, upTo);
  const outlet = await readOutletRecord(db, id, months[0]!);
  if (!outlet) throw notFound();
  // the scores row's sum is the exact count of its published sources: the page is walked from its nearer end
  const counted = outlet.grouped.reduce((sum, g) => sum + g.n, 0);
  const [rows, now, yearAgo] = await Promise.all([
    readOutletSourcesPage(db, id, opts.query, counted),
    table(null),
    table(yearAgoMonth),
  ]);
  return presentPublicOutlet(outlet, rows, opts.storage, {
    months,
    rank: {
      now: now.places.get(id) ?? null,
      of: now.of,
      year_ago: yearAgo.places.get(id) ?? null,
      of_year_ago: yearAgo.of,
      year_ago_month: yearAgoMonth,
    },
  });
}

export async function createOutlet(
  opts: OutletOptions & { input: OutletCreateBody; logo: Buffer },
): Promise<Outlet> {
  const { storage, actor, input } = opts;
  const logo = await saveImage(storage, opts.logo, LOGO);
  try {
    const row = await withAudit(
      opts.db,
      (tx) =>
        insertOutlet(tx, {
          name: input.name,
          englishName: input.english_name,
          link: input.link,
          origin: input.origin,
          logo,
          searchText: outletSearchText({
            name: input.name,
            englishName: input.english_name,
            origin: input.origin,
          }),
          createdBy: actor.id,
          updatedBy: actor.id,
        }),
      (inserted) => ({ actorId: actor.id, action: 'media.create', entity: 'media', entityId: inserted.id }),
    );
    return presentOutlet(row, 0, storage);
  } catch (err) {
    await deleteImage(storage, logo);
    throw err;
  }
}

/** A new logo replaces the old one (deleted once the change is saved); `removeLogo` clears it. */
export async function updateOutlet(
  opts: OutletOptions & { id: number; input: Partial<OutletCreateBody>; logo?: Buffer; removeLogo: boolean },
): Promise<Outlet> {
  const { db, storage, actor, id, input } = opts;
  const existing = await loadOutlet(db, id);
  const logo = opts.logo ? await saveImage(storage, opts.logo, LOGO) : undefined;
  let row: OutletRow;
  try {
    const next = {
      name: input.name ?? existing.name,
      englishName: input.english_name ?? existing.englishName,
      origin: input.origin ?? existing.origin,
    };
    row = await withAudit(
      db,
      (tx) =>
        updateOutletRow(tx, id, {
          ...next,
          link: input.link ?? existing.link,
          logo: logo ?? (opts.removeLogo ? null : existing.logo),
          searchText: outletSearchText(next),
          updatedBy: actor.id,
          updatedAt: new Date(),
        }),
      () => ({
        actorId: actor.id,
        action: 'media.update',
        entity: 'media',
        entityId: id,
        details: { fields: [...Object.keys(input), ...(logo || opts.removeLogo ? ['logo'] : [])] },
      }),
    );
  } catch (err) {
    if (logo) await deleteImage(storage, logo);
    throw err;
  }
  if ((logo || opts.removeLogo) && existing.logo) await deleteImage(storage, existing.logo);
  return presentOutlet(row, await rumorCountOf(db, id, 'staff'), storage);
}

/** An outlet with sources is never deleted (server-rules section 5); its logo goes with it. */
export async function deleteOutlet(opts: OutletOptions & { id: number }): Promise<void> {
  const { db, actor, id } = opts;
  const existing = await loadOutlet(db, id);
  if ((await rumorCountOf(db, id, 'staff')) > 0) throw inUse();
  try {
    await withAudit(
      db,
      (tx) => deleteOutletRow(tx, id),
      () => ({
        actorId: actor.id,
        action: 'media.delete',
        entity: 'media',
        entityId: id,
        details: { name: existing.name },
      }),
    );
  } catch (err) {
    // a source added between the check and the delete: the foreign key refuses it
    if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw inUse();
    throw err;
  }
  await deleteImage(opts.storage, existing.logo);
}
