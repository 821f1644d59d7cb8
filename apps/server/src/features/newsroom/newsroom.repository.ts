import { TAKEABLE_COUNT_LIMIT, type WorkKind } from '@rasti/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assignments,
  notices,
  questions,
  reviews,
  subjects,
  users,
  workEvents,
} from '../../db/schema/index.ts';
import { offsetOf, rowsOf } from '../../lib/sql.ts';

/** One item's assignment with its assignee's name; undefined when it has none. */
export async function findAssignment(db: Db, kind: WorkKind, itemId: number) {
  const [row] = await db
    .select({
      assigneeId: assignments.assigneeId,
      due: assignments.due,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(assignments)
    .leftJoin(users, eq(users.id, assignments.assigneeId))
    .where(and(eq(assignments.kind, kind), eq(assignments.itemId, itemId)))
    .for('update', { of: assignments });
  return row;
}

/** The assignments of many items of one kind (a page of a list), by item id: one indexed query. */
export async function assignmentsOf(db: Db, kind: WorkKind, itemIds: number[]) {
  if (itemIds.length === 0) return new Map<number, AssignmentRow>();
  const rows = await db
    .select({
      itemId: assignments.itemId,
      assigneeId: assignments.assigneeId,
      due: assignments.due,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(assignments)
    .leftJoin(users, eq(users.id, assignments.assigneeId))
    .where(and(eq(assignments.kind, kind), inArray(assignments.itemId, [...new Set(itemIds)])));
  return new Map(rows.map((r) => [r.itemId, r]));
}
export type AssignmentRow = {
  assigneeId: number | null;
  due: string | null;
  firstName: string | null;
  lastName: string | null;
};

/**
 * Writes the item's assignment as it now is (none left when it has neither an assignee nor a due date).
 * `onlyIfFree` (a board member or an editor taking work): written only while nobody is on the item, in the
 * one statement, so that of two takers at the same moment one wins and the other gets false. On PostgreSQL
 * the second's insert waits for the first's row and then finds it taken; reading first and writing after
 * would let both pass (a missing row has nothing to lock).
 */
export async function saveAssignment(
  db: Db,
  row: {
    kind: WorkKind;
    itemId: number;
    assigneeId: number | null;
    due: string | null;
    by: number;
    onlyIfFree?: boolean;
  },
): Promise<boolean> {
  const where = and(eq(assignments.kind, row.kind), eq(assignments.itemId, row.itemId));
  if (row.assigneeId === null && row.due === null) {
    await db.delete(assignments).where(where);
    return true;
  }
  const written = await db
    .insert(assignments)
    .values({
      kind: row.kind,
      itemId: row.itemId,
      assigneeId: row.assigneeId,
      due: row.due,
      assignedBy: row.by,
    })
    .onConflictDoUpdate({
      target: [assignments.kind, assignments.itemId],
      set: { assigneeId: row.assigneeId, due: row.due, assignedBy: row.by, assignedAt: sql`now()` },
      setWhere: row.onlyIfFree ? isNull(assignments.assigneeId) : undefined,
    })
    .returning({ itemId: assignments.itemId });
  return written.length > 0;
}

export async function insertWorkEvent(db: Db, row: typeof workEvents.$inferInsert): Promise<void> {
  await db.insert(workEvents).values(row);
}

/** An active staff member (roles 2-5) by id, or undefined. */
export async function findStaffMember(db: Db, id: number, staffRoles: readonly number[]) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true), inArray(users.role, [...staffRoles])));
  return row;
}

/**
 * The item an assignment names, by the id the API uses (a question's id for its group): its kind's item
 * id and title. A question alone gets a group of its own (the group's id from question_group_seq), so
 * questions grouped with it later share its assignment.
 */
export async function resolveWorkItem(
  db: Db,
  kind: WorkKind,
  id: number,
): Promise<{ itemId: number; title: string } | undefined> {
  if (kind === 's') {
    const [row] = await db.select({ title: subjects.title }).from(subjects).where(eq(subjects.id, id));
    return row && { itemId: id, title: row.title };
  }
  if (kind === 'r') {
    const [row] = await db.select({ title: reviews.title }).from(reviews).where(eq(reviews.id, id));
    return row && { itemId: id, title: row.title };
  }
  const [row] = await db
    .select({ title: questions.title, groupId: questions.groupId })
    .from(questions)
    .where(eq(questions.id, id))
    .for('update');
  if (!row) return undefined;
  if (row.groupId !== null) return { itemId: row.groupId, title: row.title };
  const [made] = await db
    .update(questions)
    .set({ groupId: sql`nextval('question_group_seq')` })
    .where(eq(questions.id, id))
    .returning({ groupId: questions.groupId });
  return { itemId: made!.groupId!, title: row.title };
}

// ---- my work ----

export interface MyWorkRow {
  kind: 'g' | 's' | 'r';
  id: number;
  title: string;
  due: string | null;
  assigned_at: Date | string;
  demand: number | null;
  question: number | null;
  status: number | null;
  approval: number | null;
}

/**
 * One staff member's assigned items, oldest due first (nulls last), then the longest assigned first: a walk
 * of assignments_assignee_idx, each item's title from its own table by primary key.
 */
