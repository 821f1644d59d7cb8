import { Role, Status } from '@rasti/contract';
import { and, asc, count, eq, gt, lte, max, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { categories, outlets, reviews, subjects, users } from '../../db/schema/index.ts';
import { isPublic } from '../reviews/index.ts';

export async function findCategory(db: Db, id: number): Promise<{ id: number; title: string } | undefined> {
  const [row] = await db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(eq(categories.id, id));
  return row;
}

/** One entry of the sitemap: the row's id and when its page last changed (W3C date-time, UTC, to the second). */
export interface SitemapRow {
  id: number;
  lastmod: string;
}

/**
 * The time as the sitemap writes it, made by the database: 50 000 rows need no Date objects, nor their
 * parsing and formatting in JavaScript.
 */
const w3c = (column: SQL | AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The kinds of page with one address per row. Each reads its public rows in id order through the table's
 * primary key (keyset: `id > $after and id <= $upTo order by id limit n`), never an offset.
 */
interface RowKind {
  /** the public rows, keyset-paged */
  page(db: Db, after: number, upTo: number, limit: number): Promise<SitemapRow[]>;
  /** the smallest public id above `after` (null when none): finds the non-empty id ranges */
  nextId(db: Db, after: number): Promise<number | null>;
  /** the public rows, counted up to `limit` at most (a bounded walk whatever the table's size) */
  countUpTo(db: Db, limit: number): Promise<number>;
}

/** how many rows the (limited) subquery gives */
const bounded = async (db: Db, inner: Subquery): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(inner);
  return row?.n ?? 0;
};

type Fields = Record<string, AnyPgColumn | SQL>;

/** Where a kind's addresses come from: its public rows, read by their primary key. */
interface RowSource {
  id: AnyPgColumn;
  /** when the row's page last changed */
  lastmod: AnyPgColumn | SQL;
  /** the public rows (none: every row) */
  visible?: SQL;
  /** the table, with what `lastmod` and `visible` read joined to it */
  from(db: Db, fields: Fields): PgSelect;
}

function rowKind(source: RowSource): RowKind {
  const { id, visible } = source;
  const select = (db: Db, fields: Fields, where: SQL | undefined) =>
    source.from(db, fields).where(and(visible, where)).orderBy(asc(id));
  return {
    page: async (db, after, upTo, limit) =>
      (await select(db, { id, lastmod: w3c(source.lastmod) }, and(gt(id, after), lte(id, upTo))).limit(
        limit,
      )) as SitemapRow[],
    nextId: async (db, after) => {
      const [row] = (await select(db, { id }, gt(id, after)).limit(1)) as { id: number }[];
      return row?.id ?? null;
    },
    countUpTo: (db, limit) => bounded(db, source.from(db, { id }).where(visible).limit(limit).as('b')),
  };
}

const publishedSubject = eq(subjects.status, Status.Published);
const faculty = and(eq(users.role, Role.Board), eq(users.isActive, true))!;

export const ROW_KINDS = {
  subjects: rowKind({
    id: subjects.id,
    lastmod: subjects.updatedAt,
    visible: publishedSubject,
    from: (db, fields) => db.select(fields).from(subjects).$dynamic(),
  }),
  reports: rowKind({
    id: reviews.id,
    // the report page shows its subject too
    lastmod: sql`greatest(${reviews.updatedAt}, ${subjects.updatedAt})`,
    visible: isPublic,
    from: (db, fields) =>
      db.select(fields).from(reviews).innerJoin(subjects, eq(subjects.id, reviews.subjectId)).$dynamic(),
  }),
  faculty: rowKind({
    id: users.id,
    lastmod: users.updatedAt,
    visible: faculty,
    from: (db, fields) => db.select(fields).from(users).$dynamic(),
  }),
  outlets: rowKind({
    id: outlets.id,
    lastmod: outlets.updatedAt,
    from: (db, fields) => db.select(fields).from(outlets).$dynamic(),
  }),
};

export type RowKindName = keyof typeof ROW_KINDS;

/** When each list page last changed: its newest item (each an index's end, or a small table). */
export async function listsLastChanged(db: Db): Promise<{
  subjects: Date | null;
  reviews: Date | null;
  faculty: Date | null;
  outlets: Date | null;
}> {
  const one = async (query: Promise<{ at: Date | null }[]>) => {
    const [row] = await query;
    return row?.at ? new Date(row.at) : null;
  };
  const [s, r, f, o] = await Promise.all([
    one(
      db
        .select({ at: max(subjects.datePublished) })
        .from(subjects)
        .where(publishedSubject),
    ),
    one(
      db
        .select({ at: max(reviews.datePublished) })
        .from(reviews)
        .where(eq(reviews.status, Status.Published)),
    ),
    one(
      db
        .select({ at: max(users.updatedAt) })
        .from(users)
        .where(faculty),
    ),
    one(db.select({ at: max(outlets.updatedAt) }).from(outlets)),
  ]);
  return { subjects: s, reviews: r, faculty: f, outlets: o };
}
