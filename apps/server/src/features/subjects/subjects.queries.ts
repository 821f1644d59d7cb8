import { Status, type SubjectDetail, type SubjectListItem } from '@rasti/contract';
import { and, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questions, reviews, sources, subjects, subjectTallies } from '../../db/schema/index.ts';
import { cleanHtml } from '../../lib/html.ts';
import { firstViewToday } from '../../lib/views.ts';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';
import { correctionsOf } from '../corrections/corrections.repository.ts';
import { presentSource } from '../sources/sources.presenter.ts';
import { selectSources } from '../sources/sources.repository.ts';
import { containsPattern } from '../../lib/sql.ts';
import {
  presentSubjectDetail,
  presentSubjectListItem,
  selectSubjectDetail,
  selectSubjectList,
} from './subjects.presenter.ts';

interface Page {
  page: number;
  page_size: number;
}

export type PublicSort = 'newest' | 'priority' | 'views' | 'most_wanted' | 'most_reviewed';

/**
 * Each public order ends with the newest-first tie-break and matches one index of the subjects table
 * (status, key, date_published, id), so a page is a short index walk even at 100 000 subjects.
 */
const PUBLIC_ORDER: Record<PublicSort, SQL[]> = {
  newest: [sql`${subjects.datePublished} desc`, sql`${subjects.id} desc`],
  // 1 is the highest priority; the priority index stores the tie-break descending, nulls last
  priority: [
    sql`${subjects.priority} asc`,
    sql`${subjects.datePublished} desc nulls last`,
    sql`${subjects.id} desc nulls last`,
  ],
  views: [sql`${subjects.views} desc`, sql`${subjects.datePublished} desc`, sql`${subjects.id} desc`],
  most_wanted: [
    sql`${subjects.questionCount} desc`,
    sql`${subjects.datePublished} desc`,
    sql`${subjects.id} desc`,
  ],
  most_reviewed: [
    sql`${subjects.reviewCount} desc`,
    sql`${subjects.datePublished} desc`,
    sql`${subjects.id} desc`,
  ],
};

interface Filter extends Page {
  search?: string;
  category?: number;
  status?: number;
}

/**
 * A page of subjects and the total for X-Total-Count. Without a search the total is read from
 * subject_tallies (a few rows); with one it is counted over the trigram index's matches.
 */
async function pageOf(
  db: Db,
  storage: FileStorage,
  q: Filter,
  order: SQL[],
): Promise<{ rows: SubjectListItem[]; total: number }> {
  const pattern = containsPattern(q.search);
  const where = and(
    q.status ? eq(subjects.status, q.status) : undefined,
    pattern ? like(subjects.searchText, pattern) : undefined,
    q.category ? eq(subjects.categoryId, q.category) : undefined,
  );
  const total = pattern
    ? db.select({ n: count() }).from(subjects).where(where)
    : db
        .select({ n: sql<number>`coalesce(sum(${subjectTallies.n}), 0)`.mapWith(Number) })
        .from(subjectTallies)
        .where(
          and(
            q.status ? eq(subjectTallies.status, q.status) : undefined,
            q.category ? eq(subjectTallies.categoryId, q.category) : undefined,
          ),
        );
  // The page's ids come first from the order's index alone (an index-only scan, so a deep OFFSET skips
  // index entries, not table rows); only those few rows are then read and joined.
  const page = db
    .select({ id: subjects.id })
    .from(subjects)
    .where(where)
    .orderBy(...order)
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .as('page');
  const [rows, [counted]] = await Promise.all([
    selectSubjectList(db)
      .innerJoin(page, eq(page.id, subjects.id))
      .orderBy(...order),
    total,
  ]);
  return { rows: rows.map((r) => presentSubjectListItem(r, storage)), total: counted?.n ?? 0 };
}

/** The admin table: every status, newest made first; search over the normalised title and abstract. */
export function listSubjectsForStaff(db: Db, storage: FileStorage, q: Filter) {
  return pageOf(db, storage, q, [desc(subjects.id)]);
}

/** Trending subjects: published only, in one of the public orders. */
export function listPublishedSubjects(
  db: Db,
  storage: FileStorage,
  q: Page & { search?: string; category?: number; sort: PublicSort },
) {
  return pageOf(db, storage, { ...q, status: Status.Published }, PUBLIC_ORDER[q.sort]);
}

/**
 * One subject with its sources, reviews and questions. The public sees only what is published (sources
 * and reviews with status 2, shown questions); staff see everything linked to it.
 */
export async function getSubjectDetail(
  db: Db,
  storage: FileStorage,
  id: number,
  audience: 'staff' | 'public',
): Promise<SubjectDetail | null> {
  const isPublic = audience === 'public';
  const [row] = await selectSubjectDetail(db).where(
    and(eq(subjects.id, id), isPublic ? eq(subjects.status, Status.Published) : undefined),
  );
  if (!row) return null;
  const [rumors, subjectReviews, linkedQuestions, notes] = await Promise.all([
    selectSources(db)
      .where(and(eq(sources.subjectId, id), isPublic ? eq(sources.status, Status.Published) : undefined))
      .orderBy(sql`${sources.datePublishedRumor} desc nulls last`, desc(sources.id)),
    db
      .select({
        id: reviews.id,
        title: reviews.title,
        status: reviews.status,
        summary: reviews.summary,
        mainImage: reviews.mainImage,
      })
      .from(reviews)
      .where(and(eq(reviews.subjectId, id), isPublic ? eq(reviews.status, Status.Published) : undefined))
      .orderBy(sql`${reviews.datePublished} desc nulls first`, desc(reviews.id)),
    db
      .select({
        id: questions.id,
        title: questions.title,
        summary: questions.summary,
        fullName: questions.fullName,
        registerDate: questions.registerDate,
        isShown: questions.isShown,
      })
      .from(questions)
      .where(and(eq(questions.subjectId, id), isPublic ? eq(questions.isShown, true) : undefined))
      .orderBy(desc(questions.registerDate), desc(questions.id)),
    correctionsOf(db, 's', id),
  ]);
  return presentSubjectDetail(row, storage, {
    // stored HTML was cleaned when written; it is cleaned again on the way out
    content: cleanHtml(row.content),
    rumors: rumors.map((r) => presentSource(r, storage)),
    subject_reviews: subjectReviews.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      summary: r.summary,
      main_images: mediaUrl(storage, r.mainImage),
    })),
    questions: linkedQuestions.map((q) => ({
      id: q.id,
      title: q.title,
      summary: q.summary,
      // only the display name the asker chose is public, never the account's name
      full_name: q.fullName,
      register_date: q.registerDate.toISOString(),
      is_shown: q.isShown,
    })),
    corrections: notes,
  });
}

/**
 * A public visit; false when the subject is not published (or does not exist). It counts one view per
 * reader and day; a null reader (the server's rendering, a crawler) only asks whether it is public.
 */
export async function countView(db: Db, id: number, reader: string | null): Promise<boolean> {
  const visible = and(eq(subjects.id, id), eq(subjects.status, Status.Published));
  const isVisible = async (q: Db) =>
    (await q.select({ id: subjects.id }).from(subjects).where(visible).limit(1)).length > 0;
  if (!reader) return isVisible(db);
  return db.transaction(async (tx) => {
    if (!(await isVisible(tx))) return false;
    if (await firstViewToday(tx, 's', id, reader)) {
      await tx
        .update(subjects)
        .set({ views: sql`${subjects.views} + 1` })
        .where(eq(subjects.id, id));
    }
    return true;
  });
}
