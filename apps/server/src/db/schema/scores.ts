import { date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * The agency table's counts (server-rules section 5): how many published sources of published subjects
 * each outlet has with each evaluation (evaluation_id 0 stands for "no evaluation"). Kept by triggers on
 * sources and subjects (migration 0007), so the home page reads a few hundred rows instead of counting
 * every source.
 */
export const outletScores = pgTable(
  'outlet_scores',
  {
    outletId: integer('outlet_id').notNull(),
    evaluationId: integer('evaluation_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.evaluationId] })],
);

/**
 * An outlet's record over time: how many of its published sources of published subjects fall in each
 * Jalali month (Tehran time) with each evaluation (0: none). `month` is the Jalali year × 100 + the month
 * (140509 is Azar 1405) of the source's rumour date, or of its entry when it has none; 0 for a date before
 * the calendar below. Kept by triggers beside the scores table's, on the same writes (migration
 * outlet_record), so an outlet's chart reads at most 24 months × its evaluations rows.
 */
export const outletMonths = pgTable(
  'outlet_months',
  {
    outletId: integer('outlet_id').notNull(),
    month: integer('month').notNull(),
    evaluationId: integer('evaluation_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.month, t.evaluationId] })],
);

/**
 * The Jalali calendar as the database needs it: the Gregorian date of each year's first day (Nowruz) in
 * Tehran, written by the migration from ICU's Persian calendar (the one the pages show dates with). The
 * months after it are 31 days (1 to 6), 30 (7 to 11) and the rest (12).
 */
export const jalaliYears = pgTable('jalali_years', {
  year: smallint('year').primaryKey(),
  nowruz: date('nowruz', { mode: 'string' }).notNull(),
});
