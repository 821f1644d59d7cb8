import {
  REVIEW_LIMITS,
  type ReviewDetail,
  type ReviewListItem,
  type ReviewSort,
  Status,
} from '@rasti/contract';
import { and, count, desc, eq, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { reviews, subjects } from '../../db/schema/index.ts';
import { correctionsOf } from '../corrections/corrections.repository.ts';
import { cleanHtml } from '../../lib/html.ts';
import { firstViewToday } from '../../lib/views.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { titleContains } from '../../lib/title-match.ts';
import { containsPattern, offsetOf } from '../../lib/sql.ts';
import {
  presentAuthor,
  presentNewsItem,
  presentReviewListItem,
  selectNewsItems,
  selectReviewDetail,
  selectReviewList,
} from './reviews.presenter.ts';

interface Page {
  page: number;
  page_size: number;
}

export interface ReviewFilter extends Page {
  search?: string;
  status?: number;
  category?: number;
  subject?: number;
  author?: number;
}

const NEWEST: SQL[] = [sql`${reviews.datePublished} desc nulls last`, sql`${reviews.id} desc`];

/**
 * The public orders. Reviews have no priority or demand of their own: those sorts read their subject's
 * (priority 1 first, shown questions, published reviews); `views` is the review's own. Ties: newest first.
 */
const PUBLIC_ORDER: Record<ReviewSort, SQL[]> = {
  newest: NEWEST,
  priority: [sql`${subjects.priority} asc`, ...NEWEST],
  views: [sql`${reviews.views} desc`, ...NEWEST],
  most_reviewed: [sql`${subjects.reviewCount} desc`, ...NEWEST],
  most_wanted: [sql`${subjects.questionCount} desc`, ...NEWEST],
};

/** Published for the public means the review and its subject both are (its card links to the subject). */
export const isPublic = and(eq(reviews.status, Status.Published), eq(subjects.status, Status.Published))!;

const matchingReviews = alias(reviews, 'matching_reviews');
const matchingSubjects = alias(subjects, 'matching_subjects');

/**
 * The review's title or summary, or its subject's title, contains the search text. Written as two id sets
 * so each side is found through its own trigram index, instead of testing every joined row.
 */
function searchCondition(db: Db, search: string | undefined): SQL | undefined {
  const pattern = containsPattern(search);
  if (!pattern) return undefined;
  const bySubjectTitle = titleContains(matchingSubjects.searchText, matchingSubjects.title, search)!;
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
      db.select({ id: matchingSubjects.id }).from(matchingSubjects).where(bySubjectTitle),
    ),
  );
}

async function pageOf(
  db: Db,
  storage: FileStorage,
  q: ReviewFilter,
  base: SQL | undefined,
  order: SQL[],
): Promise<{ rows: ReviewListItem[]; total: number }> {
  const where = and(
    base,
    q.status ? eq(reviews.status, q.status) : undefined,
    q.category ? eq(subjects.categoryId, q.category) : undefined,
    q.subject ? eq(reviews.subjectId, q.subject) : undefined,
    q.author ? eq(reviews.authorId, q.author) : undefined,
    searchCondition(db, q.search),
  );
  const [rows, [total]] = await Promise.all([
    selectReviewList(db)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
      .where(where),
  ]);
  return { rows: rows.map((r) => presentReviewListItem(r, storage)), total: total?.n ?? 0 };
}

/** The management list: every status, newest made first. */
export function listReviewsForStaff(db: Db, storage: FileStorage, q: ReviewFilter) {
  return pageOf(db, storage, q, undefined, [desc(reviews.id)]);
}

/** The public list: published reviews of published subjects, in one of the public orders. */
export function listPublishedReviews(
  db: Db,
  storage: FileStorage,
  q: Omit<ReviewFilter, 'status'> & { sort: ReviewSort },
) {
  return pageOf(db, storage, q, isPublic, PUBLIC_ORDER[q.sort]);
}

/** The newest published reviews (the home page's 'latest articles and reviews'). */
export async function latestReviews(db: Db, storage: FileStorage, limit: number): Promise<ReviewListItem[]> {
  const rows = await selectReviewList(db)
    .where(isPublic)
    .orderBy(...NEWEST)
    .limit(limit);
  return rows.map((r) => presentReviewListItem(r, storage));
}

/**
 * Related reviews: other published reviews of the same subject first, then of the same category, newest
 * first within each; the review itself never.
 */
export async function relatedReviews(
  db: Db,
  storage: FileStorage,
  review: { id: number; subjectId: number; categoryId: number | null },
): Promise<ReviewListItem[]> {
  const sameSubject = eq(reviews.subjectId, review.subjectId);
  const rows = await selectReviewList(db)
    .where(
      and(
        isPublic,
        ne(reviews.id, review.id),
        review.categoryId === null
          ? sameSubject
          : or(sameSubject, eq(subjects.categoryId, review.categoryId)),
      ),
    )
    .orderBy(sql`(${sameSubject}) desc`, ...NEWEST)
    .limit(REVIEW_LIMITS.related);
  return rows.map((r) => presentReviewListItem(r, storage));
}

/**
 * One review with its news items, author box and related reviews. The public sees it only when it and its
 * subject are published; staff see every status.
 */
export async function getReviewDetail(
  db: Db,
  storage: FileStorage,
  id: number,
  audience: 'staff' | 'public',
): Promise<ReviewDetail | null> {
  const [row] = await selectReviewDetail(db).where(
    and(eq(reviews.id, id), audience === 'public' ? isPublic : undefined),
  );
  if (!row) return null;
  const [items, related, notes] = await Promise.all([
    selectNewsItems(db, id),
    relatedReviews(db, storage, { id, subjectId: row.subjectId, categoryId: row.categoryId }),
    correctionsOf(db, 'r', id),
  ]);
  return {
    ...presentReviewListItem(row, storage),
    // stored HTML was cleaned when written; it is cleaned again on the way out
    content: cleanHtml(row.content),
    news_items: items.map((item) => presentNewsItem(item, storage)),
    author: presentAuthor(row, storage),
    related_reviews: related,
    corrections: notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A public visit; false when the review or its subject is not published (or does not exist). It counts one
 * view per reader and day; a null reader (the server's rendering, a crawler) only asks whether it is public.
 */
export async function countReviewView(db: Db, id: number, reader: string | null): Promise<boolean> {
  const visible = and(
    eq(reviews.id, id),
    eq(reviews.status, Status.Published),
    sql`exists (select 1 from ${subjects} where ${subjects.id} = ${reviews.subjectId} and ${subjects.status} = ${Status.Published})`,
  );
  const isVisible = async (q: Db) =>
    (await q.select({ id: reviews.id }).from(reviews).where(visible).limit(1)).length > 0;
  if (!reader) return isVisible(db);
  return db.transaction(async (tx) => {
    if (!(await isVisible(tx))) return false;
    if (await firstViewToday(tx, 'r', id, reader)) {
      await tx
        .update(reviews)
        .set({ views: sql`${reviews.views} + 1` })
        .where(eq(reviews.id, id));
    }
    return true;
  });
}
