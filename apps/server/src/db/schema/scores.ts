import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

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
