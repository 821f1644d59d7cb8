import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, revisions, subjects, users } from '../../db/schema/index.ts';
import { offsetOf, rowExists } from '../../lib/sql.ts';
import type { ItemKind } from '../../lib/publishing.ts';

/** One history row: the changed fields of an edit and their old values. */
export async function insertRevisionRow(
  db: Db,
  row: { kind: ItemKind; itemId: number; by: number; fields: string[]; oldValues: Record<string, unknown> },
): Promise<void> {
  await db.insert(revisions).values(row);
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
