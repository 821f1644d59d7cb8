import { z } from './zod.ts';

// Evaluations (news/Review-Result): the verdict kinds a subject, a source or a news item is given. Their
// definitions' edit body is trust.ts's.

/** A verdict kind as the agency table shows it (a column): no definition, to keep the home answer small. */
export const scoreType = z.object({
  id: z.number(),
  title: z.string(),
  color: z.string(),
  score: z.number(),
});
export type ScoreType = z.infer<typeof scoreType>;

/** A verdict kind with its definition (plain text, '' when none), as Review-Result answers it. */
export const evaluation = scoreType.extend({
  description: z.string(),
});
export type Evaluation = z.infer<typeof evaluation>;
