import {
  normalizePersian,
  QUESTION_CHANNELS,
  type QuestionChannel,
  type QuestionOrdering,
  type QuestionQueue,
  STALE_AFTER_HOURS,
} from '@rasti/contract';
import { and, count, desc, eq, gt, isNotNull, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questions, subjects, users } from '../../db/schema/index.ts';
import { containsPattern, offsetOf } from '../../lib/sql.ts';
import { lockSubjectsOf } from '../../lib/subject-locks.ts';

/** A question with what its screens show of the asker's account and of the subject that answers it. */
const columns = {
  id: questions.id,
  title: questions.title,
  summary: questions.summary,
  resource: questions.resource,
  fullName: questions.fullName,
  isShown: questions.isShown,
  registerDate: questions.registerDate,
  answeredAt: questions.answeredAt,
  channel: questions.channel,
  /** the form's pictures, then the photos of the tipline bot's requests filed as this question */
  pictures: sql<string[]>`${questions.pictures} || array(
    select m.photo_key from tipline_messages m join tipline_requests r on r.id = m.request_id
     where r.question_id = ${questions.id} and m.photo_key is not null order by m.id)`,
  groupId: questions.groupId,
  /** shown questions of the question's group (itself alone when it has none) */
  demand:
    sql<number>`case when ${questions.groupId} is null then 1 else (select count(*)::int from questions g where g.group_id = ${questions.groupId} and g.is_shown) end`.mapWith(
      Number,
    ),
  subjectId: questions.subjectId,
  subjectTitle: subjects.title,
  subjectStatus: subjects.status,
  userId: questions.userId,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userAvatar: users.avatar,
  userActive: users.isActive,
  userRole: users.role,
};

const selectQuestions = (db: Db) =>
  db
    .select(columns)
    .from(questions)
    .leftJoin(users, eq(users.id, questions.userId))
    .leftJoin(subjects, eq(subjects.id, questions.subjectId));

export type QuestionRow = Awaited<ReturnType<ReturnType<typeof selectQuestions>['execute']>>[number];

/** The search column: title and reason, normalised as the search query will be. */
export const questionSearchText = (q: { title: string; summary: string }) =>
  normalizePersian(`${q.title} ${q.summary}`);

export async function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  const [row] = await selectQuestions(db).where(eq(questions.id, id));
  return row;
}

export interface QuestionFilter {
  /** only this asker's questions */
  userId?: number;
  /** only questions still shown (the staff inbox) */
  shownOnly?: boolean;
  hasSubject?: boolean;
  search?: string;
  /** '-demand' puts the most asked groups first (then newest) */
  ordering?: QuestionOrdering;
  /** only this group's questions */
  groupId?: number;
  /** one of the inbox's saved filters (ADR 33); 'mine' is the questions of `me`'s groups */
  queue?: QuestionQueue;
  /** only questions asked through this channel */
  channel?: QuestionChannel;
  /** the staff member asking for the list ('mine') */
  me?: number;
  page: number;
  page_size: number;
}

/**
 * Shown questions per group, for the demand order: one pass over the table (hash aggregate), joined to the
 * page's rows; the page's own `demand` column stays the per-row count (index questions_group_idx).
 */
const groupDemand = (db: Db) =>
  db
    .select({ groupId: questions.groupId, n: sql<number>`count(*)::int`.as('n') })
    .from(questions)
    .where(and(eq(questions.isShown, true), isNotNull(questions.groupId)))
    .groupBy(questions.groupId)
    .as('group_demand');

