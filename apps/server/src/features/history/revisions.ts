import type { Db } from '../../db/client.ts';
import type { reviewNewsItems, reviews, subjects } from '../../db/schema/index.ts';
import type { ItemKind } from '../../lib/publishing.ts';
import type { Actor } from '../../plugins/auth.ts';
import { insertRevisionRow } from './history.repository.ts';

// The history's public writer: subjects and reviews record each edit's old values here, in the edit's
// transaction. What it records of a subject and a review is under the edit form's field names: texts,
// ids and numbers as stored, dates as ISO, image and file paths as storage keys.

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
export async function recordRevision({
  db,
  ...entry
}: {
  db: Db;
  kind: ItemKind;
  itemId: number;
  actor: Actor;
  before: Snapshot;
  after: Snapshot;
}): Promise<string[]> {
  const { fields, oldValues } = changesBetween(entry.before, entry.after);
  if (fields.length === 0) return fields;
  await insertRevisionRow(db, {
    kind: entry.kind,
    itemId: entry.itemId,
    by: entry.actor.id,
    fields,
    oldValues,
  });
  return fields;
}

type SubjectRow = typeof subjects.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;
type NewsItemRow = Pick<
  typeof reviewNewsItems.$inferSelect,
  'outletId' | 'title' | 'link' | 'date' | 'summary' | 'evaluationId'
>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const subjectSnapshot = (row: Omit<SubjectRow, 'id'>): Snapshot => ({
  title: row.title,
  abstract: row.abstract,
  content: row.content,
  main_images: row.mainImage,
  file: row.file,
  category: row.categoryId,
  reviews: row.evaluationId,
  status: row.status,
  priority: row.priority,
  hashtags: row.hashtags,
  date_published: iso(row.datePublished),
});

/** A news item as the review form sends it (its date in Unix seconds). */
export const newsItemSnapshot = (item: NewsItemRow) => ({
  source_id: item.outletId ?? null,
  title: item.title,
  link: item.link,
  date: item.date ? Math.floor(item.date.getTime() / 1000) : null,
  summary: item.summary,
  evaluation: item.evaluationId ?? null,
});

/** A review; its news items only when the edit sent them (they are another table's rows). */
export const reviewSnapshot = (row: Omit<ReviewRow, 'id'>, items?: NewsItemRow[]): Snapshot => ({
  subject: row.subjectId,
  title: row.title,
  summary: row.summary,
  content: row.content,
  main_images: row.mainImage,
  status: row.status,
  date_published: iso(row.datePublished),
  // the second pair of eyes (ADR 33): waiting (1), sent back (2) or neither
  approval: row.approval ?? null,
  ...(items ? { news_items: items.map(newsItemSnapshot) } : {}),
});
