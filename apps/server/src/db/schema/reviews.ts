import { sql } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { evaluations, outlets, subjects } from './catalogue.ts';
import { audit, belongsTo, matchTrgmIndex, searchTrgmIndex } from './columns.ts';

/** A column of an index, in its order. */
type IndexPart = Parameters<ReturnType<typeof index>['on']>[number];

/**
 * One index per public order, with and without a category: the two statuses (both published), the order's
 * key, then the newest-first tie-break, so a public page's ids are an index-only walk of reviews.
 */
const publicOrderIndexes = (
  t: Record<
    | 'status'
    | 'subjectStatus'
    | 'subjectCategoryId'
    | 'subjectPriority'
    | 'views'
    | 'subjectReviewCount'
    | 'subjectQuestionCount'
    | 'datePublished'
    | 'id',
    ExtraConfigColumn
  >,
) => {
  // descending as the orders are written (`desc`: nulls first; the date's: nulls last); made afresh for
  // each index, as .on() reads a column's direction and resets it
  const desc = (c: ExtraConfigColumn) => c.desc().nullsFirst();
  const keys: [string, () => IndexPart[]][] = [
    ['newest', () => []],
    ['priority', () => [t.subjectPriority]],
    ['views', () => [desc(t.views)]],
    ['reviews', () => [desc(t.subjectReviewCount)]],
    ['questions', () => [desc(t.subjectQuestionCount)]],
  ];
  const tieBreak = () => [t.datePublished.desc().nullsLast(), desc(t.id)];
  return keys.flatMap(([name, key]) => [
    index(`reviews_public_${name}_idx`).on(t.status, t.subjectStatus, ...key(), ...tieBreak()),
    index(`reviews_public_category_${name}_idx`).on(
      t.status,
      t.subjectStatus,
      t.subjectCategoryId,
      ...key(),
      ...tieBreak(),
    ),
  ]);
};

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    subjectId: belongsTo('subject_id', () => subjects.id),
    title: varchar('title', { length: 300 }).notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    mainImage: text('main_image'),
    status: smallint('status').notNull().default(1),
    datePublished: timestamp('date_published', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    // Copies of the subject's columns that the public list filters and orders by (published means the
    // review and its subject both are), kept by triggers (migration 0014), so a public page's ids come
    // from one index of reviews alone instead of a join with every published subject.
    subjectStatus: smallint('subject_status').notNull().default(1),
    subjectCategoryId: integer('subject_category_id'),
    subjectPriority: smallint('subject_priority').notNull().default(5),
    subjectReviewCount: integer('subject_review_count').notNull().default(0),
    subjectQuestionCount: integer('subject_question_count').notNull().default(0),
    /** the subject's verdict (evaluation), copied by the same triggers: the dashboard's reviews by verdict */
    subjectEvaluationId: integer('subject_evaluation_id'),
    /**
     * the second pair of eyes (REVIEW_APPROVAL, ADR 33): 1 waiting for approval, 2 sent back; null otherwise.
     * A waiting or sent-back review is a draft (status 1), so the public never sees it.
     */
    approval: smallint('approval'),
    /** the note an approver sent back with the review, shown to its author */
    approvalNote: text('approval_note'),
    ...audit,
  },
  (t) => [
    ...publicOrderIndexes(t),
    // published reviews by date; with the subject's verdict, the dashboard's reviews per week and verdict are
    // read from this index alone (migration 0032)
    index('reviews_status_published_idx').on(t.status, t.datePublished, t.subjectEvaluationId),
    // a subject's reviews, newest first: its report page's related reviews of the same subject are the first
    // entries of this index whatever the other subjects' dates (migration 0015)
    index('reviews_subject_idx').on(
      t.subjectId,
      t.status,
      t.datePublished.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_author_idx').on(t.authorId, t.status),
    index('reviews_approval_idx').on(t.approval).where(sql`${t.approval} is not null`),
    searchTrgmIndex('reviews_search_trgm_idx', t.searchText),
    // the title and the summary's opening
    matchTrgmIndex('reviews_match_trgm_idx', t),
  ],
);

/** The news-item blocks of a review form (spec section 2 'Reusable news-item block'). */
export const reviewNewsItems = pgTable(
  'review_news_items',
  {
    id: serial('id').primaryKey(),
    reviewId: belongsTo('review_id', () => reviews.id),
    outletId: integer('outlet_id').references(() => outlets.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 300 }).notNull(),
    link: text('link').notNull().default(''),
    summary: text('summary').notNull().default(''),
    date: timestamp('date', { withTimezone: true }),
    evaluationId: integer('evaluation_id').references(() => evaluations.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('review_news_items_review_idx').on(t.reviewId)],
);
