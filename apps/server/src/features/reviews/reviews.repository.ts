import { type ListSort, REVIEW_LIMITS, Status } from '@rasti/contract';
import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  lt,
  like,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';
import {
  categories,
  evaluations,
  outlets,
  reviewNewsItems,
  reviews,
  sources,
  subjects,
  subjectTallies,
  users,
} from '../../db/schema/index.ts';
import {
  findById,
  insertReturningId,
  jsonRows,
  type ListAudience,
  type OrderKey,
  offsetOf,
  orderBy,
  type Page,
  pageWalk,
  preparedSelect,
  updateById,
} from '../../lib/sql.ts';
import { cappedCount, listSearchPattern, PUBLIC_SEARCH, titleContains } from '../../lib/title-match.ts';
import { itemCorrectionsField } from '../corrections/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewValues = Omit<typeof reviews.$inferInsert, 'id'>;
export type NewsItemValues = Omit<typeof reviewNewsItems.$inferInsert, 'id'>;

const verdicts = alias(evaluations, 'verdicts');
/** Reviews as the related ones of a report page (relatedFields). */
const related = alias(reviews, 'related');

/** What a review card shows: the review, its subject's title, category and verdict, its author's name. */
const reviewListColumns = {
  id: reviews.id,
  title: reviews.title,
  summary: reviews.summary,
  mainImage: reviews.mainImage,
  subjectId: reviews.subjectId,
  subjectTitle: subjects.title,
  categoryId: subjects.categoryId,
  categoryTitle: categories.title,
  categoryColor: categories.color,
  verdictId: subjects.evaluationId,
  verdictTitle: verdicts.title,
  verdictColor: verdicts.color,
  status: reviews.status,
  datePublished: reviews.datePublished,
  views: reviews.views,
  authorId: reviews.authorId,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  createdAt: reviews.createdAt,
};

const reviewDetailColumns = {
  ...reviewListColumns,
  content: reviews.content,
  authorAvatar: users.avatar,
  authorAbstract: users.abstract,
  updatedAt: reviews.updatedAt,
};

/** How a review card's tables are joined: its subject, the subject's category and verdict, the author. */
const CARD_JOINS = {
  subject: eq(subjects.id, reviews.subjectId),
  category: eq(categories.id, subjects.categoryId),
  verdict: eq(verdicts.id, subjects.evaluationId),
  author: eq(users.id, reviews.authorId),
};

/** A select from reviews joined to their subject, its category and verdict, and the author. */
const joinReviewCard = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(subjects, CARD_JOINS.subject)
    .leftJoin(categories, CARD_JOINS.category)
    .leftJoin(verdicts, CARD_JOINS.verdict)
    .leftJoin(users, CARD_JOINS.author);

/** The same joins as the FROM of a sub-select (jsonRows), from the reviews whose ids `ids` selects. */
const reviewCardsOf = (ids: SQL) => sql`from ${ids} as ${sql.identifier('page')}
  inner join ${reviews} on ${reviews.id} = ${sql.identifier('page')}.${sql.identifier('id')}
  inner join ${subjects} on ${CARD_JOINS.subject}
  left join ${categories} on ${CARD_JOINS.category}
  left join ${evaluations} as ${sql.identifier('verdicts')} on ${CARD_JOINS.verdict}
  left join ${users} on ${CARD_JOINS.author}`;

/** Reviews joined to what their card shows; callers add the where, order and page. */
export const selectReviewList = (db: Db) =>
  joinReviewCard(db.select(reviewListColumns).from(reviews).$dynamic());

export type ReviewListRow = Awaited<ReturnType<ReturnType<typeof selectReviewList>['execute']>>[number];

export interface ReviewFilter {
  page: number;
  page_size: number;
  search?: string;
  status?: number;
  category?: number;
  subject?: number;
  author?: number;
  /** published in [from, before) (the archive's month) */
  published?: { from: Date; before: Date };
}

export type PublicSort = ListSort | 'newest';

const NEWEST_KEYS: OrderKey[] = [
  { column: reviews.datePublished, desc: true, nullsFirst: false },
  { column: reviews.id, desc: true },
];
const NEWEST: SQL[] = orderBy(NEWEST_KEYS);
/** The same order of the related reviews' walk (their alias of reviews). */
const RELATED_NEWEST: OrderKey[] = [
  { column: related.datePublished, desc: true, nullsFirst: false },
  { column: related.id, desc: true },
];

