import { categoryRefFields, pageQuery, queryBool, verdictRefFields } from './common.ts';
import { correctionField, correctionNote } from './corrections.ts';
import { cardImageFields, fileUrl } from './file-fields.ts';
import { formBool, formNumber, optionalRowId, statusField } from './form-fields.ts';
import { LIMITS } from './limits.ts';
import { assignmentFields } from './newsroom.ts';
import { toLatinDigits } from './persian.ts';
import { source } from './sources.ts';
import { SUBJECT_MESSAGES } from './subject-messages.ts';
import { z } from './zod.ts';

// Subjects ('news-subject'): the claims the newsroom checks, with their sources, reviews and questions.

export * from './subject-messages.ts';

export const statusSchema = statusField(SUBJECT_MESSAGES.statusInvalid);

/**
 * Multipart fields of the subject form. Every field is optional here so that create (all required) and
 * PATCH (only what is sent) share one reading; the required check is `subjectMissingMessage`'s.
 */
export const subjectBody = z.object({
  title: z.string().trim().max(300).optional(),
  abstract: z.string().trim().max(5000).optional(),
  content: z
    .string()
    .max(4 * 1024 * 1024)
    .optional(),
  category: optionalRowId(SUBJECT_MESSAGES.unknownCategory),
  status: formNumber(statusSchema.optional()),
  reviews: optionalRowId(SUBJECT_MESSAGES.unknownEvaluation),
  priority: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const s = toLatinDigits(v).trim();
    // an emptied priority field resets to the default (spec section 5)
    return s === '' ? LIMITS.priorityDefault : Number(s);
  }, z
    .number({ error: SUBJECT_MESSAGES.priorityInvalid })
    .int(SUBJECT_MESSAGES.priorityInvalid)
    .min(LIMITS.priorityMin, SUBJECT_MESSAGES.priorityInvalid)
    .max(LIMITS.priorityMax, SUBJECT_MESSAGES.priorityInvalid)
    .optional()),
  hashtags: z.string().max(2000).optional(),
  keep_image: formBool.optional(),
  /** on a published subject's edit: a public correction note, kept forever */
  correction: correctionField,
});
export type SubjectBody = z.infer<typeof subjectBody>;

/** Hashtags as stored: each with one # prefix, no duplicates, joined by a space (spec section 5). */
export const normalizeHashtags = (raw: string): string => {
  const seen = new Set<string>();
  for (const token of raw.split(/\s+/)) {
    const tag = token.replace(/^#+/, '').trim();
    if (tag) seen.add(`#${tag}`);
  }
  return [...seen].join(' ');
};

export const subjectListItem = z.object({
  id: z.number(),
  title: z.string(),
  abstract: z.string(),
  ...cardImageFields,
  ...categoryRefFields,
  /** the subject's verdict */
  ...verdictRefFields('reviews'),
  status: z.number(),
  priority: z.number(),
  hashtags: z.string(),
  views: z.number(),
  date_published: z.string().nullable(),
});
export type SubjectListItem = z.infer<typeof subjectListItem>;

export const subjectReviewLink = z.object({
  id: z.number(),
  title: z.string(),
  status: z.number(),
  summary: z.string(),
  main_images: fileUrl(),
  /** when it was published (ISO); null for a draft (staff only): the rumour's timeline marks it */
  date_published: z.string().nullable(),
});
export const subjectQuestion = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  full_name: z.string(),
  register_date: z.string(),
  is_shown: z.boolean(),
});

export const subjectDetail = subjectListItem.extend({
  content: z.string(),
  file: fileUrl(),
  rumors: z.array(source),
  subject_reviews: z.array(subjectReviewLink),
  questions: z.array(subjectQuestion),
  /** its public correction notes, newest first */
  corrections: z.array(correctionNote),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SubjectDetail = z.infer<typeof subjectDetail>;

/** The staff table's and form's subject: with who is on it and by when (ADR 33). */
export const staffSubjectListItem = subjectListItem.extend(assignmentFields);
export const staffSubjectDetail = subjectDetail.extend(assignmentFields);

export const subjectListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  category: optionalRowId(SUBJECT_MESSAGES.unknownCategory),
  status: formNumber(statusSchema.optional()),
});

/** Public list: one sort flag at a time (spec section 7); without one, newest first. */
export const publicSubjectListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  category: optionalRowId(SUBJECT_MESSAGES.unknownCategory),
  priority: queryBool,
  most_wanted: queryBool,
  views: queryBool,
  most_reviewed: queryBool,
});
