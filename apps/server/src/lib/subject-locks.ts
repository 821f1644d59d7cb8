import { asc, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { questions, reviews, subjects } from '../db/schema/index.ts';
import { sqlState } from './sql.ts';

// One order of row locks for a subject and what hangs on it (ADR 24). A subject's write locks its row, then
// (triggers, migration 0014) its reviews' rows, then (a status change) its questions'. A review's or a
// question's write changes its subject's counters (triggers, migration 0003) and so locks the subject,
// which then locks the subject's reviews. Were the review or question row locked first, two such writes at
// once on PostgreSQL could each hold what the other waits for (a deadlock: PostgreSQL fails one). So every
// write of reviews or questions that reaches a subject first locks its subjects, in id order, as the
// transaction's first statement: the rows are then always taken subject first, and two writes of one
// subject's rows queue on the subject instead of crossing. PGlite runs one statement at a time: the locks
// cost a statement there and change nothing.

/** SQLSTATE deadlock_detected: PostgreSQL failed this transaction to break a cycle of lock waits. */
export const DEADLOCK_DETECTED = '40P01';

/**
 * Locks these subjects' rows until the transaction ends (FOR NO KEY UPDATE, as an update of the subject
 * or the copy trigger of migration 0014 takes it; a foreign key's check does not wait on it), in id order.
 */
export async function lockSubjects(tx: Db, ids: Iterable<number | null | undefined>): Promise<void> {
  const wanted = [...new Set(ids)].filter((id): id is number => typeof id === 'number');
  if (wanted.length === 0) return;
  // the lock is taken above the sort: rows are locked in the order they are returned
  await tx
    .select({ id: subjects.id })
    .from(subjects)
    .where(inArray(subjects.id, wanted))
    .orderBy(asc(subjects.id))
    .for('no key update');
}

/** Rows that belong to a subject: reviews, or questions (whose subject may be none). */
type SubjectRows = { table: typeof reviews; where: SQL } | { table: typeof questions; where: SQL };

/**
 * Locks, in one statement and in id order, the subjects the rows (`where` of `table`) belong to and the
 * subjects they are about to belong to (`also`), before the rows are written: the transaction's first
 * statement. The rows are read, not locked. A row moved to another subject by a write that committed while
 * this one waited for the old subject is the one window left (its new subject is then taken after the row,
 * as before): withDeadlockRetry covers it.
 */
export async function lockSubjectsOf(
  tx: Db,
  rows: SubjectRows,
  also: (number | null | undefined)[] = [],
): Promise<void> {
  const theirs =
    rows.table === reviews
      ? tx.select({ id: reviews.subjectId }).from(reviews).where(rows.where)
      : tx.select({ id: questions.subjectId }).from(questions).where(rows.where);
  const more = [...new Set(also)].filter((id): id is number => typeof id === 'number');
  await tx
    .select({ id: subjects.id })
    .from(subjects)
    .where(
      more.length
        ? or(inArray(subjects.id, theirs), inArray(subjects.id, more))
        : inArray(subjects.id, theirs),
    )
    .orderBy(asc(subjects.id))
    .for('no key update', { of: subjects });
}

/**
 * Runs a whole write (its transaction: `write` opens it) again when PostgreSQL failed it as a deadlock's
 * victim, at most `retries` times: the windows the lock order above cannot close (a row moved while its
 * subjects were being locked; the counters' hot rows, subject_tallies and outlet_scores, that two subjects'
 * writes can take in opposite orders). The victim's transaction was rolled back whole, so running it again
 * is safe when `write` does nothing outside it. Any other error, or the last attempt's, is thrown.
 */
export async function withDeadlockRetry<T>(write: () => Promise<T>, retries = 2): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (attempt >= retries || sqlState(err) !== DEADLOCK_DETECTED) throw err;
    }
    // a short pause, so that the write it crossed (waiting for this one's rows until now) takes them first
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
  }
}