export async function pageMyWork(db: Db, userId: number, q: { page: number; page_size: number }) {
  const [result, [counted]] = await Promise.all([
    db.execute(sql`
      select a.kind, a.item_id as id, a.due, a.assigned_at,
        case a.kind
          when 's' then (select s.title from subjects s where s.id = a.item_id)
          when 'r' then (select r.title from reviews r where r.id = a.item_id)
          else (select q.title from questions q where q.group_id = a.item_id order by q.id limit 1)
        end as title,
        case when a.kind = 'g' then
          (select count(*)::int from questions q where q.group_id = a.item_id and q.is_shown) end as demand,
        case when a.kind = 'g' then
          (select min(q.id) from questions q where q.group_id = a.item_id) end as question,
        case a.kind
          when 's' then (select s.status from subjects s where s.id = a.item_id)
          when 'r' then (select r.status from reviews r where r.id = a.item_id)
        end as status,
        case when a.kind = 'r' then (select r.approval from reviews r where r.id = a.item_id) end as approval
      from assignments a
      where a.assignee_id = ${userId}
      order by a.due asc nulls last, a.assigned_at asc, a.kind, a.item_id
      limit ${q.page_size} offset ${offsetOf(q)}`),
    db.select({ n: count() }).from(assignments).where(eq(assignments.assigneeId, userId)),
  ]);
  return { rows: rowsOf<MyWorkRow>(result), total: counted?.n ?? 0 };
}

// ---- work one may take ----

export interface TakeableRow {
  id: number;
  title: string;
  status: number;
  approval: number | null;
  demand: number | null;
  date: Date | string | null;
}

/** Nobody is on the item (a row may hold a due date alone). */
const free = (kind: 's' | 'r', id: ReturnType<typeof sql.raw>) =>
  sql`not exists (select 1 from assignments a where a.kind = ${kind} and a.item_id = ${id} and a.assignee_id is not null)`;

/**
 * Work a board member or an editor may take (ADR 33's addendum), a page and its total (counted up to
 * TAKEABLE_COUNT_LIMIT + 1). Subjects: published,
 * without a published review, nobody on them; most asked first, a backward walk of subjects_status_questions_idx
 * (status, question_count, date_published, id). Reviews: drafts nobody is on, all of them or one author's,
 * newest first (reviews_author_idx for an author's).
 */
export async function pageTakeable(
  db: Db,
  q: { kind: 's' | 'r'; page: number; page_size: number },
  authorId: number | null,
) {
  const where =
    q.kind === 's'
      ? sql`s.status = 2 and s.review_count = 0 and ${free('s', sql.raw('s.id'))}`
      : sql`r.status = 1 ${authorId === null ? sql`` : sql`and r.author_id = ${authorId}`} and ${free('r', sql.raw('r.id'))}`;
  const [rows, counted] = await Promise.all([
    db.execute(
      q.kind === 's'
        ? sql`select s.id, s.title, s.status, null::int as approval, s.question_count as demand,
            s.date_published as date
          from subjects s where ${where}
          order by s.question_count desc, s.date_published desc, s.id desc
          limit ${q.page_size} offset ${offsetOf(q)}`
        : sql`select r.id, r.title, r.status, r.approval, null::int as demand, r.updated_at as date
          from reviews r where ${where}
          order by r.id desc
          limit ${q.page_size} offset ${offsetOf(q)}`,
    ),
    // counted up to one past the limit: a board member needs 'more than 500', not the exact 70 000
    db.execute(
      q.kind === 's'
        ? sql`select count(*)::int as n from (select 1 from subjects s where ${where} limit ${TAKEABLE_COUNT_LIMIT + 1}) x`
        : sql`select count(*)::int as n from (select 1 from reviews r where ${where} limit ${TAKEABLE_COUNT_LIMIT + 1}) x`,
    ),
  ]);
  return { rows: rowsOf<TakeableRow>(rows), total: rowsOf<{ n: number }>(counted)[0]?.n ?? 0 };
}

// ---- notices ----

export async function insertNotices(
  db: Db,
  rows: { userId: number; kind: WorkKind; itemId: number; text: string }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(notices).values(rows);
}

export async function pageNotices(db: Db, userId: number, q: { page: number; page_size: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(eq(notices.userId, userId))
      .orderBy(desc(notices.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(notices).where(eq(notices.userId, userId)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function unreadNoticeCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return row?.n ?? 0;
}

export async function markNoticesRead(db: Db, userId: number, ids?: number[]): Promise<void> {
  await db
    .update(notices)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notices.userId, userId),
        isNull(notices.readAt),
        ids ? inArray(notices.id, ids.length ? ids : [0]) : undefined,
      ),
    );
}

/** Active users with these roles (the approvers a waiting review is announced to). */
export async function activeUsersWithRoles(db: Db, roles: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.role, [...roles])));
  return rows.map((r) => r.id);
}

/** Active staff (roles 2-5) by name: whom work can be assigned to. */
export async function staffMembers(db: Db, staffRoles: readonly number[]) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.role, [...staffRoles])))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
}
