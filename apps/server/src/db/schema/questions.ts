import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { subjects } from './catalogue.ts';
import { belongsTo, searchTrgmIndex } from './columns.ts';

/** Group ids of questions that ask the same thing (issue 16): unique even as questions move between groups. */
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
    /** questions that ask the same thing share a group id (issue 16); null until grouped */
    groupId: integer('group_id'),
    /** when the question became answered: linked to a published subject, or its subject published */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** where it was asked: 'web', 'telegram' or 'bale' (the tipline bots file theirs) */
    channel: varchar('channel', { length: 10 }).notNull().default('web'),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_user_idx').on(t.userId),
    index('questions_subject_idx').on(t.subjectId),
    index('questions_shown_idx').on(t.isShown, t.registerDate),
    index('questions_temp_token_idx').on(t.tempTokenHash),
    index('questions_group_idx').on(t.groupId),
    // the staff inbox searches inside titles and reasons (LIKE '%…%')
    searchTrgmIndex('questions_search_trgm_idx', t.searchText),
  ],
);

/**
 * Text messages waiting to be sent (issue 16): one per question at most, retried until sent; a failed
 * gateway call leaves the row pending with its next attempt time.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    questionId: belongsTo('question_id', () => questions.id),
    toMobile: varchar('to_mobile', { length: 11 }).notNull(),
    text: text('text').notNull(),
    /** 0 pending, 1 sent, 2 given up */
    status: smallint('status').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_outbox_question_uq').on(t.questionId),
    index('sms_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
