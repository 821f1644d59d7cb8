import { sql } from 'drizzle-orm';
import { index, integer, boolean, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { subjects } from './catalogue.ts';

/** Questions asked through 'از من بپرس' ("asked" in the API). */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 300 }).notNull(),
    summary: text('summary').notNull(),
    resource: text('resource').notNull().default(''),
    /** display name an anonymous sender may give */
    fullName: varchar('full_name', { length: 150 }).notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    isShown: boolean('is_shown').notNull().default(true),
    /** hash of the anonymous sender's temporary token; cleared once attached */
    tempTokenHash: varchar('temp_token_hash', { length: 128 }),
    tempTokenExpiresAt: timestamp('temp_token_expires_at', { withTimezone: true }),
    searchText: text('search_text').notNull().default(''),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_user_idx').on(t.userId),
    index('questions_subject_idx').on(t.subjectId),
    index('questions_shown_idx').on(t.isShown, t.registerDate),
    index('questions_temp_token_idx').on(t.tempTokenHash),
    // the staff inbox searches inside titles and reasons (LIKE '%…%')
    index('questions_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