/** One page of questions, newest first, and how many match. */
export async function listQuestionRows(
  db: Db,
  f: QuestionFilter,
): Promise<{ rows: QuestionRow[]; total: number }> {
  const pattern = containsPattern(f.search);
  const where: SQL | undefined = and(
    f.userId !== undefined ? eq(questions.userId, f.userId) : undefined,
    f.shownOnly ? eq(questions.isShown, true) : undefined,
    f.hasSubject === undefined
      ? undefined
      : f.hasSubject
        ? isNotNull(questions.subjectId)
        : isNull(questions.subjectId),
    pattern ? like(questions.searchText, pattern) : undefined,
    f.groupId !== undefined ? eq(questions.groupId, f.groupId) : undefined,
    f.channel !== undefined ? eq(questions.channel, f.channel) : undefined,
    f.queue && f.queue !== 'demand' ? QUEUES[f.queue](f.me ?? 0) : undefined,
  );
  const page = (() => {
    if (f.ordering === '-demand' || f.queue === 'demand') {
      const d = groupDemand(db);
      return selectQuestions(db)
        .leftJoin(d, eq(d.groupId, questions.groupId))
        .where(where)
        .orderBy(sql`coalesce(${d.n}, 1) desc`, desc(questions.registerDate), desc(questions.id));
    }
    return selectQuestions(db).where(where).orderBy(desc(questions.registerDate), desc(questions.id));
  })();
  const [rows, [total]] = await Promise.all([
    page.limit(f.page_size).offset(offsetOf(f)) as Promise<QuestionRow[]>,
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// The inbox's saved filters (ADR 33), each a condition on a shown question; a question's group is its
// unit of work (assignments of kind 'g', looked up by their primary key).

/** Its group has an assignee: that one. */
const assignedTo = (who: SQL) => sql`exists (select 1 from assignments a
  where a.kind = 'g' and a.item_id = ${questions.groupId} and a.assignee_id ${who})`;

export const QUEUES: Record<Exclude<QuestionQueue, 'demand'>, (me: number) => SQL> = {
  unassigned: () => sql`not ${assignedTo(sql`is not null`)}`,
  mine: (me) => assignedTo(sql`= ${me}`),
  /** asked once: alone, or the only shown question of its group */
  once: () => sql`(${questions.groupId} is null or not exists (select 1 from questions o
    where o.group_id = ${questions.groupId} and o.is_shown and o.id <> ${questions.id}))`,
  /** no answer for over STALE_AFTER_HOURS since it was asked */
  stale: () => sql`(${questions.answeredAt} is null and ${questions.registerDate} <
    now() - make_interval(hours => ${STALE_AFTER_HOURS}))`,
};

/** How many shown questions each saved filter and each channel holds: one pass over the shown questions. */
export async function queueCounts(db: Db, me: number) {
  const channelCounts = Object.fromEntries(
    QUESTION_CHANNELS.map((c) => [c, sql<number>`count(*) filter (where ${questions.channel} = ${c})::int`]),
  );
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      unassigned: sql<number>`count(*) filter (where ${QUEUES.unassigned(me)})::int`,
      mine: sql<number>`count(*) filter (where ${QUEUES.mine(me)})::int`,
      once: sql<number>`count(*) filter (where ${QUEUES.once(me)})::int`,
      stale: sql<number>`count(*) filter (where ${QUEUES.stale(me)})::int`,
      ...channelCounts,
    })
    .from(questions)
    .where(eq(questions.isShown, true));
  return row as Record<string, number>;
}

export async function insertQuestion(
  db: Db,
  values: {
    title: string;
    summary: string;
    resource: string;
    fullName: string;
    userId: number | null;
    tempTokenHash: string | null;
    tempTokenExpiresAt: Date | null;
    /** the private storage keys of the pictures sent with it */
    pictures?: string[];
    /** 'web' unless a tipline bot filed it */
    channel?: QuestionChannel;
  },
): Promise<number> {
  const [row] = await db
    .insert(questions)
    .values({ ...values, searchText: questionSearchText(values) })
    .returning({ id: questions.id });
  return row!.id;
}

/**
 * Gives the question that holds this token hash to a user, once: the hash is cleared in the same
 * statement, so a second use (or a second account) finds nothing. Expired and already-owned questions
 * are never claimed.
 */
export async function claimQuestion(
  db: Db,
  opts: { tokenHash: string; userId: number; now: Date },
): Promise<number | null> {
  const [row] = await db
    .update(questions)
    .set({ userId: opts.userId, tempTokenHash: null, tempTokenExpiresAt: null, updatedAt: opts.now })
    .where(
      and(
        eq(questions.tempTokenHash, opts.tokenHash),
        isNull(questions.userId),
        gt(questions.tempTokenExpiresAt, opts.now),
      ),
    )
    .returning({ id: questions.id });
  return row?.id ?? null;
}

/** Forgets the hashes of tokens past their hour: they can no longer claim anything. */
export async function forgetExpiredTokens(db: Db, now: Date): Promise<void> {
  await db
    .update(questions)
    .set({ tempTokenHash: null, tempTokenExpiresAt: null })
    .where(and(isNotNull(questions.tempTokenHash), lt(questions.tempTokenExpiresAt, now)));
}

export async function updateQuestionRow(
  db: Db,
  id: number,
  changes: { title?: string; summary?: string; subjectId?: number | null; isShown?: boolean },
  current: { title: string; summary: string },
): Promise<void> {
  const next = { title: changes.title ?? current.title, summary: changes.summary ?? current.summary };
  await db
    .update(questions)
    .set({ ...changes, searchText: questionSearchText(next), updatedAt: new Date() })
    .where(eq(questions.id, id));
}

export async function subjectExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id));
  return Boolean(row);
}

