import {
  type AssignmentBody,
  type AssignmentState,
  assignedNotice,
  can,
  type MyWorkItem,
  NEWSROOM_MESSAGES,
  type Notice,
  STAFF_ROLES,
  type TakeableItem,
  type TakeableQuery,
  type WorkKind,
  type WorkStaffMember,
} from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { type Page, presentPage } from '../../lib/sql.ts';
import { fullName } from '../../lib/tokens.ts';
import type { Actor } from '../../plugins/auth.ts';
import { recordRevision } from '../history/index.ts';
import { workPolicy } from './newsroom.policy.ts';
import {
  type AssignmentRow,
  activeUsersWithRoles,
  assignmentsOf,
  findAssignment,
  findStaffMember,
  insertNotices,
  insertWorkEvent,
  markNoticesRead,
  pageMyWork,
  pageNotices,
  pageTakeable,
  resolveWorkItem,
  saveAssignment,
  staffMembers,
  unreadNoticeCount,
} from './newsroom.repository.ts';

const presentAssignment = (row: AssignmentRow | undefined): AssignmentState => ({
  assignee:
    row?.assigneeId != null
      ? {
          id: row.assigneeId,
          full_name: fullName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' }),
        }
      : null,
  due: row?.due ?? null,
});

/**
 * Staff answers of a kind's items with who is on each and by when (one query for the page). `key` says
 * which item id an answer stands for: its own id, or a question's group.
 */
export async function withAssignments<T>(
  db: Db,
  kind: WorkKind,
  items: T[],
  key: (item: T) => number | null,
): Promise<(T & AssignmentState)[]> {
  const found = await assignmentsOf(
    db,
    kind,
    items.flatMap((i) => {
      const k = key(i);
      return k === null ? [] : [k];
    }),
  );
  return items.map((item) => {
    const k = key(item);
    return { ...item, ...presentAssignment(k === null ? undefined : found.get(k)) };
  });
}

/** One item's answer with its assignment. */
export async function withAssignment<T>(db: Db, kind: WorkKind, item: T, key: (item: T) => number | null) {
  const [one] = await withAssignments(db, kind, [item], key);
  return one!;
}

/**
 * Changes who is on an item and by when (ADR 33): `id` is the subject's or review's id, or a question's (its
 * group is assigned). Checked by workPolicy; the assignee must be an active staff member. Recorded in the
 * work history (work_events, with its time), the audit log and, for a subject or a review, its history; the
 * new assignee gets a notice.
 */
export async function assignWork(opts: {
  db: Db;
  actor: Actor;
  kind: WorkKind;
  id: number;
  body: AssignmentBody;
}): Promise<AssignmentState> {
  const { db, actor, kind, id, body } = opts;
  return db.transaction(async (tx) => {
    const item = await resolveWorkItem(tx, kind, id);
    if (!item) throw notFound();
    const current = await findAssignment(tx, kind, item.itemId);
    const assigneeId = body.assignee === undefined ? (current?.assigneeId ?? null) : body.assignee;
    const due = body.due === undefined ? (current?.due ?? null) : body.due;
    const changesAssignee = assigneeId !== (current?.assigneeId ?? null);
    const changesDue = due !== (current?.due ?? null);
    if (!changesAssignee && !changesDue) return presentAssignment(current);
    const takes = !workPolicy.assignsAnyone(actor);
    if (takes && !workPolicy.mayTake(actor, current, assigneeId)) {
      if (workPolicy.takenFirst(actor, current, assigneeId)) throw conflict(NEWSROOM_MESSAGES.alreadyTaken);
      throw forbidden(NEWSROOM_MESSAGES.takeOnlyUnassigned);
    }
    let assignee: { firstName: string; lastName: string } | undefined;
    if (assigneeId !== null) {
      assignee = await findStaffMember(tx, assigneeId, STAFF_ROLES);
      if (!assignee)
        throw badRequest(NEWSROOM_MESSAGES.unknownAssignee, {
          assignee: [NEWSROOM_MESSAGES.unknownAssignee],
        });
    }
    // a taker's write holds only while nobody is on the item: of two at the same moment, the second is told
    // it was taken (the transaction and whatever it wrote are rolled back)
    const saved = await saveAssignment(tx, {
      kind,
      itemId: item.itemId,
      assigneeId,
      due,
      by: actor.id,
      onlyIfFree: takes,
    });
    if (!saved) throw conflict(NEWSROOM_MESSAGES.alreadyTaken);
    await insertWorkEvent(tx, {
      kind,
      itemId: item.itemId,
      action: 'assign',
      actorId: actor.id,
      assigneeId,
      due,
    });
    await recordAudit({
      db: tx,
      actorId: actor.id,
      action: 'work.assign',
      entity: kind === 'g' ? 'question_group' : kind === 's' ? 'subject' : 'review',
      entityId: item.itemId,
      details: {
        assignee: assigneeId,
        due,
        previous: current?.assigneeId ?? null,
        question: kind === 'g' ? id : undefined,
      },
    });
    if (kind !== 'g')
      await recordRevision({
        db: tx,
        kind,
        itemId: item.itemId,
        actor,
        before: { assignee: current?.assigneeId ?? null, due: current?.due ?? null },
        after: { assignee: assigneeId, due },
      });
    if (changesAssignee && assigneeId !== null && assigneeId !== actor.id)
      await insertNotices(tx, [
        { userId: assigneeId, kind, itemId: id, text: assignedNotice(kind, item.title) },
      ]);
    return presentAssignment(
      assigneeId === null
        ? { assigneeId, due, firstName: null, lastName: null }
        : { assigneeId, due, ...assignee! },
    );
  });
}

