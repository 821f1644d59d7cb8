import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { evaluations, outlets, subjects } from './catalogue.ts';
import { audit, belongsTo, matchTrgmIndex, searchTrgmIndex } from './columns.ts';

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
    ...audit,
  },
  (t) => [
    index('reviews_status_published_idx').on(t.status, t.datePublished),
    index('reviews_subject_idx').on(t.subjectId, t.status),
    index('reviews_author_idx').on(t.authorId, t.status),
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
