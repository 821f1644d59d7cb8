import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
};

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
  (t) => [index('outlets_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

/** Evaluations ("Review-Result"): the verdict kinds, each with a colour and a score for the agency table. */
export const evaluations = pgTable('evaluations', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  color: varchar('color', { length: 9 }).notNull().default('#757575'),
  score: integer('score').notNull().default(0),
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
    /** normalizePersian(title + abstract) */
    searchText: text('search_text').notNull().default(''),
    ...audit,
  },
  (t) => [
    index('subjects_status_published_idx').on(t.status, t.datePublished),
    index('subjects_status_priority_idx').on(t.status, t.priority),
    index('subjects_status_views_idx').on(t.status, t.views),
    index('subjects_category_idx').on(t.categoryId, t.status),
    index('subjects_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Sources ("Rumor" in the API): where a subject's claim appeared. */
export const sources = pgTable(
  'sources',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 300 }).notNull(),
    link: text('link').notNull().default(''),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'restrict' }),
    summary: text('summary').notNull().default(''),
    datePublishedRumor: timestamp('date_published_rumor', { withTimezone: true }),
    evaluationId: integer('evaluation_id').references(() => evaluations.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(2),
    ...audit,
  },
  (t) => [
    index('sources_subject_idx').on(t.subjectId),
    index('sources_outlet_idx').on(t.outletId, t.evaluationId),
  ],
);
