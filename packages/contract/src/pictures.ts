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

/** POST /news/pictures/matches/: the item being edited, left out of its own image's matches. */
export const pictureMatchesQuery = z.object({
  kind: z.enum(['subject', 'review']).optional(),
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type PictureMatchesQuery = z.infer<typeof pictureMatchesQuery>;
