import { whenMissing, z } from './zod.ts';
import { pageQuery } from './common.ts';
import { fileUrl } from './file-fields.ts';
import { Origin } from './enums.ts';
import { scoreType } from './evaluations.ts';
import { formNumber } from './form-fields.ts';
import { withScheme } from './form-rules.ts';
import { OUTLET_MESSAGES } from './outlet-messages.ts';
import { source } from './sources.ts';

// News outlets ('Media'): managed by the newsroom (news/Media), and the public outlets directory (spec
// section 2, the media list for everyone): one outlet with its published sources, a page at a time, and
// its row of the agency table (server-rules section 5).

export * from './outlet-messages.ts';

export const originSchema = z.union([z.literal(Origin.Internal), z.literal(Origin.External)], {
  error: OUTLET_MESSAGES.originRequired,
});

const linkField = z
  .string({ error: whenMissing(OUTLET_MESSAGES.linkRequired) })
  .trim()
  .min(1, OUTLET_MESSAGES.linkRequired)
  .max(2000)
  .transform(withScheme)
  .refine((v) => /^https?:\/\/[^\s/?#]+\.[^\s]*$|^https?:\/\/localhost(?:[:/]|$)/i.test(v), {
    message: OUTLET_MESSAGES.linkInvalid,
  });

/** Multipart fields of POST /news/Media/; the logo is a file part checked apart. */
export const outletCreateBody = z.object({
  name: z
    .string({ error: whenMissing(OUTLET_MESSAGES.nameRequired) })
    .trim()
    .min(1, OUTLET_MESSAGES.nameRequired)
    .max(150),
  english_name: z
    .string({ error: whenMissing(OUTLET_MESSAGES.englishNameRequired) })
    .trim()
    .min(1, OUTLET_MESSAGES.englishNameRequired)
    .max(150),
  link: linkField,
  origin: formNumber(originSchema),
});
export const outletUpdateBody = outletCreateBody.partial();
export type OutletCreateBody = z.infer<typeof outletCreateBody>;

export const outlet = z.object({
  id: z.number(),
  name: z.string(),
  english_name: z.string(),
  link: z.string(),
  logo: fileUrl(),
  origin: z.number(),
  rumor_count: z.number(),
});
export type Outlet = z.infer<typeof outlet>;
/** The public outlets directory: the same fields; rumor_count counts published sources of published subjects. */
export const publicOutlet = outlet;

export const outletListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  origin: formNumber(originSchema.optional()),
});

// ---- the public directory ----

/** A published source of the outlet, with the title of the subject it belongs to. */
export const outletSource = source.extend({ subject_title: z.string() });
export type OutletSource = z.infer<typeof outletSource>;

/** One evaluation's column of the outlet's score row: how many of its counted sources carry it. */
export const outletScore = scoreType.extend({ count: z.number() });
export type OutletScore = z.infer<typeof outletScore>;

/**
 * GET /public/public-media/{id}/ (the page /media/{id}): the outlet (rumor_count = its published sources on published subjects,
 * the agency table's 'تعداد اخبار'), `total` (Σ count × evaluation score, its 'مجموع'), one score per
 * evaluation, and the requested page of those sources, newest first, with their number.
 */
/**
 * One Jalali month of an outlet's record (`month`: year × 100 + month, Tehran time, 140509 is Azar 1405):
 * how many of its counted sources fall in it, per evaluation id ('0': no evaluation), zeros left out.
 */
export const outletMonth = z.object({ month: z.number(), counts: z.record(z.string(), z.number()) });
export type OutletMonth = z.infer<typeof outletMonth>;

/**
 * The outlet's place in the agency table (by total, then news count; outlets with equal numbers share a
 * place) among the outlets with counted sources (`of`); null when it has none. `year_ago` is the table
 * of the sources dated up to the end of `year_ago_month`, the month twelve months before this one.
 */
export const outletRank = z.object({
  now: z.number().nullable(),
  of: z.number(),
  year_ago: z.number().nullable(),
  of_year_ago: z.number(),
  year_ago_month: z.number(),
});
export type OutletRank = z.infer<typeof outletRank>;

export const publicOutletDetail = outlet.extend({
  total: z.number(),
  scores: z.array(outletScore),
  sources: z.array(outletSource),
  sources_total: z.number(),
  /** the last 24 Jalali months, oldest first, this month last (every month present, empty ones too) */
  months: z.array(outletMonth),
  rank: outletRank,
});
export type PublicOutletDetail = z.infer<typeof publicOutletDetail>;

/** `page` and `page_size` of the outlet's sources. */
export const publicOutletQuery = pageQuery;