/**
 * The public orders. Reviews have no priority or demand of their own: those sorts read their subject's
 * (priority 1 first, shown questions, published reviews), as copied onto the review (reviews.subject_*,
 * kept by triggers: migration 0014); `views` is the review's own. Ties: newest first. Each order matches
 * one index of reviews (reviews_public_*_idx, and a category's: reviews_public_category_*_idx).
 */
const PUBLIC_ORDER: Record<PublicSort, OrderKey[]> = {
  newest: NEWEST_KEYS,
  priority: [{ column: reviews.subjectPriority }, ...NEWEST_KEYS],
  views: [{ column: reviews.views, desc: true }, ...NEWEST_KEYS],
  most_reviewed: [{ column: reviews.subjectReviewCount, desc: true }, ...NEWEST_KEYS],
  most_wanted: [{ column: reviews.subjectQuestionCount, desc: true }, ...NEWEST_KEYS],
};

/** The management list's order: newest made first. */
const STAFF_ORDER: OrderKey[] = [{ column: reviews.id, desc: true }];

/** Published for the public means the review and its subject both are (its card links to the subject). */
export const isPublic = and(eq(reviews.status, Status.Published), eq(subjects.status, Status.Published))!;

/** The same, read from the review alone: its copy of its subject's status (reviews.subject_status). */
export const isPublicReviewRow = and(
  eq(reviews.status, Status.Published),
  eq(reviews.subjectStatus, Status.Published),
)!;

const matchingReviews = alias(reviews, 'matching_reviews');
const matchingSubjects = alias(subjects, 'matching_subjects');

/**
 * The review's title or summary, or its subject's title, contains the search text. Written as two id sets
 * so each side is found through its own trigram index, instead of testing every joined row.
 */
function searchCondition(
  db: Db,
  search: string | undefined,
  pattern: string | null,
  forPublic: boolean,
): SQL | undefined {
  if (!pattern) return undefined;
  const bySubjectTitle = titleContains(matchingSubjects.searchText, matchingSubjects.title, search)!;
  const subjectIds = db.select({ id: matchingSubjects.id }).from(matchingSubjects).where(bySubjectTitle);
  return or(
    inArray(
      reviews.id,
      db
        .select({ id: matchingReviews.id })
        .from(matchingReviews)
        .where(like(matchingReviews.searchText, pattern)),
    ),
    inArray(
      reviews.subjectId,
      // the public's: the first subjectLimit subjects whose title holds a common word
      forPublic ? subjectIds.limit(PUBLIC_SEARCH.subjectLimit) : subjectIds,
    ),
  );
}

/**
 * A page of reviews and their number: for the public, published reviews of published subjects in its
 * `sort`; for staff, every status in the management list's order.
 */
