import { z } from './zod.ts';
import { pageQuery } from './common.ts';
import { fileUrl } from './file-fields.ts';

// The agency table ("Rumor-Tabel/table_rumor", server-rules section 5): for each outlet, how many of its
// published sources on published subjects carry each evaluation, their number and the weighted total.

export * from './scores-messages.ts';

export const scoreRow = z.object({
  /** the outlet's id */
  id: z.number(),
  name: z.string(),
  english_name: z.string(),
  logo: fileUrl(),
  /** all its counted sources (= scores['تعداد اخبار']) */
  news_count: z.number(),
  /** Σ count × evaluation score (= scores['مجموع']) */
  total: z.number(),
  /** the spec's shape: keyed by evaluation title, plus 'تعداد اخبار' and 'مجموع'; every evaluation present */
  scores: z.record(z.string(), z.number()),
  /** the same counts keyed by evaluation id (titles need not be unique) */
  counts: z.record(z.string(), z.number()),
});
export type ScoreRow = z.infer<typeof scoreRow>;

/** Rows with news_count above 0 only, by total descending (then news count, then name). */
export const scoreTableQuery = pageQuery;
