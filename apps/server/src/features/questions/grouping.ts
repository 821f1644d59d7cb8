import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';
import { GROUP_THRESHOLD, matchText, withWordThreshold } from './matching.ts';
import { setQuestionGroup } from './questions.repository.ts';

// Grouped demand (issue 16): questions that ask the same thing share a group id, drawn from the sequence
// question_group_seq so an id is never handed out twice however questions move. A question alone has
// group_id null (demand 1).

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
export async function ensureGroup(db: Db, id: number): Promise<number> {
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
  await setQuestionGroup(db, id, group);
  return group;
}
