import { Status } from '@rasti/contract';
import { and, asc, count, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations, outlets, sources, subjects } from '../../db/schema/index.ts';
import { containsPattern, offsetOf } from '../../lib/sql.ts';
import { sourceColumns } from '../sources/index.ts';

export type OutletRow = typeof outlets.$inferSelect;
export type NewOutlet = Omit<typeof outlets.$inferInsert, 'id'>;

/** Whose count of an outlet's sources: staff count every one, the public only the published ones. */
export type Audience = 'staff' | 'public';

export interface OutletListQuery {
  search?: string;
  origin?: number;
  page: number;
  page_size: number;
}

/** One page of outlets, newest first; `search` matches the normalised search column. */
export async function listOutletRows(
  db: Db,
  q: OutletListQuery,
): Promise<{ rows: OutletRow[]; total: number }> {
  const pattern = containsPattern(q.search);
  const where = and(
    pattern ? like(outlets.searchText, pattern) : undefined,
    q.origin ? eq(outlets.origin, q.origin) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(outlets).where(where).orderBy(desc(outlets.id)).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(outlets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** What the public may see of outlets' sources: published ones on published subjects, like the rumour table. */
const publishedOf = (outletMatch: SQL) =>
  and(outletMatch, eq(sources.status, Status.Published), eq(subjects.status, Status.Published));

/** The rumour counts of the given outlets, in one grouped count (an outlet without sources is absent). */
export async function countRumors(
  db: Db,
  outletIds: number[],
  audience: Audience,
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
          .where(publishedOf(inArray(sources.outletId, outletIds)))
          .groupBy(sources.outletId);
  return new Map(grouped.map((g) => [g.outletId, g.n]));
}

export async function findOutlet(db: Db, id: number): Promise<OutletRow | null> {
  const [row] = await db.select().from(outlets).where(eq(outlets.id, id));
  return row ?? null;
}

export async function insertOutlet(db: Db, values: NewOutlet): Promise<OutletRow> {
  const [row] = await db.insert(outlets).values(values).returning();
  return row!;
}

export async function updateOutletRow(db: Db, id: number, values: Partial<NewOutlet>): Promise<OutletRow> {
  const [row] = await db.update(outlets).set(values).where(eq(outlets.id, id)).returning();
  return row!;
}

export async function deleteOutletRow(db: Db, id: number): Promise<void> {
  await db.delete(outlets).where(eq(outlets.id, id));
}

/**
 * What the public directory shows of one outlet: every evaluation, how many of the outlet's published
 * sources carry each, and one page of those sources (newest rumour first) with their subjects' titles.
 */
export async function readPublicOutletSources(
  db: Db,
  outletId: number,
  page: { page: number; page_size: number },
) {
  const published = publishedOf(eq(sources.outletId, outletId));
  const [kinds, grouped, rows] = await Promise.all([
    db.select().from(evaluations).orderBy(asc(evaluations.id)),
    db
      .select({ evaluationId: sources.evaluationId, n: count() })
      .from(sources)
      .innerJoin(subjects, eq(subjects.id, sources.subjectId))
      .where(published)
      .groupBy(sources.evaluationId),
    db
      .select({ ...sourceColumns, subjectTitle: subjects.title })
      .from(sources)
      .innerJoin(subjects, eq(subjects.id, sources.subjectId))
      .innerJoin(outlets, eq(outlets.id, sources.outletId))
      .leftJoin(evaluations, eq(evaluations.id, sources.evaluationId))
      .where(published)
      .orderBy(sql`${sources.datePublishedRumor} desc nulls last`, desc(sources.id))
      .limit(page.page_size)
      .offset(offsetOf(page)),
  ]);
  return { kinds, grouped, rows };
}

export type PublicOutletSources = Awaited<ReturnType<typeof readPublicOutletSources>>;
