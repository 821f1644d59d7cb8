import { categoryRefFields, pageQuery, queryBool, verdictRefFields } from './common.ts';
import { correctionField, correctionNote } from './corrections.ts';
import { cardImageFields, fileUrl } from './file-fields.ts';
import * as field from './form-fields.ts';
import { SERVER_MESSAGES } from './messages.ts';
import { assignmentFields } from './newsroom.ts';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './review-messages.ts';
import { type ListSort, listSortOf } from './sorts.ts';
import { whenMissing, z } from './zod.ts';

// Reviews ("review-subject" for staff, "public-news-review" for everyone): a staff member's report on
// a subject, with the news items (the claim's appearances in outlets) it examined.

export * from './review-messages.ts';

const reviewStatus = field.statusField(REVIEW_MESSAGES.statusInvalid);

/**
 * One news item of the review form (spec section 2 'Reusable news-item block'): the outlet it appeared in
 * (`source_id`, optional), its title (required), link, date (Unix seconds; milliseconds are accepted and
 * read as such; absent means now), summary and the evaluation given to it.
 */
export const newsItemBody = z.object({
  source_id: field.nullableRowId(REVIEW_MESSAGES.unknownOutlet),
  title: z
    .string({ error: whenMissing(REVIEW_MESSAGES.newsItemTitleRequired) })
    .trim()
    .min(1, REVIEW_MESSAGES.newsItemTitleRequired)
    .max(REVIEW_LIMITS.titleMax),
  link: field.optionalWebLink(REVIEW_MESSAGES.linkInvalid),
  date: field.optionalUnixDate(REVIEW_MESSAGES.dateInvalid),
  summary: z.string().trim().max(REVIEW_LIMITS.newsSummaryMax).optional(),
  evaluation: field.nullableRowId(REVIEW_MESSAGES.unknownEvaluation),
});
export type NewsItemBody = z.infer<typeof newsItemBody>;

/** `news_items` arrives in a multipart form as a JSON text, in a JSON body as an array: both read the same. */
const newsItemsField = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return [];
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z.array(newsItemBody, { error: REVIEW_MESSAGES.newsItemsInvalid }).max(REVIEW_LIMITS.maxNewsItems, {
    message: REVIEW_MESSAGES.newsItemsInvalid,
  }),
);

/**
 * Fields of POST and PATCH /news/review-subject/ (multipart; the image is the file part `main_images`).
 * Every field is optional here so create (all required) and PATCH (only what is sent) share one reading;
 * the required check is `reviewMissingMessage`'s. `subject_id` is accepted as another name of `subject`.
 * `news_items`, when sent, replaces the review's items in the order given.
 */
export const reviewBody = z.object({
  subject: field.optionalRowId(REVIEW_MESSAGES.unknownSubject),
  subject_id: field.optionalRowId(REVIEW_MESSAGES.unknownSubject),
  title: z.string().trim().max(REVIEW_LIMITS.titleMax).optional(),
  summary: z.string().trim().max(REVIEW_LIMITS.summaryMax).optional(),
  content: z
    .string()
    .max(4 * 1024 * 1024)
    .optional(),
  status: field.formNumber(reviewStatus.optional()),
  keep_image: field.formBool.optional(),
  news_items: newsItemsField.optional(),
  /** on a published review's edit: a public correction note, kept forever */
  correction: correctionField,
});
export type ReviewBody = z.infer<typeof reviewBody>;

// ---- answers ----

/** The author box (spec section 2 'Report page'); full_name may be '' (the page shows 'ناشناس'). */
export const reviewAuthor = z.object({
  id: z.number(),
  full_name: z.string(),
  avatar: fileUrl(),
  abstract: z.string(),
});
export type ReviewAuthor = z.infer<typeof reviewAuthor>;

export const reviewNewsItem = z.object({
  id: z.number(),
  /** the outlet's id; null when none was chosen or the outlet is gone */
  source_id: z.number().nullable(),
  source_name: z.string().nullable(),
  logo: fileUrl(),
  title: z.string(),
  link: z.string(),
  /** Unix seconds */
  date: z.number().nullable(),
  summary: z.string(),
  ...verdictRefFields('evaluation'),
});
export type ReviewNewsItem = z.infer<typeof reviewNewsItem>;

/** A review card: the review, its subject (title, category, verdict) and its author's name. */
export const reviewListItem = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  ...cardImageFields,
  subject: z.number(),
  subject_id: z.number(),
  subject_title: z.string(),
  ...categoryRefFields,
  /** the subject's evaluation (the verdict) */
  ...verdictRefFields('subject_evaluation'),
  status: z.number(),
  date_published: z.string().nullable(),
  views: z.number(),
  author_id: z.number().nullable(),
  author_name: z.string().nullable(),
});
export type ReviewListItem = z.infer<typeof reviewListItem>;

export const reviewDetail = reviewListItem.extend({
  /** sanitized HTML */
  content: z.string(),
  news_items: z.array(reviewNewsItem),
  author: reviewAuthor.nullable(),
  /** other published reviews: same subject first, then same category, newest first; never itself */
  related_reviews: z.array(reviewListItem),
  /** its public correction notes, newest first */
  corrections: z.array(correctionNote),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;

/** Staff answers say whether the caller may PATCH this review (roles 2, 3 any; 4, 5 their own). */
const staffReviewFields = {
  can_edit: z.boolean(),
  ...assignmentFields,
  /** the second pair of eyes (ADR 33): 1 waiting for approval, 2 sent back to its author; null otherwise */
  approval: z.number().nullable(),
  /** the note the approver sent it back with */
  approval_note: z.string().nullable(),
  /** whether the caller may publish it or send it back (it waits, and it is not theirs) */
  can_approve: z.boolean(),
};
export const staffReviewListItem = reviewListItem.extend(staffReviewFields);
export type StaffReviewListItem = z.infer<typeof staffReviewListItem>;
export const staffReviewDetail = reviewDetail.extend(staffReviewFields);
export type StaffReviewDetail = z.infer<typeof staffReviewDetail>;

// ---- list queries ----

const search = z.string().trim().max(200).optional();

/** The management list: every status; newest made first. */
export const staffReviewListQuery = pageQuery.extend({
  search,
  status: field.formNumber(reviewStatus.optional()),
  category: field.optionalRowId(SERVER_MESSAGES.fieldType),
  subject: field.optionalRowId(SERVER_MESSAGES.fieldType),
  author: field.optionalRowId(SERVER_MESSAGES.fieldType),
});
export type StaffReviewListQuery = z.infer<typeof staffReviewListQuery>;

/**
 * The public list: published only. One sort flag at a time (the first set of priority, views,
 * most_reviewed, most_wanted wins); without one, newest published first.
 */
export const publicReviewListQuery = pageQuery.extend({
  search,
  category: field.optionalRowId(SERVER_MESSAGES.fieldType),
  subject: field.optionalRowId(SERVER_MESSAGES.fieldType),
  author: field.optionalRowId(SERVER_MESSAGES.fieldType),
  priority: queryBool,
  views: queryBool,
  most_reviewed: queryBool,
  most_wanted: queryBool,
});
export type PublicReviewListQuery = z.infer<typeof publicReviewListQuery>;

export type ReviewSort = ListSort | 'newest';

/** The one order a public query asks for (the subject list's rule too: sorts.ts). */
export const reviewSortOf: (q: Pick<PublicReviewListQuery, ListSort>) => ReviewSort = listSortOf;
