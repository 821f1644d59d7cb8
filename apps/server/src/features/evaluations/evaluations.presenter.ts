import type { Evaluation } from '@rasti/contract';
import type { EvaluationRow } from './evaluations.repository.ts';

/** An evaluation as Review-Result answers it (staff and public alike: nothing in it is private). */
export const presentEvaluation = (row: EvaluationRow): Evaluation => ({
  id: row.id,
  title: row.title,
  color: row.color,
  score: row.score,
  description: row.description,
});
