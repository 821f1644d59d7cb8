import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, revisions, subjects, users } from '../../db/schema/index.ts';
import { offsetOf, rowExists } from '../../lib/sql.ts';
import type { ItemKind } from '../corrections/corrections.repository.ts';

/** A version of an item as its history compares it: field name → value (JSON-safe). */
export type Snapshot = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose value differs between two versions, in `before`'s order, with their old values. Fields
 * `after` does not name are left out (not part of this edit).
 */
export function changesBetween(before: Snapshot, after: Snapshot): { fields: string[]; oldValues: Snapshot } {
  const fields = Object.keys(before).filter((f) => Object.hasOwn(after, f) && !same(before[f], after[f]));
  return { fields, oldValues: Object.fromEntries(fields.map((f) => [f, before[f] ?? null])) };
}

/** One history row for an edit (in the edit's transaction); nothing when the edit changed nothing. */
export async function recordRevision(
  db: Db,
  entry: { kind: ItemKind; itemId: number; actorId: number; before: Snapshot; after: Snapshot },
): Promise<string[]> {
  const { fields, oldValues } = changesBetween(entry.before, entry.after);
  if (fields.length === 0) return fields;
  await db.insert(revisions).values({
    kind: entry.kind,
    itemId: entry.itemId,
    by: entry.actorId,
    fields,
    oldValues,
  });
  return fields;
}

/** One item's versions, newest first, a page at a time (revisions_item_idx), with their author's name. */
export async function pageRevisionRows(
  db: Db,
  kind: ItemKind,
  itemId: number,
  q: { page: number; page_size: number },
) {
  const where = and(eq(revisions.kind, kind), eq(revisions.itemId, itemId));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: revisions.id,
        at: revisions.at,
        by: revisions.by,
        firstName: users.firstName,
        lastName: users.lastName,
        fields: revisions.fields,
        oldValues: revisions.oldValues,
      })
      .from(revisions)
      .leftJoin(users, eq(users.id, revisions.by))
      .where(where)
      .orderBy(desc(revisions.at), desc(revisions.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(revisions).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export type RevisionRow = Awaited<ReturnType<typeof pageRevisionRows>>['rows'][number];

/** Whether the subject ('s') or review ('r') exists. */
export const itemExists = (db: Db, kind: ItemKind, id: number): Promise<boolean> =>
  rowExists(db, kind === 's' ? subjects : reviews, id);

/** One version of one item; undefined when it is not this item's. */
export async function findRevision(db: Db, kind: ItemKind, itemId: number, revisionId: number) {
  const [row] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.id, revisionId), eq(revisions.kind, kind), eq(revisions.itemId, itemId)));
  return row;
}
