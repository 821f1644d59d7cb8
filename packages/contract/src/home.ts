import { z } from './zod.ts';
import { scoreType } from './evaluations.ts';
import { subjectListItem } from './subjects.ts';
import { facultyMember } from './faculty.ts';
import { reviewListItem } from './reviews.ts';
import { scoreRow } from './scores.ts';

// Everything the home page and the right column need, in one answer (GET /public/home/).

export * from './home-messages.ts';

export const homeResponse = z.object({
  /** the agency table: the score types (columns) and every row with news_count above 0, best total first */
  scores: z.object({
    score_types: z.array(scoreType),
    rows: z.array(scoreRow),
  }),
  /** the 6 newest published reviews */
  latest_reviews: z.array(reviewListItem),
  /** the right column's top 5 published subjects in each of its four sort tabs */
  trending: z.object({
    priority: z.array(subjectListItem),
    most_wanted: z.array(subjectListItem),
    views: z.array(subjectListItem),
    most_reviewed: z.array(subjectListItem),
  }),
  /** the slideshow's first 3 faculty members */
  faculty: z.array(facultyMember),
});
export type HomeResponse = z.infer<typeof homeResponse>;
