import { pageQuery } from './common.ts';
import { NEWSROOM_MESSAGES, TAKEABLE_KINDS, WORK_KINDS } from './newsroom-messages.ts';
import { toLatinDigits } from './persian.ts';
import { z } from './zod.ts';

// The newsroom's work (ADR 33) as the API answers it: who is on an item and by when, the PATCH that
// changes it, 'my work', the in-app notices and the approval of a waiting review.

/** The staff member on an item. */
export const workAssignee = z.object({ id: z.number(), full_name: z.string() });
export type WorkAssignee = z.infer<typeof workAssignee>;

/** A staff member work can be assigned to (GET /news/staff/). */
export const workStaffMember = z.object({ id: z.number(), full_name: z.string(), role: z.number() });
export type WorkStaffMember = z.infer<typeof workStaffMember>;

/** What staff answers of question groups, subjects and reviews carry. */
export const assignmentFields = {
  assignee: workAssignee.nullable(),
  /** the day it should be done by, YYYY-MM-DD (Gregorian; the screens show it in the Jalali calendar) */
  due: z.string().nullable(),
};
export const assignmentState = z.object(assignmentFields);
export type AssignmentState = z.infer<typeof assignmentState>;

const emptyToNull = (v: unknown) => {
  if (v === null || v === undefined) return v;
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return v;
  const s = toLatinDigits(v).trim();
  return s === '' || s === 'null' ? null : s;
};

/**
 * PATCH …/assignment/: `assignee` a staff member's id ('' or null unassigns), `due` a day YYYY-MM-DD ('' or
 * null: none). A field left out stays as it is.
 */
export const assignmentBody = z.object({
  assignee: z.preprocess((v) => {
    const s = emptyToNull(v);
    return typeof s === 'string' ? Number(s) : s;
  }, z
    .number({ error: NEWSROOM_MESSAGES.unknownAssignee })
    .int(NEWSROOM_MESSAGES.unknownAssignee)
    .positive(NEWSROOM_MESSAGES.unknownAssignee)
    .max(2_147_483_647, NEWSROOM_MESSAGES.unknownAssignee)
    .nullable()
    .optional()),
  due: z.preprocess(
    emptyToNull,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, NEWSROOM_MESSAGES.badDue)
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), NEWSROOM_MESSAGES.badDue)
      .nullable()
      .optional(),
  ),
});
export type AssignmentBody = z.infer<typeof assignmentBody>;

/** One entry of 'my work': a question group, a subject or a review the signed-in staff member is on. */
export const myWorkItem = z.object({
  kind: z.enum(WORK_KINDS),
  id: z.number(),
  title: z.string(),
  due: z.string().nullable(),
  assigned_at: z.string(),
  /** a question group: its shown questions; otherwise null */
  demand: z.number().nullable(),
  /** a question group: one of its questions (the inbox opens it); otherwise null */
  question: z.number().nullable(),
  /** a subject's or review's status; null for a question group */
  status: z.number().nullable(),
  /** a review's approval state (1 waiting, 2 sent back) */
  approval: z.number().nullable(),
});
export type MyWorkItem = z.infer<typeof myWorkItem>;
export const myWorkQuery = pageQuery;

/**
 * Work a board member or an editor may take for themselves (ADR 33's addendum): they have no inbox (spec
 * section 2), so 'my work' offers them, a kind at a time, the published subjects nobody is on that have no
 * published review yet (most asked first), and the draft reviews nobody is on that they may edit (an
 * editor's: all; a board member's: their own), newest first.
 */
export const takeableQuery = pageQuery.extend({ kind: z.enum(TAKEABLE_KINDS).default('s') });
export type TakeableQuery = z.infer<typeof takeableQuery>;
export const takeableItem = z.object({
  kind: z.enum(TAKEABLE_KINDS),
  id: z.number(),
  title: z.string(),
  /** the subject's or review's status */
  status: z.number(),
  /** a review's approval state (1 waiting, 2 sent back); null for a subject */
  approval: z.number().nullable(),
  /** a subject's shown questions; null for a review */
  demand: z.number().nullable(),
  /** a subject's publishing date, a review's last change (ISO) */
  date: z.string().nullable(),
});
export type TakeableItem = z.infer<typeof takeableItem>;

/** An in-app notice. */
export const notice = z.object({
  id: z.number(),
  kind: z.enum(WORK_KINDS),
  item: z.number(),
  text: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof notice>;
export const noticeCount = z.object({ unread: z.number() });
/** POST /news/notices/read/: these notices ({ids}) or all of them (no ids) are read. */
export const noticesReadBody = z.object({ ids: z.array(z.number().int().positive()).max(100).optional() });

/** POST …/send-back/: the note the review's author sees. */
export const sendBackBody = z.object({
  note: z
    .string({ error: NEWSROOM_MESSAGES.noteRequired })
    .trim()
    .min(1, NEWSROOM_MESSAGES.noteRequired)
    .max(2000),
});
