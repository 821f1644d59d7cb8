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
import {
  containsPattern,
  jsonRows,
  type OrderKey,
  offsetOf,
  orderBy,
  pageWalk,
  preparedSelect,
  rowsOf,
} from '../../lib/sql.ts';

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
 * What the public shows of one outlet besides its sources, in one statement prepared once (lib/sql.ts
 * preparedSelect, as the subject and report pages): the outlet, every evaluation, how many of its published
 * sources carry each (the scores table's row, kept by triggers) and its months from `from` (kept by the
 * same writes in `outlet_months`). Nothing here counts the outlet's sources.
 */
const recordColumns = {
  id: outlets.id,
  name: outlets.name,
  englishName: outlets.englishName,
  link: outlets.link,
  logo: outlets.logo,
  origin: outlets.origin,
  kinds: jsonRows(
    { id: evaluations.id, title: evaluations.title, color: evaluations.color, score: evaluations.score },
    sql`from ${evaluations}`,
    [asc(evaluations.id)],
  ),
  grouped: jsonRows(
    { evaluationId: outletScores.evaluationId, n: outletScores.n },
    sql`from ${outletScores} where ${and(eq(outletScores.outletId, outlets.id), gt(outletScores.n, 0))}`,
    [asc(outletScores.evaluationId)],
  ),
  months: jsonRows(
    { month: outletMonths.month, evaluationId: outletMonths.evaluationId, n: outletMonths.n },
    sql`from ${outletMonths} where ${and(
      eq(outletMonths.outletId, outlets.id),
      gte(outletMonths.month, sql.placeholder('from')),
      gt(outletMonths.n, 0),
    )}`,
    [asc(outletMonths.month), asc(outletMonths.evaluationId)],
  ),
};

const outletRecordSelect = preparedSelect('outlet_record_public', recordColumns, (db) =>
  db
    .select(recordColumns)
    .from(outlets)
    .where(eq(outlets.id, sql.placeholder('id'))),
);

export type OutletRecordRow = NonNullable<Awaited<ReturnType<typeof readOutletRecord>>>;

/** One outlet's record from the month `from` (its chart's first), or null when there is no such outlet. */
export async function readOutletRecord(db: Db, id: number, from: number) {
  const [row] = await outletRecordSelect(db, { id, from });
  return row ?? null;
}

const outletSourceColumns = {
  id: sources.id,
  subjectId: sources.subjectId,
  title: sources.title,
  link: sources.link,
  summary: sources.summary,
  datePublishedRumor: sources.datePublishedRumor,
  evaluationId: sources.evaluationId,
  status: sources.status,
  subjectTitle: subjects.title,
};

/** The outlet's sources' order (newest rumour first), or its exact reverse: `sources_outlet_public_idx`'s. */
const NEWEST_SOURCES: OrderKey[] = [
  { column: sources.datePublishedRumor, desc: true, nullsFirst: false },
  { column: sources.id, desc: true, nullsFirst: false },
];

/**
 * A page of an outlet's public sources: its ids from a walk of `sources_outlet_public_idx` alone (a source
 * is public when it and its subject are published: `subject_status` is the subject's, copied by triggers),
 * then only those rows read and joined to their subjects' titles.
 */
const outletSourcesSelect = (reversed: boolean) =>
  preparedSelect(`outlet_sources_public${reversed ? '_reversed' : ''}`, outletSourceColumns, (db) => {
    const page = db
      .select({ id: sources.id })
      .from(sources)
      .where(
        and(
          eq(sources.outletId, sql.placeholder('outlet')),
          eq(sources.status, Status.Published),
          eq(sources.subjectStatus, Status.Published),
        ),
      )
      .orderBy(...orderBy(NEWEST_SOURCES, reversed))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .select(outletSourceColumns)
      .from(sources)
      .innerJoin(page, eq(page.id, sources.id))
      .innerJoin(subjects, eq(subjects.id, sources.subjectId))
      .orderBy(...orderBy(NEWEST_SOURCES));
  });
const outletSources = { forward: outletSourcesSelect(false), reversed: outletSourcesSelect(true) };

/**
 * One page of the outlet's public sources, newest rumour first, with their subjects' titles, read from
 * the nearer end of their index (`pageWalk` on the exact count, the scores row's sum). A page past the end
 * asks nothing.
 */
export async function readOutletSourcesPage(
  db: Db,
  outletId: number,
  page: { page: number; page_size: number },
  counted: number,
) {
  const walk = pageWalk(page, counted);
  if (!walk) return [];
  const select = walk.reversed ? outletSources.reversed : outletSources.forward;
  return select(db, { outlet: outletId, limit: walk.limit, offset: walk.offset });
}

export type OutletSourceRow = Awaited<ReturnType<typeof readOutletSourcesPage>>[number];

/** The agency table's order at one time: each counted outlet's place, and how many outlets are counted. */
export interface RankTable {
  places: ReadonlyMap<number, number>;
  of: number;
}

/**
 * The table of totals (Σ count × score) and news counts of every outlet with counted sources, in order: a
 * higher total first, then more news; equal outlets share a place (1 + the outlets ahead of it). `upTo`
 * null reads the scores table (now); a month reads `outlet_months` up to the end of that month. A few rows
 * per outlet and evaluation (and month), never the sources; read once for every outlet's page
 * (outlets.ranks.ts keeps it until a write touches the scores).
 */
export async function readRankTable(db: Db, upTo: number | null): Promise<RankTable> {
  const counts =
    upTo === null
      ? sql`SELECT outlet_id, evaluation_id, n FROM outlet_scores`
      : sql`SELECT outlet_id, evaluation_id, n FROM outlet_months WHERE month <= ${upTo}`;
  const rows = rowsOf<{ outlet_id: number; news: number; total: number }>(
    await db.execute(sql`
      WITH c AS (${counts})
      SELECT c.outlet_id, sum(c.n)::integer AS news, sum(c.n * coalesce(e.score, 0))::integer AS total
      FROM c LEFT JOIN evaluations e ON e.id = c.evaluation_id
      GROUP BY c.outlet_id HAVING sum(c.n) > 0
      ORDER BY total DESC, news DESC`),
  );
  const places = new Map<number, number>();
  let place = 0;
  rows.forEach((row, at) => {
    const ahead = rows[at - 1];
    if (!ahead || ahead.total !== row.total || ahead.news !== row.news) place = at + 1;
    places.set(Number(row.outlet_id), place);
  });
  return { places, of: rows.length };
}
