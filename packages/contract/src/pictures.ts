import { z } from 'zod';

/** How a suggestion was found: by the question's text, by its picture, or by the words read from its picture. */
export const similarMatch = z.enum(['text', 'image', 'image_text']);
export type SimilarMatch = z.infer<typeof similarMatch>;

/** One answer of POST /public/public-user-question/similar/ (text and/or image), best first. */
export const similarMatchItem = z.object({
  kind: z.enum(['subject', 'review']),
  id: z.number(),
  title: z.string(),
  /** the page on the site, e.g. /report/12 */
  url: z.string(),
  /** 0-1: the share of the question covered (text) or the pictures' likeness (image) */
  score: z.number(),
  match: similarMatch,
});
export type SimilarMatchItem = z.infer<typeof similarMatchItem>;

/**
 * The POST answers 202 (with the suggestions it already has) while the words of its picture are still being
 * read, its Location header naming where the words' own suggestions are fetched (pictureTextAnswer).
 */
export const PICTURE_READING_STATUS = 202;

/** GET /public/public-user-question/similar/picture/{hash}/: the SHA-256 of the picture's bytes, in hex. */
export const pictureTextParam = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) });
export type PictureTextParam = z.infer<typeof pictureTextParam>;

/**
 * The suggestions found by the words read in a picture (match 'image_text'), best first; `reading` stays true
 * until the words are read (the panel shows PICTURE_MESSAGES.readingText meanwhile). A picture whose words
 * could not be read, or that nobody sent, answers no suggestions and `reading: false`.
 */
export const pictureTextAnswer = z.object({ reading: z.boolean(), items: z.array(similarMatchItem) });
export type PictureTextAnswer = z.infer<typeof pictureTextAnswer>;

/** POST /news/pictures/matches/: the item being edited, left out of its own image's matches. */
export const pictureMatchesQuery = z.object({
  kind: z.enum(['subject', 'review']).optional(),
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type PictureMatchesQuery = z.infer<typeof pictureMatchesQuery>;
