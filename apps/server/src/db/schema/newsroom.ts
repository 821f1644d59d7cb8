import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// The newsroom's work (ADR 33): who is on a question group, a subject or a review and by when, every
// change of that and every approval step with its time (the dashboard's history), and the staff's in-app
// notices.

/**
 * What is assigned: kind 'g' a question group (its group id), 's' a subject, 'r' a review. One row per item
 * with an assignee or a due date; none when it has neither.
 */
export const assignments = pgTable(
  'assignments',
  {
    kind: varchar('kind', { length: 1 }).notNull(),
    itemId: integer('item_id').notNull(),
    /** the staff member on it; null: unassigned (the row then keeps only a due date) */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** the day it should be done by (Tehran's calendar day) */
    due: date('due', { mode: 'string' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    // 'my work': one staff member's items, oldest due first (nulls last)
    index('assignments_assignee_idx').on(t.assigneeId, t.due.asc().nullsLast(), t.kind, t.itemId),
  ],
);

/**
 * The history of the newsroom's work, one row per step with its time: action 'assign' (assignee and due as
 * they became), 'submit' (a review waiting for approval), 'approve', 'return' (with the note). Kind and item
 * as in assignments.
 */
export const workEvents = pgTable(
  'work_events',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 1 }).notNull(),
    itemId: integer('item_id').notNull(),
    action: varchar('action', { length: 12 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    due: date('due', { mode: 'string' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_events_item_idx').on(t.kind, t.itemId, t.at),
    index('work_events_action_idx').on(t.action, t.at),
  ],
);

/** A staff member's in-app notices (an assignment, a review sent back or published): a badge and a list. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 1 }).notNull(),
    itemId: integer('item_id').notNull(),
    text: varchar('text', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_user_idx').on(t.userId, t.id.desc()),
    index('notices_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
