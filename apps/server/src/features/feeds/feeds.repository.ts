import { Role, Status } from '@rasti/contract';
import { and, asc, count, desc, eq, gt, lte, max, type SQL, type Subquery, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { categories, evaluations, outlets, reviews, subjects, users } from '../../db/schema/index.ts';
import { isPublic } from '../reviews/reviews.repository.ts';

const verdicts = alias(evaluations, 'verdicts');

/** A review as a feed shows it. */
export interface FeedRow {
  id: number;
  title: string;
  summary: string;
  datePublished: Date | null;
  createdAt: Date;
  subjectTitle: string;
  categoryTitle: string | null;
  verdict: string | null;
}

/**
 * The newest published reviews (of published subjects), newest first: the walk of reviews_status_published_idx
 * backwards, stopping at `limit` (a category's: its subjects' reviews).
 */
export async function latestReviews(
  db: Db,
  opts: { limit: number; categoryId?: number },
): Promise<FeedRow[]> {
  return db
    .select({
      id: reviews.id,
      title: reviews.title,
      summary: reviews.summary,
      datePublished: reviews.datePublished,
      createdAt: reviews.createdAt,
      subjectTitle: subjects.title,
      categoryTitle: categories.title,
      verdict: verdicts.title,
    })
    .from(reviews)
    .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
    .leftJoin(categories, eq(categories.id, subjects.categoryId))
    .leftJoin(verdicts, eq(verdicts.id, subjects.evaluationId))
    .where(opts.categoryId === undefined ? isPublic : and(isPublic, eq(subjects.categoryId, opts.categoryId)))
    .orderBy(sql`${reviews.datePublished} desc nulls last`, desc(reviews.id))
    .limit(opts.limit);
}

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

const idRange = (id: AnyPgColumn, after: number, upTo: number) => and(gt(id, after), lte(id, upTo));

/** how many rows the (limited) subquery gives */
const bounded = async (db: Db, inner: Subquery): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(inner);
  return row?.n ?? 0;
};

const firstId = async (query: Promise<{ id: number | null }[]>): Promise<number | null> => {
  const [row] = await query;
  return row?.id ?? null;
};

const publishedSubject = eq(subjects.status, Status.Published);
const faculty = and(eq(users.role, Role.Board), eq(users.isActive, true))!;

export const ROW_KINDS = {
  subjects: {
    page: (db, after, upTo, limit) =>
      db
        .select({ id: subjects.id, lastmod: w3c(subjects.updatedAt) })
        .from(subjects)
        .where(and(publishedSubject, idRange(subjects.id, after, upTo)))
        .orderBy(asc(subjects.id))
        .limit(limit),
    nextId: (db, after) =>
      firstId(
        db
          .select({ id: subjects.id })
          .from(subjects)
          .where(and(publishedSubject, gt(subjects.id, after)))
          .orderBy(asc(subjects.id))
          .limit(1),
      ),
    countUpTo: (db, limit) =>
      bounded(db, db.select({ id: subjects.id }).from(subjects).where(publishedSubject).limit(limit).as('b')),
  },
  reports: {
    page: (db, after, upTo, limit) =>
      db
        .select({
          id: reviews.id,
          // the report page shows its subject too
          lastmod: w3c(sql`greatest(${reviews.updatedAt}, ${subjects.updatedAt})`),
        })
        .from(reviews)
        .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
        .where(and(isPublic, idRange(reviews.id, after, upTo)))
        .orderBy(asc(reviews.id))
        .limit(limit),
    nextId: (db, after) =>
      firstId(
        db
          .select({ id: reviews.id })
          .from(reviews)
          .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
          .where(and(isPublic, gt(reviews.id, after)))
          .orderBy(asc(reviews.id))
          .limit(1),
      ),
    countUpTo: (db, limit) =>
      bounded(
        db,
        db
          .select({ id: reviews.id })
          .from(reviews)
          .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
          .where(isPublic)
          .limit(limit)
          .as('b'),
      ),
  },
  faculty: {
    page: (db, after, upTo, limit) =>
      db
        .select({ id: users.id, lastmod: w3c(users.updatedAt) })
        .from(users)
        .where(and(faculty, idRange(users.id, after, upTo)))
        .orderBy(asc(users.id))
        .limit(limit),
    nextId: (db, after) =>
      firstId(
        db
          .select({ id: users.id })
          .from(users)
          .where(and(faculty, gt(users.id, after)))
          .orderBy(asc(users.id))
          .limit(1),
      ),
    countUpTo: (db, limit) =>
      bounded(db, db.select({ id: users.id }).from(users).where(faculty).limit(limit).as('b')),
  },
  outlets: {
    page: (db, after, upTo, limit) =>
      db
        .select({ id: outlets.id, lastmod: w3c(outlets.updatedAt) })
        .from(outlets)
        .where(idRange(outlets.id, after, upTo))
        .orderBy(asc(outlets.id))
        .limit(limit),
    nextId: (db, after) =>
      firstId(
        db
          .select({ id: outlets.id })
          .from(outlets)
          .where(gt(outlets.id, after))
          .orderBy(asc(outlets.id))
          .limit(1),
      ),
    countUpTo: (db, limit) => bounded(db, db.select({ id: outlets.id }).from(outlets).limit(limit).as('b')),
  },
} satisfies Record<string, RowKind>;

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
