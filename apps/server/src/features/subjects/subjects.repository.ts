import type { ListSort } from '@rasti/contract';
import { Status } from '@rasti/contract';
import { and, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import {
  categories,
  evaluations,
  outlets,
  questions,
  reviews,
  sources,
  subjects,
  subjectTallies,
} from '../../db/schema/index.ts';
import {
  offsetOf,
  orderBy,
  type OrderKey,
  pageWalk,
  findById,
  insertReturningId,
  jsonRows,
  preparedSelect,
  updateById,
  type ListAudience,
  type Page,
} from '../../lib/sql.ts';
import { cappedCount, listSearchPattern, PUBLIC_SEARCH } from '../../lib/title-match.ts';
import { itemCorrectionsField } from '../corrections/index.ts';
import { type SourceRow, sourceColumns } from '../sources/index.ts';

export type SubjectRow = typeof subjects.$inferSelect;
export type SubjectValues = Omit<typeof subjects.$inferInsert, 'id'>;

/** What a subject card or table row shows: the subject with its category's and evaluation's title and colour. */
const listColumns = {
  id: subjects.id,
  title: subjects.title,
  abstract: subjects.abstract,
  mainImage: subjects.mainImage,
  categoryId: subjects.categoryId,
  categoryTitle: categories.title,
  categoryColor: categories.color,
  evaluationId: subjects.evaluationId,
  evaluationTitle: evaluations.title,
  evaluationColor: evaluations.color,
  status: subjects.status,
  priority: subjects.priority,
  hashtags: subjects.hashtags,
  views: subjects.views,
  datePublished: subjects.datePublished,
};

const detailColumns = {
  ...listColumns,
  content: subjects.content,
  file: subjects.file,
  createdAt: subjects.createdAt,
  updatedAt: subjects.updatedAt,
};

/** A select from subjects joined to their category and evaluation. */
const joinCategoryAndEvaluation = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(categories, eq(categories.id, subjects.categoryId))
    .leftJoin(evaluations, eq(evaluations.id, subjects.evaluationId));

/** Subjects joined to their category and evaluation; callers add the where, order and page. */
export const selectSubjectList = (db: Db) =>
  joinCategoryAndEvaluation(db.select(listColumns).from(subjects).$dynamic());

export type SubjectListRow = Awaited<ReturnType<ReturnType<typeof selectSubjectList>['execute']>>[number];

export type PublicSort = ListSort | 'newest';

/**
 * Each public order ends with the newest-first tie-break and matches one index of the subjects table
 * (status, key, date_published, id), so a page is a short index walk even at 100 000 subjects.
 */
const byNewest = (nullsFirst?: boolean): OrderKey[] => [
  { column: subjects.datePublished, desc: true, nullsFirst },
  { column: subjects.id, desc: true, nullsFirst },
];
const PUBLIC_ORDER: Record<PublicSort, OrderKey[]> = {
  newest: byNewest(),
  // 1 is the highest priority; the priority index stores the tie-break descending, nulls last
  priority: [{ column: subjects.priority }, ...byNewest(false)],
  views: [{ column: subjects.views, desc: true }, ...byNewest()],
  most_wanted: [{ column: subjects.questionCount, desc: true }, ...byNewest()],
  most_reviewed: [{ column: subjects.reviewCount, desc: true }, ...byNewest()],
};

/** The admin table's order: newest made first. */
const STAFF_ORDER: OrderKey[] = [{ column: subjects.id, desc: true }];

export interface SubjectFilter {
  page: number;
  page_size: number;
  search?: string;
  category?: number;
  status?: number;
}

/**
 * A page of subjects and the total for X-Total-Count: for the public, published ones in its `sort`; for
 * staff, every status in the admin table's order. Without a search the total is read from subject_tallies (a few rows); with
 * one it is counted over the trigram index's matches.
 */
export async function pageSubjectRows(
  db: Db,
  q: SubjectFilter,
  list: ListAudience,
): Promise<Page<SubjectListRow>> {
  const keys = list.audience === 'public' ? PUBLIC_ORDER[list.sort] : STAFF_ORDER;
  const order = orderBy(keys);
  const forPublic = list.audience === 'public';
  const status = forPublic ? Status.Published : q.status;
  // the public's text needs a word of three letters (publicSearchOf), staff's any
  const pattern = listSearchPattern(q.search, forPublic);
  const matching = pattern ? like(subjects.searchText, pattern) : undefined;
  // the public's count stops at PUBLIC_SEARCH.countLimit matches, and its pages there
  const capped = forPublic && pattern !== null;
  const where = and(
    status ? eq(subjects.status, status) : undefined,
    matching,
    q.category ? eq(subjects.categoryId, q.category) : undefined,
  );
  const total = matching
    ? capped
      ? cappedCount(db, subjects, where)
      : db.select({ n: count() }).from(subjects).where(where)
    : db
        .select({ n: sql<number>`coalesce(sum(${subjectTallies.n}), 0)`.mapWith(Number) })
        .from(subjectTallies)
        .where(
          and(
            status ? eq(subjectTallies.status, status) : undefined,
            q.category ? eq(subjectTallies.categoryId, q.category) : undefined,
          ),
        );
  // The page's ids come first from the order's index alone (an index-only scan, so a deep OFFSET skips
  // index entries, not table rows); only those few rows are then read and joined.
  const rowsOfPage = (walk: NonNullable<ReturnType<typeof pageWalk>>) => {
    const page = db
      .select({ id: subjects.id })
      .from(subjects)
      .where(where)
      .orderBy(...orderBy(keys, walk.reversed))
      .limit(walk.limit)
      .offset(walk.offset)
      .as('page');
    return selectSubjectList(db)
      .innerJoin(page, eq(page.id, subjects.id))
      .orderBy(...order);
  };
  if (matching) {
    const walk = { reversed: false, limit: q.page_size, offset: offsetOf(q) };
    const beyond = capped && walk.offset >= PUBLIC_SEARCH.countLimit;
    const [rows, [counted]] = await Promise.all([beyond ? [] : rowsOfPage(walk), total]);
    return { rows, total: counted?.n ?? 0 };
  }
  // the tally is the exact total: a page past the end has no rows (no walk of the whole index to find
  // none), and one in the second half is walked from the end
  const n = (await total)[0]?.n ?? 0;
  const walk = pageWalk(q, n);
  return { rows: walk ? await rowsOfPage(walk) : [], total: n };
}

const publishedSubjectSelect = preparedSelect<SubjectListRow, { id: number }>(
  'subject_card_public',
  listColumns,
  (db) =>
    selectSubjectList(db).where(
      and(eq(subjects.id, sql.placeholder('id')), eq(subjects.status, Status.Published)),
    ),
);

/** A published subject as its list item shows it; null when the public cannot see it. */
export async function findPublishedSubjectListRow(db: Db, id: number): Promise<SubjectListRow | null> {
  const [row] = await publishedSubjectSelect(db, { id });
  return row ?? null;
}

const subjectReviewColumns = {
  id: reviews.id,
  title: reviews.title,
  status: reviews.status,
  summary: reviews.summary,
  mainImage: reviews.mainImage,
  datePublished: reviews.datePublished,
};

const subjectQuestionColumns = {
  id: questions.id,
  title: questions.title,
  summary: questions.summary,
  fullName: questions.fullName,
  registerDate: questions.registerDate,
  isShown: questions.isShown,
};

export type SubjectReviewRow = SelectResultFields<typeof subjectReviewColumns>;
export type SubjectQuestionRow = SelectResultFields<typeof subjectQuestionColumns>;

/**
 * What a subject's page lists with it, as fields of the subject's own select (one statement for the
 * page): its sources (newest rumour first, as sourcesOfSubject), its reviews (newest published first,
 * unpublished ones first of all), its questions (newest first) and its correction notes; the public's
 * only the published sources and reviews and the shown questions.
 */
const subjectPageFields = (publishedOnly: boolean) => ({
  sources: jsonRows(
    sourceColumns,
    sql`from ${sources}
      inner join ${outlets} on ${eq(outlets.id, sources.outletId)}
      left join ${evaluations} on ${eq(evaluations.id, sources.evaluationId)}
      where ${and(eq(sources.subjectId, subjects.id), publishedOnly ? eq(sources.status, Status.Published) : undefined)}`,
    [sql`${sources.datePublishedRumor} desc nulls last`, desc(sources.id)],
  ) as SQL<SourceRow[]>,
  reviews: jsonRows(
    subjectReviewColumns,
    sql`from ${reviews} where ${and(eq(reviews.subjectId, subjects.id), publishedOnly ? eq(reviews.status, Status.Published) : undefined)}`,
    [sql`${reviews.datePublished} desc nulls first`, desc(reviews.id)],
  ),
  questions: jsonRows(
    subjectQuestionColumns,
    sql`from ${questions} where ${and(eq(questions.subjectId, subjects.id), publishedOnly ? eq(questions.isShown, true) : undefined)}`,
    [desc(questions.registerDate), desc(questions.id)],
  ),
  corrections: itemCorrectionsField('s', subjects.id),
});

/** A subject's page, for the public (published only) or staff: prepared once (lib/sql.ts preparedSelect). */
const subjectPageSelect = (publishedOnly: boolean) => {
  const fields = { ...detailColumns, ...subjectPageFields(publishedOnly) };
  return preparedSelect(publishedOnly ? 'subject_page_public' : 'subject_page_staff', fields, (db) =>
    joinCategoryAndEvaluation(db.select(fields).from(subjects).$dynamic()).where(
      and(
        eq(subjects.id, sql.placeholder('id')),
        publishedOnly ? eq(subjects.status, Status.Published) : undefined,
      ),
    ),
  );
};
const subjectPage = { public: subjectPageSelect(true), staff: subjectPageSelect(false) };

/**
 * One subject with its category and evaluation and everything its page lists (subjectPageFields), in one
 * statement; the public's only when published. Null when there is none.
 */
export async function findSubjectPageRow(db: Db, id: number, publishedOnly: boolean) {
  const [row] = await subjectPage[publishedOnly ? 'public' : 'staff'](db, { id });
  return row ?? null;
}

export type SubjectPageRow = NonNullable<Awaited<ReturnType<typeof findSubjectPageRow>>>;

/** The stored subject (every column); null when there is none. */
export const findSubject = (db: Db, id: number): Promise<SubjectRow | null> => findById(db, subjects, id);

export const insertSubjectRow = (db: Db, values: SubjectValues): Promise<number> =>
  insertReturningId(db, subjects, values);

export const updateSubjectRow = (db: Db, id: number, changes: Partial<SubjectValues>): Promise<void> =>
  updateById(db, subjects, id, changes);

/** Whether the subject is published (and exists): what the public may read. */
export async function isPublishedSubject(db: Db, id: number): Promise<boolean> {
  const visible = and(eq(subjects.id, id), eq(subjects.status, Status.Published));
  return (await db.select({ id: subjects.id }).from(subjects).where(visible).limit(1)).length > 0;
}
