import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The 'already checked?' suggestions a reader opened on the ask form, counted per Tehran day (one row a day,
 * its counter raised by an upsert): a question the archive answered at once, for the dashboard's archive
 * share. Nothing of the reader is kept.
 */
export const archiveOpens = pgTable('archive_opens', {
  /** the Tehran calendar day */
  day: date('day', { mode: 'string' }).primaryKey(),
  n: integer('n').notNull().default(0),
});

/**
 * Questions per Tehran day and channel, kept by triggers on questions (migration 0032, ADR 40's addendum):
 * `filed` those registered that day, `answered` those answered that day (hidden ones too, as the dashboard
 * counts them). The dashboard's requests per day and its filed and answered counts read these rows (at most
 * 400 days × 3 channels) instead of grouping every question of the period.
 */
export const questionDays = pgTable(
  'question_days',
  {
    /** the Tehran calendar day */
    day: date('day', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    filed: integer('filed').notNull().default(0),
    answered: integer('answered').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel] })],
);

/**
 * One row per question group (key: the group id; a question never grouped is a group of its own, key minus
 * its id), recounted from its questions by a trigger whenever one of them is filed, moved between groups,
 * hidden, answered or deleted (migration 0032, ADR 40's addendum). The dashboard's time to answer and open
 * groups read these rows instead of grouping every question.
 */
export const questionGroups = pgTable(
  'question_groups',
  {
    key: integer('key').primaryKey(),
    /** its questions, hidden ones too */
    asked: integer('asked').notNull().default(0),
    /** its shown questions without an answer: the demand of an open group */
    openShown: integer('open_shown').notNull().default(0),
    /** its first question's register date (hidden ones too) */
    firstAsked: timestamp('first_asked', { withTimezone: true }),
    /** the first register date among its shown questions without an answer */
    firstOpen: timestamp('first_open', { withTimezone: true }),
    /** its first answer */
    firstAnswered: timestamp('first_answered', { withTimezone: true }),
  },
  (t) => [
    // time to answer: the groups first answered in a period
    index('question_groups_answered_idx').on(t.firstAnswered, t.firstAsked),
    // open groups (shown questions, none answered), most asked first, oldest first among equals
    index('question_groups_open_idx')
      .on(t.openShown.desc(), t.firstOpen, t.key)
      .where(sql`${t.openShown} > 0 and ${t.firstAnswered} is null`),
  ],
);
