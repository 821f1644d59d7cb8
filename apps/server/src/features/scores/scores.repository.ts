import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations, outletScores, outlets } from '../../db/schema/index.ts';

/** The score types (the table's columns), in the order they were made. */
export const scoreTypeRows = (db: Db) =>
  db
    .select({
      id: evaluations.id,
      title: evaluations.title,
      color: evaluations.color,
      score: evaluations.score,
    })
    .from(evaluations)
    .orderBy(asc(evaluations.id));

export type ScoreTypeRow = Awaited<ReturnType<typeof scoreTypeRows>>[number];

/**
 * Per outlet and evaluation (0: none), how many published sources of published subjects it has: kept by
 * triggers (migration 0007), so the table is read from a few hundred rows instead of grouping the sources.
 */
export const outletTallyRows = (db: Db) =>
  db
    .select({ outletId: outletScores.outletId, evaluationId: outletScores.evaluationId, n: outletScores.n })
    .from(outletScores)
    .where(gt(outletScores.n, 0));

export const outletRows = (db: Db) =>
  db
    .select({ id: outlets.id, name: outlets.name, englishName: outlets.englishName, logo: outlets.logo })
    .from(outlets);

export type OutletRow = Awaited<ReturnType<typeof outletRows>>[number];
