import { pageQuery, queryBool } from './common.ts';
import { fileUrl } from './file-fields.ts';
import { MATCH_LIMITS, MATCH_MESSAGES } from './matching.ts';
import { workAssignee } from './newsroom.ts';
import { QUESTION_QUEUES } from './newsroom-messages.ts';
import { toLatinDigits } from './persian.ts';
import { similarMatchItem } from './pictures.ts';
import { QUESTION_GROUP_MESSAGES, QUESTION_LIMITS, QUESTION_MESSAGES } from './question-messages.ts';
import { QUESTION_CHANNELS } from './tipline-messages.ts';
import { whenMissing, z } from './zod.ts';

// Questions sent through 'از من بپرس' ("asked" in the API): the ask form, the temporary token of an
// anonymous sender, the staff inbox ('user reports') and the asker's own list on the profile.

const text = (max: number, message: string) => z.string().trim().max(max, message);
/** A text a staff edit may leave out but not empty. */
const editedText = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong).optional();

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
  avatar: fileUrl(),
  news_subject: z.number().nullable(),
  news_subject_title: z.string().nullable(),
  /** questions that ask the same thing share a group id (null: not grouped) */
  group: z.number().nullable(),
  /** how many shown questions the group holds (1 for a question alone) */
  demand: z.number(),
  is_shown: z.boolean(),
  /** the asker's account is active; null when nobody signed in asked */
  user_active: z.boolean().nullable(),
  /** staff answers: who is on the question's group and by when (ADR 33); absent from an asker's own list */
  assignee: workAssignee.nullable().optional(),
  due: z.string().nullable().optional(),
  user: z.object({ id: z.number(), full_name: z.string(), avatar: fileUrl() }).nullable(),
  register_date: z.string(),
  /** when the question became answered (linked to a published subject); null until then */
  answered_at: z.string().nullable(),
  /** where it was asked: the site ('web') or a tipline bot ('telegram', 'bale') */
  channel: z.enum(QUESTION_CHANNELS),
  /**
   * the storage keys of the pictures sent with it (the ask form's, then the tipline bot's photos), private:
   * staff read each at GET /news/private-media/{key}; empty in the asker's own view
   */
  pictures: z.array(z.string()),
});
export type Question = z.infer<typeof question>;

/** The multipart file fields of the ask form's pictures, at most PICTURE_LIMITS.perQuestion of them. */
export const QUESTION_PICTURE_FIELDS = ['picture_1', 'picture_2', 'picture_3'] as const;

/** GET /news/asked/{id}/pictures/: each of a question's pictures with the published checks it looks like. */
export const questionPicture = z.object({
  key: z.string(),
  matches: z.array(similarMatchItem),
});
export type QuestionPicture = z.infer<typeof questionPicture>;

/** The answer to a new question; an anonymous sender also gets the token that later attaches it. */
export const askQuestionResponse = question.extend({ temporary_token: z.string().optional() });
export type AskQuestionResponse = z.infer<typeof askQuestionResponse>;

/** Orders of the staff inbox: newest first (the default) or the most asked (grouped demand) first. */
export const QUESTION_ORDERINGS = ['-register_date', '-demand'] as const;
export type QuestionOrdering = (typeof QUESTION_ORDERINGS)[number];

/**
 * GET /news/asked/: staff filter on whether a subject answers the question (`has_subject`) and search the
 * title, reason and display name; everyone else gets only their own questions, newest first.
 */
export const questionListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  has_subject: queryBool,
  // grouped demand: the most asked first, and one group's questions
  ordering: z.enum(QUESTION_ORDERINGS).optional(),
  group: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** the inbox's saved filters (ADR 33): unassigned, mine, once, stale (no answer for 48 hours), demand */
  queue: z.enum(QUESTION_QUEUES).optional(),
  /** where the questions were asked */
  channel: z.enum(QUESTION_CHANNELS).optional(),
});

/** GET /news/asked/queues/: how many shown questions each saved filter and each channel holds. */
export const questionQueueCounts = z.object({
  all: z.number(),
  unassigned: z.number(),
  mine: z.number(),
  once: z.number(),
  stale: z.number(),
  /** the 'most asked' order holds every shown question */
  demand: z.number(),
  channels: z.record(z.enum(QUESTION_CHANNELS), z.number()),
});
export type QuestionQueueCounts = z.infer<typeof questionQueueCounts>;
export type QuestionListQuery = z.infer<typeof questionListQuery>;

/**
 * PATCH /news/asked/{id}/ (multipart or JSON): title and reason may be edited but not emptied;
 * `news_subject` links a subject, and '' (or null) unlinks it.
 */
export const questionUpdateBody = z.object({
  title: editedText(QUESTION_LIMITS.title, QUESTION_MESSAGES.titleRequired, QUESTION_MESSAGES.titleTooLong),
  summary: editedText(
    QUESTION_LIMITS.summary,
    QUESTION_MESSAGES.reasonRequired,
    QUESTION_MESSAGES.reasonTooLong,
  ),
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
   * The subject link sent in `news_subject` (or its removal) also applies to every shown
   * question of the question's group. 'true' or true; anything else (or absent) links this one only.
   */
  apply_to_group: z.preprocess((v) => v === true || v === 'true', z.boolean()).optional(),
});
export type QuestionUpdateBody = z.infer<typeof questionUpdateBody>;

// ---- 'already checked?' and question groups ----

/** GET /public/public-user-question/similar/?text=…: the text a reader is typing as a question's title. */
export const similarQuery = z.object({
  text: z.string().trim().max(MATCH_LIMITS.maxChars, MATCH_MESSAGES.tooLong).default(''),
});
export type SimilarQuery = z.infer<typeof similarQuery>;

/** A published subject or review that may answer the question; `score` is the share of it covered (0-1). */
export const similarItem = z.object({
  kind: z.enum(['subject', 'review']),
  id: z.number(),
  title: z.string(),
  /** the page on the site, e.g. /news-subject-page/12 */
  url: z.string(),
  score: z.number(),
});
export type SimilarItem = z.infer<typeof similarItem>;

const groupId = z.coerce
  .number({ error: QUESTION_GROUP_MESSAGES.unknownGroup })
  .int(QUESTION_GROUP_MESSAGES.unknownGroup)
  .positive(QUESTION_GROUP_MESSAGES.unknownGroup)
  .max(2_147_483_647, QUESTION_GROUP_MESSAGES.unknownGroup);

/**
 * POST /news/asked/{id}/group/: `group` moves the question into that group (an id some question has),
 * null takes it out of its group; or `question` moves it into that question's group (one is made when
 * that question is alone).
 */
export const questionGroupBody = z
  .object({
    group: groupId.nullable().optional(),
    question: z.coerce
      .number({ error: QUESTION_GROUP_MESSAGES.unknownQuestion })
      .int(QUESTION_GROUP_MESSAGES.unknownQuestion)
      .positive(QUESTION_GROUP_MESSAGES.unknownQuestion)
      .max(2_147_483_647, QUESTION_GROUP_MESSAGES.unknownQuestion)
      .optional(),
  })
  .refine((b) => (b.group !== undefined) !== (b.question !== undefined), {
    message: QUESTION_GROUP_MESSAGES.groupOrQuestion,
  });
export type QuestionGroupBody = z.infer<typeof questionGroupBody>;

/**
 * The answer to PATCH /news/asked/{id}/: the question, and with apply_to_group how many questions of the
 * group (this one included) the subject link now covers.
 */
export const questionUpdateResponse = question.extend({ group_linked: z.number().optional() });
export type QuestionUpdateResponse = z.infer<typeof questionUpdateResponse>;
