import { date, integer, pgTable } from 'drizzle-orm/pg-core';

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