export async function pageReviewRows(
  db: Db,
  q: ReviewFilter,
  list: ListAudience,
): Promise<Page<ReviewListRow>> {
  const forPublic = list.audience === 'public';
  // the public's text needs a word of three letters (publicSearchOf), staff's any
  const pattern = listSearchPattern(q.search, forPublic);
  const keys = forPublic ? PUBLIC_ORDER[list.sort] : STAFF_ORDER;
  const order = orderBy(keys);
  // the public's filters read the review's copies of its subject's columns, so its page and count are
  // reviews alone; staff filter by the subject's own category, joined
  const where = and(
    forPublic ? isPublicReviewRow : undefined,
    q.status ? eq(reviews.status, q.status) : undefined,
    q.category ? eq(forPublic ? reviews.subjectCategoryId : subjects.categoryId, q.category) : undefined,
    q.subject ? eq(reviews.subjectId, q.subject) : undefined,
    q.author ? eq(reviews.authorId, q.author) : undefined,
    q.published
      ? and(gte(reviews.datePublished, q.published.from), lt(reviews.datePublished, q.published.before))
      : undefined,
    searchCondition(db, q.search, pattern, forPublic),
  );
  const fromReviews = <T extends PgSelect>(query: T) =>
    forPublic ? query : query.innerJoin(subjects, CARD_JOINS.subject);
  // the public list with no filter but the category: its total is kept by triggers (subject_tallies.reviews)
  const tallied = forPublic && !q.status && !q.subject && !q.author && !q.published && pattern === null;
  // The page's ids come first, from one index of reviews for the public (a deep OFFSET skips its entries),
  // from reviews and subjects for staff; only those few reviews are then read and joined to their cards.
  const rowsOfPage = (walk: NonNullable<ReturnType<typeof pageWalk>>) => {
    const page = fromReviews(db.select({ id: reviews.id }).from(reviews).$dynamic())
      .where(where)
      .orderBy(...orderBy(keys, walk.reversed))
      .limit(walk.limit)
      .offset(walk.offset)
      .as('page');
    return selectReviewList(db)
      .innerJoin(page, eq(page.id, reviews.id))
      .orderBy(...order);
  };
  if (!tallied) {
    const walk = { reversed: false, limit: q.page_size, offset: offsetOf(q) };
    // a public search's count stops at PUBLIC_SEARCH.countLimit matches, and its pages there
    const capped = forPublic && pattern !== null;
    const beyond = capped && walk.offset >= PUBLIC_SEARCH.countLimit;
    const counting = capped
      ? cappedCount(db, reviews, where)
      : fromReviews(db.select({ n: count() }).from(reviews).$dynamic()).where(where);
    const [rows, [total]] = await Promise.all([beyond ? [] : rowsOfPage(walk), counting]);
    return { rows, total: total?.n ?? 0 };
  }
  const [tally] = await db
    .select({ n: sql<number>`coalesce(sum(${subjectTallies.reviews}), 0)`.mapWith(Number) })
    .from(subjectTallies)
    .where(
      and(
        eq(subjectTallies.status, Status.Published),
        q.category ? eq(subjectTallies.categoryId, q.category) : undefined,
      ),
    );
  // the tally is the exact total: a page past the end has no rows (no walk of the whole index to find
  // none), and one in the second half is walked from the end
  const total = tally?.n ?? 0;
  const walk = pageWalk(q, total);
  return { rows: walk ? await rowsOfPage(walk) : [], total };
}

/**
 * The newest published reviews (the home page's 'latest articles and reviews', the feeds), a category's when
 * given: the walk of reviews_status_published_idx backwards, stopping at `limit`.
 */
export const latestReviewRows = (db: Db, limit: number, categoryId?: number): Promise<ReviewListRow[]> =>
  selectReviewList(db)
    .where(and(isPublic, categoryId === undefined ? undefined : eq(subjects.categoryId, categoryId)))
    .orderBy(...NEWEST)
    .limit(limit);

const publishedReviewSelect = preparedSelect<ReviewListRow, { id: number }>(
  'review_card_public',
  reviewListColumns,
  (db) => selectReviewList(db).where(and(eq(reviews.id, sql.placeholder('id')), isPublic)),
);

/** A published review (of a published subject) as its card shows it; null when the public cannot see it. */
export async function findPublishedReviewRow(db: Db, id: number): Promise<ReviewListRow | null> {
  const [row] = await publishedReviewSelect(db, { id });
  return row ?? null;
}

/**
 * Related reviews, as two fields of the review's own select (reviewPageFields): other published reviews of
 * the same subject, and published reviews of other subjects of the same category, each newest first and
 * at most REVIEW_LIMITS.related (the presenter joins them: the subject's first). Which ones is read from
 * reviews alone, through the review's copies of its subject's status and category (reviews.subject_*,
 * kept by triggers: migration 0014): the same subject's few through reviews_subject_idx, the category's by
 * walking reviews_public_category_newest_idx under the limit; only those few are then joined to their
 * cards. The review's subject and category are read by its id.
 */
const relatedFields = (id: Placeholder) => {
  // sub-selects of their own: the related ones' tables have the same names as the review's
  const ofReview = (column: AnyPgColumn) =>
    sql`(select ${column} from ${reviews} where ${eq(reviews.id, id)})`;
  const subjectOf = ofReview(reviews.subjectId);
  const newest = (where: SQL | undefined) => {
    const ids = sql`(select ${related.id} from ${reviews} as ${sql.identifier('related')} where ${where}
      order by ${sql.join(orderBy(RELATED_NEWEST), sql`, `)} limit ${sql.raw(String(REVIEW_LIMITS.related))})`;
    return jsonRows(reviewListColumns, reviewCardsOf(ids), NEWEST) as SQL<ReviewListRow[]>;
  };
  const isPublicRelated = and(
    eq(related.status, Status.Published),
    eq(related.subjectStatus, Status.Published),
  );
  return {
    sameSubject: newest(and(isPublicRelated, eq(related.subjectId, subjectOf), ne(related.id, id))),
    sameCategory: newest(
      and(
        isPublicRelated,
        eq(related.subjectCategoryId, ofReview(reviews.subjectCategoryId)),
        ne(related.subjectId, subjectOf),
      ),
    ),
  };
};

