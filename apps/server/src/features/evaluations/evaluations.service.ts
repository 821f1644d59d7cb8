import type { Evaluation, EvaluationUpdateBody } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { type Page, presentPage } from '../../lib/sql.ts';
import { withAuditedEdit } from '../../lib/audit.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { evaluationPolicy } from './evaluations.policy.ts';
import { presentEvaluation } from './evaluations.presenter.ts';
import {
  findEvaluationForUpdate,
  listEvaluationRows,
  updateEvaluationRow,
} from './evaluations.repository.ts';

/** The verdict kinds with colour, score (their weight in the agency table) and definition, paged. */
export async function listEvaluations(opts: {
  db: Db;
  query: { page: number; page_size: number };
}): Promise<Page<Evaluation>> {
  return presentPage(await listEvaluationRows(opts.db, opts.query), presentEvaluation);
}

/** A super admin rewrites one evaluation's definition (plain text, trimmed by the schema); audited. */
export async function updateEvaluationDescription(opts: {
  db: Db;
  actor: Actor;
  id: number;
  input: EvaluationUpdateBody;
}): Promise<Evaluation> {
  const { actor, id, input } = opts;
  if (!evaluationPolicy.editDescription(actor)) throw forbidden();
  const row = await withAuditedEdit(opts.db, {
    read: async (tx) => {
      const current = await findEvaluationForUpdate(tx, id);
      if (!current) throw notFound();
      return current;
    },
    write: (tx) => updateEvaluationRow(tx, id, { description: input.description, updatedBy: actor.id }),
    entry: (before) => ({
      actorId: actor.id,
      action: 'evaluation.describe',
      entity: 'evaluation',
      entityId: id,
      details: { fields: ['description'], before: before.description },
    }),
  });
  return presentEvaluation(row);
}
