import { createHmac } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Db } from '../db/client.ts';
import { reviews, subjects, viewMarks } from '../db/schema/index.ts';
import { notFound } from './errors.ts';
import { rowsOf } from './sql.ts';
import type { ItemKind } from './publishing.ts';

/**
 * Who is reading, as a keyed hash: the user when the request carries a valid access token, otherwise the
 * client address alone (a new User-Agent on each request is not a new reader). Null when the read must not
 * count: the server's own rendering, a crawler (a known bot user agent) or a client that names no browser.
 */
export async function readerOf(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  if (app.isRenderCall(request)) return null;
  const agent = request.headers['user-agent'] ?? '';
  if (!agent || isbot(agent)) return null;
  let who = `a:${request.ip}`;
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    // only the signature and expiry are read here: a view is not worth a database lookup of the session
    const claims = await app.tokens.verify(header.slice('Bearer '.length), 'access').catch(() => null);
    if (claims) who = `u:${claims.user_id}`;
  }
  return createHmac('sha256', app.config.hashKey).update(`view:${who}`).digest('hex');
}

const today = sql`(now() at time zone 'utc')::date`;

/**
 * Items one reader may count a view of in a day: past it their reads count nothing and add no mark, so one
 * address adds at most this many rows a day, whatever it asks for (ADR 6).
 */
export const VIEWS_PER_READER_PER_DAY = 200;
const PRUNE_EVERY_MS = 3_600_000;
let nextPrune = 0;

/** Marks of earlier days decide nothing any more. */
export async function pruneViewMarks(db: Db): Promise<void> {
  await db.delete(viewMarks).where(lt(viewMarks.day, today));
}

/**
 * Marks one reader's view of one item today; true only for the first of the day, which is the one that
 * counts. Each process prunes the old marks at most once an hour.
 */
export async function firstViewToday(
  db: Db,
  kind: ItemKind,
  itemId: number,
  reader: string,
): Promise<boolean> {
  if (Date.now() >= nextPrune) {
    nextPrune = Date.now() + PRUNE_EVERY_MS;
    await pruneViewMarks(db);
  }
  // the mark goes in only while the reader has fewer than the day's allowance (view_marks_reader_idx)
  const inserted = await db.execute(sql`
    insert into ${viewMarks} (kind, item_id, reader, day)
    select ${kind}, ${itemId}, ${reader}, ${today}
    where (
      select count(*) from (
        select 1 from ${viewMarks} where reader = ${reader} and day = ${today}
        limit ${VIEWS_PER_READER_PER_DAY}
      ) as marks
    ) < ${VIEWS_PER_READER_PER_DAY}
    on conflict do nothing
    returning item_id`);
  return rowsOf(inserted).length > 0;
}

/**
 * A public visit of a subject or review: 404 when it is not public (or does not exist). It counts one view
 * per reader and day (in the mark's transaction). A null reader (the server's rendering, a crawler) counts
 * nothing and asks nothing: it learns whether the item is public from the detail's own query.
 */
export async function recordPublicView(
  db: Db,
  opts: {
    kind: ItemKind;
    id: number;
    reader: string | null;
    isPublic: (db: Db, id: number) => Promise<boolean>;
  },
): Promise<void> {
  const { kind, id, reader, isPublic } = opts;
  if (!reader) return;
  const visible = await db.transaction(async (tx) => {
    if (!(await isPublic(tx, id))) return false;
    if (await firstViewToday(tx, kind, id, reader)) {
      const table = kind === 's' ? subjects : reviews;
      await tx
        .update(table)
        .set({ views: sql`${table.views} + 1` })
        .where(eq(table.id, id));
    }
    return true;
  });
  if (!visible) throw notFound();
}