const newsItemColumns = {
  id: reviewNewsItems.id,
  outletId: reviewNewsItems.outletId,
  outletName: outlets.name,
  outletLogo: outlets.logo,
  title: reviewNewsItems.title,
  link: reviewNewsItems.link,
  date: reviewNewsItems.date,
  summary: reviewNewsItems.summary,
  evaluationId: reviewNewsItems.evaluationId,
  evaluationTitle: evaluations.title,
  evaluationColor: evaluations.color,
};
const NEWS_ITEM_ORDER = [sql`${reviewNewsItems.position} asc`, sql`${reviewNewsItems.id} asc`];

const selectNewsItems = (db: Db, reviewId: number | Placeholder) =>
  db
    .select(newsItemColumns)
    .from(reviewNewsItems)
    .leftJoin(outlets, eq(outlets.id, reviewNewsItems.outletId))
    .leftJoin(evaluations, eq(evaluations.id, reviewNewsItems.evaluationId))
    .where(eq(reviewNewsItems.reviewId, reviewId))
    .orderBy(...NEWS_ITEM_ORDER);

export type NewsItemRow = Awaited<ReturnType<ReturnType<typeof selectNewsItems>['execute']>>[number];

const newsItemsSelect = preparedSelect<NewsItemRow, { review: number }>('news_items', newsItemColumns, (db) =>
  selectNewsItems(db, sql.placeholder('review')),
);

/** A review's news items with their outlet's name and logo and their evaluation's title and colour. */
export const newsItemRows = (db: Db, reviewId: number): Promise<NewsItemRow[]> =>
  newsItemsSelect(db, { review: reviewId });

/**
 * What a report page lists with the review, as fields of its own select: its news items (newsItemRows),
 * related reviews (relatedFields) and correction notes.
 */
const reviewPageFields = (id: Placeholder) => ({
  newsItems: jsonRows(
    newsItemColumns,
    sql`from ${reviewNewsItems}
      left join ${outlets} on ${eq(outlets.id, reviewNewsItems.outletId)}
      left join ${evaluations} on ${eq(evaluations.id, reviewNewsItems.evaluationId)}
      where ${eq(reviewNewsItems.reviewId, reviews.id)}`,
    NEWS_ITEM_ORDER,
  ) as SQL<NewsItemRow[]>,
  ...relatedFields(id),
  corrections: itemCorrectionsField('r', reviews.id),
});

/** How many of its subject's sources a report page's ClaimReview names at most. */
export const CLAIM_SOURCES_LIMIT = 20;

const claimSourceColumns = {
  url: sources.link,
  headline: sources.title,
  date: sources.datePublishedRumor,
  outlet: outlets.name,
  outletLink: outlets.link,
  outletId: outlets.id,
};

const CLAIM_SOURCES_FROM = sql`from ${sources} inner join ${outlets} on ${eq(outlets.id, sources.outletId)}`;
const claimSourcesOf = (subject: SQL | Placeholder) =>
  and(eq(sources.subjectId, subject), eq(sources.status, Status.Published));
const CLAIM_SOURCES_ORDER = [sql`${sources.datePublishedRumor} asc nulls last`, asc(sources.id)];

/**
 * What the server's rendered report page adds to the public's: the subject's published sources, the first
 * told first, with their outlet (the ClaimReview of its head).
 */
const claimSourcesField = jsonRows(
  claimSourceColumns,
  sql`${CLAIM_SOURCES_FROM} where ${claimSourcesOf(sql`${reviews.subjectId}`)}`,
  CLAIM_SOURCES_ORDER,
  CLAIM_SOURCES_LIMIT,
);

const claimSourcesSelect = preparedSelect<ClaimSourceRow, { subject: number }>(
  'claim_sources',
  claimSourceColumns,
  (db) =>
    db
      .select(claimSourceColumns)
      .from(sources)
      .innerJoin(outlets, eq(outlets.id, sources.outletId))
      .where(claimSourcesOf(sql.placeholder('subject')))
      .orderBy(...CLAIM_SOURCES_ORDER)
      .limit(CLAIM_SOURCES_LIMIT),
);