/** The asker's account, locked until the transaction ends so two toggles cannot cross. */
export async function lockAsker(db: Db, userId: number): Promise<typeof users.$inferSelect | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

// --- answer a whole group at once (apply_to_group) ---

/**
 * Links (or unlinks, subjectId null) the shown questions of a group other than `exceptId` whose link
 * differs; the counters' trigger moves each subject's question_count. Returns the ids changed.
 */
export async function linkGroupRows(
  db: Db,
  opts: { groupId: number; exceptId: number; subjectId: number | null; now: Date },
): Promise<number[]> {
  const rows = await db
    .update(questions)
    .set({ subjectId: opts.subjectId, updatedAt: opts.now })
    .where(
      and(
        eq(questions.groupId, opts.groupId),
        sql`${questions.id} <> ${opts.exceptId}`,
        eq(questions.isShown, true),
        sql`${questions.subjectId} is distinct from ${opts.subjectId}`,
      ),
    )
    .returning({ id: questions.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** How many shown questions of the group are linked to this subject. */
export async function countGroupLinked(db: Db, groupId: number, subjectId: number | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .where(
      and(
        eq(questions.groupId, groupId),
        eq(questions.isShown, true),
        subjectId === null ? isNull(questions.subjectId) : eq(questions.subjectId, subjectId),
      ),
    );
  return row?.n ?? 0;
}

/** Whether a question with this id exists (shown or not). */
export async function questionExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, id));
  return Boolean(row);
}

/** Whether any question (shown or not) belongs to the group. */
export async function groupExists(db: Db, groupId: number): Promise<boolean> {
  const [member] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.groupId, groupId))
    .limit(1);
  return Boolean(member);
}

/** Puts a question into a group (null: alone); `updatedAt` when the move is a staff edit. */
export async function setQuestionGroup(
  db: Db,
  id: number,
  groupId: number | null,
  updatedAt?: Date,
): Promise<void> {
  await db
    .update(questions)
    .set(updatedAt ? { groupId, updatedAt } : { groupId })
    .where(eq(questions.id, id));
}

/**
 * Locks the subjects whose counters a change of the question's link or visibility moves, before the
 * question's row (lib/subject-locks.ts): its subject now, with `groupId` those of the group's shown
 * questions too, and the subject `to` it is linked to.
 */
export const lockQuestionSubjects = (
  db: Db,
  opts: { id: number; groupId?: number | null; to?: number | null },
): Promise<void> =>
  lockSubjectsOf(
    db,
    {
      table: questions,
      where:
        opts.groupId === undefined || opts.groupId === null
          ? eq(questions.id, opts.id)
          : or(
              eq(questions.id, opts.id),
              and(eq(questions.groupId, opts.groupId), eq(questions.isShown, true)),
            )!,
    },
    [opts.to],
  );
