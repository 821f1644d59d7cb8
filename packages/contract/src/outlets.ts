import { z } from './zod.ts';
import { media, source } from './catalogue.ts';
import { pageQuery } from './common.ts';

// The public outlets directory (spec section 2, the media list for everyone): one outlet with its
// published sources, a page at a time, and its row of the agency table (server-rules section 5).

/** A published source of the outlet, with the title of the subject it belongs to. */
export const outletSource = source.extend({ subject_title: z.string() });
export type OutletSource = z.infer<typeof outletSource>;

/** One evaluation's column of the outlet's score row: how many of its counted sources carry it. */
export const outletScore = z.object({
  id: z.number(),
  title: z.string(),
  color: z.string(),
  score: z.number(),
  count: z.number(),
});
export type OutletScore = z.infer<typeof outletScore>;

/**
 * GET /public/public-media/{id}/: the outlet (rumor_count = its published sources on published subjects,
 * the agency table's 'تعداد اخبار'), `total` (Σ count × evaluation score, its 'مجموع'), one score per
 * evaluation, and the requested page of those sources, newest first, with their number.
 */
export const publicOutletDetail = media.extend({
  total: z.number(),
  scores: z.array(outletScore),
  sources: z.array(outletSource),
  sources_total: z.number(),
});
export type PublicOutletDetail = z.infer<typeof publicOutletDetail>;

/** `page` and `page_size` of the outlet's sources. */
export const publicOutletQuery = pageQuery;