/** A subject's published sources as a report page's ClaimReview names them (as the render's `claimSources`). */
export const findClaimSources = (db: Db, subjectId: number): Promise<ClaimSourceRow[]> =>
  claimSourcesSelect(db, { subject: subjectId });

/**
 * A review's page, for the public (it and its subject published), the server's render of it (the same, with
 * its subject's claim sources) or staff: prepared once (preparedSelect).
 */
const reviewPageSelect = (audience: 'public' | 'render' | 'staff') => {
  const fields = {
    ...reviewDetailColumns,
    ...reviewPageFields(sql.placeholder('id')),
    claimSources: audience === 'render' ? claimSourcesField : sql<null>`null`,
  };
  return preparedSelect(`review_page_${audience}`, fields, (db) =>
    joinReviewCard(db.select(fields).from(reviews).$dynamic()).where(
      and(eq(reviews.id, sql.placeholder('id')), audience === 'staff' ? undefined : isPublic),
    ),
  );
};
const reviewPage = {
  public: reviewPageSelect('public'),
  render: reviewPageSelect('render'),
  staff: reviewPageSelect('staff'),
};

/**
 * One review with everything its page shows, in one statement; the public's (and the render's, which also
 * reads `claimSources`) only when it and its subject are published. Null when there is none.
 */
export async function findReviewPageRow(db: Db, id: number, audience: 'public' | 'render' | 'staff') {
  const [row] = await reviewPage[audience](db, { id });
  return row ?? null;
}

export type ReviewPageRow = NonNullable<Awaited<ReturnType<typeof findReviewPageRow>>>;
export type ClaimSourceRow = SelectResultFields<typeof claimSourceColumns>;

/** The stored review (every column); null when there is none. */
/** The approval state and note of these reviews (ADR 33), by id. */
export async function approvalStates(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { approval: number | null; approvalNote: string | null }>();
  const rows = await db
    .select({ id: reviews.id, approval: reviews.approval, approvalNote: reviews.approvalNote })
    .from(reviews)
    .where(inArray(reviews.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export const findReview = (db: Db, id: number): Promise<ReviewRow | null> => findById(db, reviews, id);

export const insertReviewRow = (db: Db, values: ReviewValues): Promise<number> =>
  insertReturningId(db, reviews, values);

export const updateReviewRow = (db: Db, id: number, changes: Partial<ReviewValues>): Promise<void> =>
  updateById(db, reviews, id, changes);

/** A review's stored news items, in their order. */
export const storedNewsItems = (db: Db, reviewId: number) =>
  db
    .select()
    .from(reviewNewsItems)
    .where(eq(reviewNewsItems.reviewId, reviewId))
    .orderBy(asc(reviewNewsItems.position), asc(reviewNewsItems.id));

export async function insertNewsItems(db: Db, items: NewsItemValues[]): Promise<void> {
  if (items.length > 0) await db.insert(reviewNewsItems).values(items);
}

export async function deleteNewsItems(db: Db, reviewId: number): Promise<void> {
  await db.delete(reviewNewsItems).where(eq(reviewNewsItems.reviewId, reviewId));
}

/** Of these outlet and evaluation ids, the ones that exist. */
export async function existingNewsItemRefs(
  db: Db,
  ids: { outlets: number[]; evaluations: number[] },
): Promise<{ outlets: Set<number>; evaluations: Set<number> }> {
  const [knownOutlets, knownEvaluations] = await Promise.all([
    ids.outlets.length
      ? db.select({ id: outlets.id }).from(outlets).where(inArray(outlets.id, ids.outlets))
      : [],
    ids.evaluations.length
      ? db.select({ id: evaluations.id }).from(evaluations).where(inArray(evaluations.id, ids.evaluations))
      : [],
  ]);
  return {
    outlets: new Set(knownOutlets.map((r) => r.id)),
    evaluations: new Set(knownEvaluations.map((r) => r.id)),
  };
}

/** Whether the review is published and its subject too (and it exists): what the public may read. */
export async function isPublicReview(db: Db, id: number): Promise<boolean> {
  const visible = and(
    eq(reviews.id, id),
    eq(reviews.status, Status.Published),
    sql`exists (select 1 from ${subjects} where ${subjects.id} = ${reviews.subjectId} and ${subjects.status} = ${Status.Published})`,
  );
  return (await db.select({ id: reviews.id }).from(reviews).where(visible).limit(1)).length > 0;
}
