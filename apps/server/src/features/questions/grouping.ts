import { QUESTION_GROUP_MESSAGES, type Question, type QuestionGroupBody } from '@rasti/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Actor } from '../../plugins/auth.ts';
import { GROUP_THRESHOLD, matchText, withWordThreshold } from './matching.ts';
import { questionPolicy } from './questions.policy.ts';
import { presentQuestionForStaff } from './questions.presenter.ts';
import { findQuestion } from './questions.repository.ts';

// Grouped demand (issue 16): questions that ask the same thing share a group id, drawn from the sequence
// question_group_seq so an id is never handed out twice however questions move. A question alone has
// group_id null (demand 1).

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The shown question (other than `exceptId`) whose text covers the new title best, when it covers at least
 * GROUP_THRESHOLD of it: the same matcher as 'already checked?' on questions_search_trgm_idx.
 */
export async function closestShownQuestion(
  db: Db,
  title: string,
  exceptId: number,
): Promise<{ id: number; groupId: number | null } | null> {
  const text = matchText(title);
  if (!text) return null;
  return withWordThreshold(db, GROUP_THRESHOLD, async (tx) => {
    const [row] = rowsOf<{ id: number; group_id: number | null }>(
      await tx.execute(sql`
        select id, group_id from questions
        where ${text} <% search_text and is_shown and id <> ${exceptId}
        order by word_similarity(${text}, search_text) desc, (group_id is null), id desc
        limit 1`),
    );
    return row ? { id: Number(row.id), groupId: row.group_id === null ? null : Number(row.group_id) } : null;
  });
}

/** The group id of `id`, giving it a new one from the sequence when it has none. */
async function ensureGroup(db: Db, id: number): Promise<number> {
  const [row] = rowsOf<{ group_id: number }>(
    await db.execute(sql`
      update questions set group_id = coalesce(group_id, nextval('question_group_seq')::int)
      where id = ${id} returning group_id`),
  );
  return Number(row!.group_id);
}

/**
 * A new question joins the group of the closest shown question above the stricter threshold (that question
 * gets a group first when it was alone), or stays alone. Answers the group id (null when alone).
 */
export async function groupNewQuestion(db: Db, id: number, title: string): Promise<number | null> {
  const closest = await closestShownQuestion(db, title, id);
  if (!closest) return null;
  const group = closest.groupId ?? (await ensureGroup(db, closest.id));
  await db.update(questions).set({ groupId: group }).where(eq(questions.id, id));
  return group;
}

/**
 * POST /news/asked/{id}/group/: moves a question into a group (an existing group id, or the group of
 * another question, made when that one is alone) or out of its group (null). Staff who manage the inbox.
 */
export async function changeQuestionGroup(opts: {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  id: number;
  input: QuestionGroupBody;
}): Promise<Question> {
  const { db, actor, id, input } = opts;
  if (!questionPolicy.manage(actor)) throw forbidden();
  const current = await findQuestion(db, id);
  if (!current) throw notFound();
  await db.transaction(async (tx) => {
    let target: number | null;
    if (input.question !== undefined) {
      if (input.question === id) {
        throw badRequest(QUESTION_GROUP_MESSAGES.sameQuestion, {
          question: [QUESTION_GROUP_MESSAGES.sameQuestion],
        });
      }
      const [other] = await tx
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.id, input.question));
      if (!other) {
        throw badRequest(QUESTION_GROUP_MESSAGES.unknownQuestion, {
          question: [QUESTION_GROUP_MESSAGES.unknownQuestion],
        });
      }
      target = await ensureGroup(tx as unknown as Db, other.id);
    } else {
      target = input.group ?? null;
      if (target !== null) {
        const [member] = await tx
          .select({ id: questions.id })
          .from(questions)
          .where(and(eq(questions.groupId, target)))
          .limit(1);
        if (!member) {
          throw badRequest(QUESTION_GROUP_MESSAGES.unknownGroup, {
            group: [QUESTION_GROUP_MESSAGES.unknownGroup],
          });
        }
      }
    }
    if (target === current.groupId) return;
    await tx.update(questions).set({ groupId: target, updatedAt: new Date() }).where(eq(questions.id, id));
    await recordAudit(tx as unknown as Db, {
      actorId: actor.id,
      action: 'question.group',
      entity: 'question',
      entityId: id,
      details: { from: current.groupId, to: target },
    });
  });
  const row = await findQuestion(db, id);
  return presentQuestionForStaff(row!, opts.storage);
}
