import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';
import { subjects } from './catalogue.ts';
import { searchTrgmIndex } from './columns.ts';

/** Group ids of questions that ask the same thing: unique even as questions move between groups. */
export const questionGroupSeq = pgSequence('question_group_seq');

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
    /** questions that ask the same thing share a group id; null until grouped */
    groupId: integer('group_id'),
    /** when the question became answered: linked to a published subject, or its subject published */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** where it was asked: 'web', 'telegram' or 'bale' (the tipline bots file theirs) */
    channel: varchar('channel', { length: 10 }).notNull().default('web'),
    /**
     * storage keys of the pictures the asker sent with it, under the private prefix (lib/storage.ts); the
     * tipline bot's photos stay with its messages
     */
    pictures: text('pictures').array().notNull().default(sql`'{}'::text[]`),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_user_idx').on(t.userId),
    index('questions_subject_idx').on(t.subjectId),
    index('questions_shown_idx').on(t.isShown, t.registerDate),
    index('questions_temp_token_idx').on(t.tempTokenHash),
    index('questions_group_idx').on(t.groupId),
    // the dashboard's and the public statistics' periods: questions filed and answered in a span of days
    index('questions_register_date_idx').on(t.registerDate),
    index('questions_answered_at_idx').on(t.answeredAt),
    // the staff inbox searches inside titles and reasons (LIKE '%…%')
    searchTrgmIndex('questions_search_trgm_idx', t.searchText),
  ],
);
