import { Status } from '@rasti/contract';
import { and, type Column, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { corrections, reviews, subjects } from '../../db/schema/index.ts';
import type { ItemKind } from '../../lib/publishing.ts';
import { jsonRows, offsetOf } from '../../lib/sql.ts';

/** Stores a correction note (in the caller's transaction, next to the edit it belongs to). */
export async function insertCorrectionRow(
  db: Db,
  values: { kind: ItemKind; itemId: number; note: string; createdBy: number },
): Promise<void> {
  await db.insert(corrections).values(values);
}

const noteColumns = { note: corrections.note, createdAt: corrections.createdAt };
const NEWEST_NOTE = [desc(corrections.createdAt), desc(corrections.id)];
const notesOf = (kind: ItemKind, itemId: number | Column) =>
  and(eq(corrections.kind, kind), eq(corrections.itemId, itemId));

/** One item's notes, newest first (corrections_item_idx). */
export const itemCorrectionRows = (db: Db, kind: ItemKind, itemId: number) =>
  db
    .select(noteColumns)
    .from(corrections)
    .where(notesOf(kind, itemId))
    .orderBy(...NEWEST_NOTE);

export type CorrectionRow = Awaited<ReturnType<typeof itemCorrectionRows>>[number];

/** The same notes as a field of the item's own select (`itemId`: its id column), in one statement. */
export const itemCorrectionsField = (kind: ItemKind, itemId: Column): SQL<CorrectionRow[]> =>
  jsonRows(noteColumns, sql`from ${corrections} where ${notesOf(kind, itemId)}`, NEWEST_NOTE);

const reviewSubjects = alias(subjects, 'review_subjects');

/**
 * Every note of an item the public can read now (a published subject; a published review of a published
 * subject), newest first: the page walks corrections_created_idx and looks each item up by its key.
 */
export async function pagePublicCorrectionRows(db: Db, q: { page: number; page_size: number }) {
  const visible = or(
    and(eq(corrections.kind, 's'), eq(subjects.status, Status.Published)),
    and(
      eq(corrections.kind, 'r'),
      eq(reviews.status, Status.Published),
      eq(reviewSubjects.status, Status.Published),
    ),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: corrections.id,
        kind: corrections.kind,
        itemId: corrections.itemId,
        note: corrections.note,
        createdAt: corrections.createdAt,
        subjectTitle: subjects.title,
        reviewTitle: reviews.title,
      })
      .from(corrections)
      .leftJoin(subjects, and(eq(corrections.kind, 's'), eq(subjects.id, corrections.itemId)))
      .leftJoin(reviews, and(eq(corrections.kind, 'r'), eq(reviews.id, corrections.itemId)))
      .leftJoin(reviewSubjects, eq(reviewSubjects.id, reviews.subjectId))
      .where(visible)
      .orderBy(desc(corrections.createdAt), desc(corrections.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(corrections)
      .leftJoin(subjects, and(eq(corrections.kind, 's'), eq(subjects.id, corrections.itemId)))
      .leftJoin(reviews, and(eq(corrections.kind, 'r'), eq(reviews.id, corrections.itemId)))
      .leftJoin(reviewSubjects, eq(reviewSubjects.id, reviews.subjectId))
      .where(visible),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export type PublicCorrectionRow = Awaited<ReturnType<typeof pagePublicCorrectionRows>>['rows'][number];
