import { CORRECTION_LIMITS } from './corrections-messages.ts';
import { pageQuery, rowId } from './common.ts';
import { z } from './zod.ts';

// Public correction notes of published subjects and reviews, and the staff
// history of every edit (its versions, and restoring one as a new edit).

/** The optional `correction` field of the subject and review edit forms (trimmed; '' is no note). */
export const correctionField = z.string().trim().max(CORRECTION_LIMITS.noteMax).optional();

/** A correction as its page shows it: the note and when it was made (ISO). */
export const correctionNote = z.object({ note: z.string(), date: z.string() });
export type CorrectionNote = z.infer<typeof correctionNote>;

export const CORRECTION_KINDS = ['subject', 'review'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** One row of GET /public/corrections/: the note, its date and the page it corrects. */
export const publicCorrection = correctionNote.extend({
  id: z.number(),
  kind: z.enum(CORRECTION_KINDS),
  item_id: z.number(),
  /** the corrected subject's or review's current title */
  title: z.string(),
  /** the web page it corrects: /news-subject-page/{id} or /report/{id} */
  url: z.string(),
});
export type PublicCorrection = z.infer<typeof publicCorrection>;

export const correctionListQuery = pageQuery;

// ---- history ----

export const revisionEntry = z.object({
  id: z.number(),
  /** when the edit was made (ISO) */
  at: z.string(),
  /** who made it; null when the account is gone */
  by: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** the names of the fields the edit changed */
  fields: z.array(z.string()),
  /**
   * those fields' values before the edit: texts, ids and numbers as stored, dates as ISO, image and file
   * paths as storage keys, a review's news items as the form's item objects
   */
  old_values: z.record(z.string(), z.unknown()),
});
export type RevisionEntry = z.infer<typeof revisionEntry>;

export const revisionParams = z.object({
  id: rowId,
  revision_id: rowId,
});

/** The answer of a restore: the fields it set again, and those it could not (a file no longer stored, a deleted category). */
export const restoreResult = z.object({
  restored: z.array(z.string()),
  skipped: z.array(z.object({ field: z.string(), reason: z.string() })),
});
export type RestoreResult = z.infer<typeof restoreResult>;

export * from './corrections-messages.ts';
