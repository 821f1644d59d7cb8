import { Status } from '@rasti/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  evaluations,
  outletMonths,
  outletScores,
  outlets,
  sources,
  subjects,
} from '../../db/schema/index.ts';
import { containsPattern, offsetOf, rowsOf } from '../../lib/sql.ts';
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
 * What the public shows of one outlet: every evaluation, how many of its published sources carry each
 * (the scores table's row, kept by triggers), one page of those sources (newest rumour first: a walk of
 * `sources_outlet_newest_idx`) with their subjects' titles, and its months from `fromMonth` (kept by the
 * same writes in `outlet_months`). Nothing here counts the outlet's sources.
 */
export async function readPublicOutletSources(
  db: Db,
  outletId: number,
  page: { page: number; page_size: number },
  fromMonth: number,
) {
  const published = publishedOf(eq(sources.outletId, outletId));
  const [kinds, grouped, rows, months] = await Promise.all([
    db.select().from(evaluations).orderBy(asc(evaluations.id)),
    db
      .select({ evaluationId: outletScores.evaluationId, n: outletScores.n })
      .from(outletScores)
      .where(and(eq(outletScores.outletId, outletId), gt(outletScores.n, 0))),
    db
      .select({ ...sourceColumns, subjectTitle: subjects.title })
      .from(sources)
      .innerJoin(subjects, eq(subjects.id, sources.subjectId))
      .innerJoin(outlets, eq(outlets.id, sources.outletId))
      .leftJoin(evaluations, eq(evaluations.id, sources.evaluationId))
      .where(published)
      .orderBy(sql`${sources.datePublishedRumor} desc nulls last`, sql`${sources.id} desc nulls last`)
      .limit(page.page_size)
      .offset(offsetOf(page)),
    db
      .select({ month: outletMonths.month, evaluationId: outletMonths.evaluationId, n: outletMonths.n })
      .from(outletMonths)
      .where(
        and(eq(outletMonths.outletId, outletId), gte(outletMonths.month, fromMonth), gt(outletMonths.n, 0)),
      ),
  ]);
  return { kinds, grouped, rows, months };
}

export type PublicOutletSources = Awaited<ReturnType<typeof readPublicOutletSources>>;

/**
 * The outlet's place in a table of totals (Σ count × score) and news counts, and the table's length:
 * 1 + the outlets ahead of it (a higher total, or the same total and more news). `upTo` null reads the
 * scores table (now); a month reads `outlet_months` up to the end of that month. Both are a few rows per
 * outlet and evaluation (and month), never the sources.
 */
export async function rankOf(
  db: Db,
  outletId: number,
  upTo: number | null,
): Promise<{ rank: number | null; of: number }> {
  const counts =
    upTo === null
      ? sql`SELECT outlet_id, evaluation_id, n FROM outlet_scores`
      : sql`SELECT outlet_id, evaluation_id, n FROM outlet_months WHERE month <= ${upTo}`;
  const [row] = rowsOf<{ rank: number | null; of: number }>(
    await db.execute(sql`
      WITH c AS (${counts}),
      t AS (
        SELECT c.outlet_id, sum(c.n)::integer AS news, sum(c.n * coalesce(e.score, 0))::integer AS total
        FROM c LEFT JOIN evaluations e ON e.id = c.evaluation_id
        GROUP BY c.outlet_id HAVING sum(c.n) > 0
      )
      SELECT (SELECT count(*)::integer FROM t) AS "of",
        CASE WHEN EXISTS (SELECT 1 FROM t WHERE t.outlet_id = ${outletId}) THEN (
          SELECT 1 + count(*)::integer FROM t, (SELECT total, news FROM t WHERE t.outlet_id = ${outletId}) me
          WHERE t.total > me.total OR (t.total = me.total AND t.news > me.news)
        ) END AS rank`),
  );
  return { rank: row?.rank ?? null, of: row?.of ?? 0 };
}
