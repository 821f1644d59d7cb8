import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/sql.ts';

const columns = {
  id: evaluations.id,
  title: evaluations.title,
  color: evaluations.color,
  score: evaluations.score,
  description: evaluations.description,
};
export type EvaluationRow = { id: number; title: string; color: string; score: number; description: string };

/** One page of the verdict kinds, in the order they were made (by primary key), and their number. */
export async function listEvaluationRows(
  db: Db,
  q: { page: number; page_size: number },
): Promise<{ rows: EvaluationRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(evaluations).orderBy(asc(evaluations.id)).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(evaluations),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Locks the row for the edit (its old definition goes to the audit trail); null when there is none. */
export async function findEvaluationForUpdate(db: Db, id: number): Promise<EvaluationRow | null> {
  const [row] = await db.select(columns).from(evaluations).where(eq(evaluations.id, id)).for('update');
  return row ?? null;
}

export async function updateEvaluationRow(
  db: Db,
  id: number,
  changes: { description: string; updatedBy: number },
): Promise<EvaluationRow> {
  const [row] = await db
    .update(evaluations)
    .set({ description: changes.description, updatedBy: changes.updatedBy, updatedAt: new Date() })
    .where(eq(evaluations.id, id))
    .returning(columns);
  return row!;
}
