import { whenMissing, z } from './zod.ts';
import { pageQuery, queryBool } from './common.ts';
import { toLatinDigits } from './persian.ts';
import { QUESTION_LIMITS, QUESTION_MESSAGES } from './question-messages.ts';

// Questions sent through 'از من بپرس' ("asked" in the API): the ask form, the temporary token of an
// anonymous sender, the staff inbox ('user reports') and the asker's own list on the profile.

const text = (max: number, message: string) => z.string().trim().max(max, message);

/**
 * Multipart fields of POST /public/public-user-question/: title and reason (`summary`) are required
 * (checked with `askMissingMessage` so both-missing reads as one sentence); sources and the display name
 * are optional.
 */
export const askQuestionBody = z.object({
  title: text(QUESTION_LIMITS.title, QUESTION_MESSAGES.titleTooLong).default(''),
  summary: text(QUESTION_LIMITS.summary, QUESTION_MESSAGES.reasonTooLong).default(''),
  resource: text(QUESTION_LIMITS.resource, QUESTION_MESSAGES.resourceTooLong).default(''),
  full_name: text(QUESTION_LIMITS.fullName, QUESTION_MESSAGES.fullNameTooLong).default(''),
});
export type AskQuestionBody = z.infer<typeof askQuestionBody>;

/** POST /public/public-user-question/attach-temp-token/ */
export const attachTempTokenBody = z.object({
  temporary_token: z
    .string({ error: whenMissing(QUESTION_MESSAGES.tokenRequired) })
    .trim()
    .min(1, QUESTION_MESSAGES.tokenRequired)
    .max(200, QUESTION_MESSAGES.tokenInvalid),
});

/**
 * A question as the API answers it (spec section 3). `full_name` is the display name the sender typed;
 * `user` is the account that asked (null for an anonymous sender); `news_subject` is set once a subject
 * answers it.
 */
export const question = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  resource: z.string(),
  full_name: z.string(),
  avatar: z.string().nullable(),
  news_subject: z.number().nullable(),
  news_subject_title: z.string().nullable(),
  /** questions that ask the same thing share a group id (null: not grouped) */
  group: z.number().nullable(),
  /** how many shown questions the group holds (1 for a question alone) */
  demand: z.number(),
  is_shown: z.boolean(),
  /** the asker's account is active; null when nobody signed in asked */
  user_active: z.boolean().nullable(),
  user: z.object({ id: z.number(), full_name: z.string(), avatar: z.string().nullable() }).nullable(),
  register_date: z.string(),
  /** when the question became answered (linked to a published subject); null until then */
  answered_at: z.string().nullable(),
});
export type Question = z.infer<typeof question>;

/** The answer to a new question; an anonymous sender also gets the token that later attaches it. */
export const askQuestionResponse = question.extend({ temporary_token: z.string().optional() });
export type AskQuestionResponse = z.infer<typeof askQuestionResponse>;

/**
 * GET /news/asked/: staff filter on whether a subject answers the question (`has_subject`) and search the
 * title, reason and display name; everyone else gets only their own questions, newest first.
 */
export const questionListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  has_subject: queryBool,
});
export type QuestionListQuery = z.infer<typeof questionListQuery>;

/**
 * PATCH /news/asked/{id}/ (multipart or JSON): title and reason may be edited but not emptied;
 * `news_subject` links a subject, and '' (or null) unlinks it.
 */
export const questionUpdateBody = z.object({
  title: z
    .string()
    .trim()
    .min(1, QUESTION_MESSAGES.titleRequired)
    .max(QUESTION_LIMITS.title, QUESTION_MESSAGES.titleTooLong)
    .optional(),
  summary: z
    .string()
    .trim()
    .min(1, QUESTION_MESSAGES.reasonRequired)
    .max(QUESTION_LIMITS.summary, QUESTION_MESSAGES.reasonTooLong)
    .optional(),
  news_subject: z.preprocess((v) => {
    if (v === null || v === 'null') return null;
    if (typeof v !== 'string') return v;
    const s = toLatinDigits(v).trim();
    return s === '' ? null : Number(s);
  }, z
    .number({ error: QUESTION_MESSAGES.unknownSubject })
    .int(QUESTION_MESSAGES.unknownSubject)
    .positive(QUESTION_MESSAGES.unknownSubject)
    .max(2_147_483_647, QUESTION_MESSAGES.unknownSubject)
    .nullable()
    .optional()),
  /**
   * Issue 16: the subject link sent in `news_subject` (or its removal) also applies to every shown
   * question of the question's group. 'true' or true; anything else (or absent) links this one only.
   */
  apply_to_group: z.preprocess((v) => v === true || v === 'true', z.boolean()).optional(),
});
export type QuestionUpdateBody = z.infer<typeof questionUpdateBody>;

/**
 * The answer to PATCH /news/asked/{id}/: the question, and with apply_to_group how many questions of the
 * group (this one included) the subject link now covers.
 */
export const questionUpdateResponse = question.extend({ group_linked: z.number().optional() });
export type QuestionUpdateResponse = z.infer<typeof questionUpdateResponse>;
