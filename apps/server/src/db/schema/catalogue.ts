import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, belongsTo, matchTrgmIndex, searchTrgmIndex } from './columns.ts';
import { sql } from 'drizzle-orm';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    /** trimmed, case-folded, Persian-normalised title: unique (server-rules section 5) */
    titleKey: varchar('title_key', { length: 100 }).notNull(),
    color: varchar('color', { length: 9 }).notNull().default('#000000'),
    ...audit,
  },
  (t) => [uniqueIndex('categories_title_key_uq').on(t.titleKey)],
);

/** News outlets ("Media" in the API). */
export const outlets = pgTable(
  'outlets',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    englishName: varchar('english_name', { length: 150 }).notNull().default(''),
    link: text('link').notNull().default(''),
    logo: text('logo'),
    origin: smallint('origin').notNull().default(1),
    searchText: text('search_text').notNull().default(''),
    ...audit,
  },
  (t) => [searchTrgmIndex('outlets_search_trgm_idx', t.searchText)],
);

/** Evaluations ("Review-Result"): the verdict kinds, each with a colour and a score for the agency table. */
export const evaluations = pgTable('evaluations', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  color: varchar('color', { length: 9 }).notNull().default('#757575'),
  score: integer('score').notNull().default(0),
  /** what the verdict means, shown on /methodology and in the public Review-Result answer */
  description: text('description').notNull().default(''),
  ...audit,
});

export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 300 }).notNull(),
    abstract: text('abstract').notNull().default(''),
    content: text('content').notNull().default(''),
    mainImage: text('main_image'),
    file: text('file'),
    fileName: varchar('file_name', { length: 255 }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    evaluationId: integer('evaluation_id').references(() => evaluations.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(1),
    priority: smallint('priority').notNull().default(5),
    hashtags: text('hashtags').notNull().default(''),
    datePublished: timestamp('date_published', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    /** shown questions linked to the subject; kept by a trigger on questions (public sort most_wanted) */
    questionCount: integer('question_count').notNull().default(0),
    /** published reviews of the subject; kept by a trigger on reviews (public sort most_reviewed) */
    reviewCount: integer('review_count').notNull().default(0),
    /** normalizePersian(title + abstract) */
    searchText: text('search_text').notNull().default(''),
    ...audit,
  },
  // One index per public ordering, each ending in the newest-first tie-break, so a page is an index walk.
  (t) => [
    index('subjects_status_published_idx').on(t.status, t.datePublished, t.id),
    index('subjects_status_priority_idx').on(t.status, t.priority, t.datePublished.desc(), t.id.desc()),
    index('subjects_status_views_idx').on(t.status, t.views, t.datePublished, t.id),
    index('subjects_status_questions_idx').on(t.status, t.questionCount, t.datePublished, t.id),
    index('subjects_status_reviews_idx').on(t.status, t.reviewCount, t.datePublished, t.id),
    index('subjects_category_idx').on(t.categoryId, t.status, t.datePublished, t.id),
    // a category's page in the other orders
    index('subjects_category_priority_idx').on(
      t.categoryId,
      t.status,
      t.priority,
      t.datePublished.desc(),
      t.id.desc(),
    ),
    index('subjects_category_views_idx').on(t.categoryId, t.status, t.views, t.datePublished, t.id),
    index('subjects_category_questions_idx').on(
      t.categoryId,
      t.status,
      t.questionCount,
      t.datePublished,
      t.id,
    ),
    index('subjects_category_reviews_idx').on(t.categoryId, t.status, t.reviewCount, t.datePublished, t.id),
    searchTrgmIndex('subjects_search_trgm_idx', t.searchText),
    // the title and the abstract's opening
    matchTrgmIndex('subjects_match_trgm_idx', t),
  ],
);

/**
 * How many subjects each (category, status) pair holds, kept by a trigger on subjects, so list totals
 * (X-Total-Count) without a search are a few rows read instead of a count over the table.
 * category_id 0 stands for "no category".
 */
export const subjectTallies = pgTable(
  'subject_tallies',
  {
    categoryId: integer('category_id').notNull(),
    status: smallint('status').notNull(),
    n: integer('n').notNull().default(0),
    /** the published reviews of these subjects (the sum of their review_count): the public reviews list's total */
    reviews: integer('reviews').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.status] })],
);

/** Sources ("Rumor" in the API): where a subject's claim appeared. */
export const sources = pgTable(
  'sources',
  {
    id: serial('id').primaryKey(),
    subjectId: belongsTo('subject_id', () => subjects.id),
    title: varchar('title', { length: 300 }).notNull(),
    link: text('link').notNull().default(''),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'restrict' }),
    summary: text('summary').notNull().default(''),
    datePublishedRumor: timestamp('date_published_rumor', { withTimezone: true }),
    evaluationId: integer('evaluation_id').references(() => evaluations.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(2),
    /**
     * A copy of its subject's status, kept by triggers (migration outlet_sources_public): a source is public
     * when it and its subject are published, and an outlet's page walks its public sources without its
     * subjects.
     */
    subjectStatus: smallint('subject_status').notNull().default(1),
    ...audit,
  },
  (t) => [
    index('sources_subject_idx').on(t.subjectId),
    index('sources_outlet_idx').on(t.outletId, t.evaluationId),
    // an outlet's page lists its public sources newest first: a page's ids are a walk of this index alone
    index('sources_outlet_public_idx')
      .on(t.outletId, t.datePublishedRumor.desc().nullsLast(), t.id.desc().nullsLast())
      .where(sql`status = 2 AND subject_status = 2`),
  ],
);

/**
 * One row per reader, item and day: a view counts only when its row is new. The reader is a keyed hash
 * (of the user, or of the address and browser), never the address itself; rows older than a day are pruned.
 */
export const viewMarks = pgTable(
  'view_marks',
  {
    /** 's' subject, 'r' review */
    kind: varchar('kind', { length: 1 }).notNull(),
    itemId: integer('item_id').notNull(),
    reader: varchar('reader', { length: 64 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.reader, t.day] }),
    index('view_marks_day_idx').on(t.day),
    // a reader's marks of the day, counted against the day's allowance (lib/views.ts)
    index('view_marks_reader_idx').on(t.reader, t.day),
  ],
);