/** The signed-in staff member's assigned items, oldest due first (nulls last). */
export async function listMyWork(opts: {
  db: Db;
  actor: Actor;
  query: { page: number; page_size: number };
}): Promise<Page<MyWorkItem>> {
  return presentPage(await pageMyWork(opts.db, opts.actor.id, opts.query), (r) => ({
    kind: r.kind,
    // a group is opened through one of its questions
    id: Number(r.id),
    title: r.title ?? '',
    due: r.due === null ? null : String(r.due).slice(0, 10),
    assigned_at: new Date(r.assigned_at).toISOString(),
    demand: r.demand === null ? null : Number(r.demand),
    question: r.question === null ? null : Number(r.question),
    status: r.status === null ? null : Number(r.status),
    approval: r.approval === null ? null : Number(r.approval),
  }));
}

/**
 * What a board member or an editor may take (ADR 33's addendum; they have no inbox): unassigned published
 * subjects without a review, or unassigned draft reviews they may edit (an editor any, a board member their own).
 */
export async function listTakeable(opts: {
  db: Db;
  actor: Actor;
  query: TakeableQuery;
}): Promise<Page<TakeableItem>> {
  const { db, actor, query } = opts;
  const authorId = can(actor.role, 'reviews.edit-any') ? null : actor.id;
  return presentPage(await pageTakeable(db, query, authorId), (r) => ({
    kind: query.kind,
    id: Number(r.id),
    title: r.title,
    status: Number(r.status),
    approval: r.approval === null ? null : Number(r.approval),
    demand: r.demand === null ? null : Number(r.demand),
    date: r.date === null ? null : new Date(r.date).toISOString(),
  }));
}

// ---- notices ----

/** Notices to these users about an item (in the caller's transaction). */
export const notify = (db: Db, userIds: number[], notice: { kind: WorkKind; itemId: number; text: string }) =>
  insertNotices(
    db,
    [...new Set(userIds)].map((userId) => ({ userId, ...notice })),
  );

/** Notices to every active user with one of these roles, but the actor. */
export async function notifyRoles(
  db: Db,
  roles: readonly number[],
  except: number,
  notice: { kind: WorkKind; itemId: number; text: string },
): Promise<void> {
  const ids = (await activeUsersWithRoles(db, roles)).filter((id) => id !== except);
  await notify(db, ids, notice);
}

export async function listNotices(opts: {
  db: Db;
  actor: Actor;
  query: { page: number; page_size: number };
}): Promise<Page<Notice>> {
  return presentPage(await pageNotices(opts.db, opts.actor.id, opts.query), (r) => ({
    id: r.id,
    kind: r.kind as WorkKind,
    item: r.itemId,
    text: r.text,
    created_at: r.createdAt.toISOString(),
    read: r.readAt !== null,
  }));
}

export const countUnreadNotices = async (opts: { db: Db; actor: Actor }) => ({
  unread: await unreadNoticeCount(opts.db, opts.actor.id),
});

export async function readNotices(opts: { db: Db; actor: Actor; ids?: number[] }) {
  await markNoticesRead(opts.db, opts.actor.id, opts.ids);
  return countUnreadNotices(opts);
}

export { insertWorkEvent };

/** Whom work can be assigned to: active staff, by name (at most 500). */
export async function listStaff(opts: { db: Db }): Promise<WorkStaffMember[]> {
  return (await staffMembers(opts.db, STAFF_ROLES)).map((u) => ({
    id: u.id,
    full_name: fullName(u),
    role: u.role,
  }));
}
