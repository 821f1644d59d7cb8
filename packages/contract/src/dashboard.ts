import { QUESTION_CHANNEL_LABELS } from './tipline-messages.ts';
import { z } from './zod.ts';

// The newsroom dashboard (`/news/dashboard/`) and the public statistics (`/public/statistics/`): figures over
// a span of Tehran days, computed by one module of SQL aggregates (ADR 0040).

/** The channels an answer leaves by (the outbox). */
export const ANSWER_CHANNELS = ['sms', 'telegram', 'bale'] as const;

/** A channel's name, for a question's or an answer's. */
export const CHANNEL_LABELS: Record<string, string> = { ...QUESTION_CHANNEL_LABELS, sms: 'پیامک' };

/** The longest period the dashboard answers for, in days. */
export const DASHBOARD_MAX_DAYS = 400;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'تاریخ باید به شکل ۲۰۲۶-۱۱-۲۸ باشد.');

/** A span of Tehran calendar days (Gregorian dates, both included); by default the last 30 days. */
export const dashboardQuery = z.object({
  from: day.optional(),
  to: day.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const dashboardFigures = z.object({
  from: z.string(),
  to: z.string(),
  /** every day of the period, empty ones as 0 */
  requests_per_day: z.array(
    z.object({ day: z.string(), web: z.number(), telegram: z.number(), bale: z.number(), total: z.number() }),
  ),
  /** answered from the archive at once (a suggestion opened on the ask form, a bot's instant answer) vs filed */
  archive: z.object({
    suggestions_opened: z.number(),
    bot_instant: z.number(),
    filed: z.number(),
    /** (opened + instant) / (opened + instant + filed), 0 to 1; null when there was nothing */
    share: z.number().nullable(),
  }),
  /** from a group's first question to its answer, for the groups answered in the period, in hours */
  time_to_answer: z.object({
    groups: z.number(),
    median_hours: z.number().nullable(),
    p90_hours: z.number().nullable(),
  }),
  /** groups with no answer now: how many, and the most asked (then oldest) of them */
  open_groups: z.object({
    total: z.number(),
    top: z.array(
      z.object({
        group: z.number(),
        title: z.string(),
        demand: z.number(),
        first_asked: z.string(),
        age_days: z.number(),
      }),
    ),
  }),
  /** answers queued in the outbox in the period, and how many of them were delivered */
  answers_by_channel: z.array(z.object({ channel: z.string(), sent: z.number(), delivered: z.number() })),
  /** reviews published per week (the week's Saturday, Tehran) and by the subject's verdict */
  reviews_per_week: z.array(z.object({ week: z.string(), verdict: z.string(), count: z.number() })),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

/** The public statistics (the methodology page): per Tehran month (Gregorian 'YYYY-MM'), newest first. */
export const publicStatisticsMonth = z.object({
  month: z.string(),
  received: z.number(),
  answered: z.number(),
  median_hours: z.number().nullable(),
  /** 0 to 1, null when nothing was asked */
  archive_share: z.number().nullable(),
});
export type PublicStatisticsMonth = z.infer<typeof publicStatisticsMonth>;
