import {
  ANSWER_CHANNELS,
  CHANNEL_LABELS,
  DASHBOARD_MAX_DAYS,
  type DashboardFigures,
  type DashboardQuery,
  type PublicStatisticsMonth,
  QUESTION_CHANNELS,
  toPersianDigits,
} from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  answersByChannel,
  archiveAnswers,
  openGroups,
  type Period,
  questionCounts,
  requestsPerDay,
  reviewsPerWeek,
  timeToAnswer,
} from './dashboard.repository.ts';

// The dashboard's figures and the public statistics, from the same aggregates (ADR 0040).

const DAY_MS = 86_400_000;
const tehranDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The Tehran calendar day of an instant, 'YYYY-MM-DD'. */
export const tehranDayOf = (at: Date): string => tehranDate.format(at);

const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const validDay = (day: string) => {
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day;
};

/** The period asked for: by default the 30 Tehran days ending today; refused when reversed or too long. */
export function periodOf(query: DashboardQuery, now = new Date()): Period {
  const to = query.to ?? tehranDayOf(now);
  const from = query.from ?? addDays(to, -29);
  if (!validDay(from) || !validDay(to)) throw badRequest('تاریخ درست نیست.');
  if (from > to) throw badRequest('آغاز بازه نباید پس از پایان آن باشد.');
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > DASHBOARD_MAX_DAYS)
    throw badRequest(`بازه نباید بیش از ${toPersianDigits(String(DASHBOARD_MAX_DAYS))} روز باشد.`);
  return { from, to };
}

const share = (hits: number, filed: number) => (hits + filed === 0 ? null : hits / (hits + filed));
const round2 = (n: number | null) => (n == null ? null : Math.round(n * 100) / 100);

export async function dashboardFigures(db: Db, period: Period, now = new Date()): Promise<DashboardFigures> {
  // independent queries: on PostgreSQL they run side by side on the pool's connections
  const [perDay, archive, counts, timing, open, answers, reviews] = await Promise.all([
    requestsPerDay(db, period),
    archiveAnswers(db, period),
    questionCounts(db, period),
    timeToAnswer(db, period),
    openGroups(db, 20),
    answersByChannel(db, period),
    reviewsPerWeek(db, period),
  ]);
  const days = new Map<string, DashboardFigures['requests_per_day'][number]>();
  for (const row of perDay) {
    const day = days.get(row.day) ?? { day: row.day, web: 0, telegram: 0, bale: 0, total: 0 };
    days.set(row.day, day);
    if (row.channel && (QUESTION_CHANNELS as readonly string[]).includes(row.channel))
      day[row.channel as (typeof QUESTION_CHANNELS)[number]] += row.n;
    if (row.channel) day.total += row.n;
  }
  return {
    from: period.from,
    to: period.to,
    requests_per_day: [...days.values()],
    archive: {
      suggestions_opened: archive.opened,
      bot_instant: archive.instant,
      filed: counts.filed,
      share: share(archive.opened + archive.instant, counts.filed),
    },
    time_to_answer: {
      groups: timing.groups,
      median_hours: round2(timing.median),
      p90_hours: round2(timing.p90),
    },
    open_groups: {
      total: open.total,
      top: open.rows.map((r) => {
        const first = new Date(r.first);
        return {
          group: r.key,
          title: r.title,
          demand: r.demand,
          first_asked: first.toISOString(),
          age_days: Math.floor((now.getTime() - first.getTime()) / DAY_MS),
        };
      }),
    },
    answers_by_channel: ANSWER_CHANNELS.map((channel) => {
      const row = answers.find((a) => a.channel === channel);
      return { channel, sent: row?.sent ?? 0, delivered: row?.delivered ?? 0 };
    }),
    reviews_per_week: reviews.map((r) => ({ week: r.week, verdict: r.verdict ?? 'بی‌حکم', count: r.n })),
  };
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (v: string | number | null) => {
  const s = v == null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const lines = (rows: (string | number | null)[][]) => rows.map((r) => r.map(cell).join(',')).join('\r\n');

/**
 * The same figures as CSV for a spreadsheet: UTF-8 with a byte-order mark (so Excel reads Persian), one
 * section per figure with its Persian headers, sections parted by an empty line. Numbers stay in Latin
 * digits, which spreadsheets compute with.
 */
export function dashboardCsv(f: DashboardFigures): string {
  const sections = [
    lines([
      ['روز', CHANNEL_LABELS.web!, CHANNEL_LABELS.telegram!, CHANNEL_LABELS.bale!, 'همه'],
      ...f.requests_per_day.map((d) => [d.day, d.web, d.telegram, d.bale, d.total]),
    ]),
    lines([
      ['پیشنهاد بازشده در فرم پرسش', 'پاسخ فوری بات', 'پرسش ثبت‌شده', 'سهم پاسخ از بایگانی'],
      [f.archive.suggestions_opened, f.archive.bot_instant, f.archive.filed, round2(f.archive.share)],
    ]),
    lines([
      ['گروه‌های پاسخ‌داده‌شده', 'میانهٔ زمان پاسخ (ساعت)', 'صدک ۹۰ زمان پاسخ (ساعت)'],
      [f.time_to_answer.groups, f.time_to_answer.median_hours, f.time_to_answer.p90_hours],
    ]),
    lines([
      ['گروه بی‌پاسخ', 'عنوان', 'تقاضا', 'نخستین پرسش', 'سن (روز)'],
      ...f.open_groups.top.map((g) => [g.group, g.title, g.demand, g.first_asked, g.age_days]),
    ]),
    lines([
      ['مجرای پاسخ', 'فرستاده', 'رسیده'],
      ...f.answers_by_channel.map((a) => [CHANNEL_LABELS[a.channel] ?? a.channel, a.sent, a.delivered]),
    ]),
    lines([
      ['هفته', 'حکم', 'بررسی منتشرشده'],
      ...f.reviews_per_week.map((r) => [r.week, r.verdict, r.count]),
    ]),
  ];
  return `\uFEFF${sections.join('\r\n\r\n')}\r\n`;
}

const jalaliMonth = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
});
/** The Jalali 'YYYY-MM' of a Gregorian day. */
const jalaliMonthOf = (day: string) => {
  const parts = jalaliMonth.formatToParts(new Date(`${day}T12:00:00Z`));
  const y = parts.find((p) => p.type === 'year')!.value;
  const m = parts.find((p) => p.type === 'month')!.value;
  return `${y}-${m.padStart(2, '0')}`;
};

/** The last `count` Jalali months up to today (Tehran), newest first, each as its span of Gregorian days. */
export function jalaliMonths(count: number, now = new Date()): (Period & { month: string })[] {
  const months: (Period & { month: string })[] = [];
  let day = tehranDayOf(now);
  let current = { month: jalaliMonthOf(day), from: day, to: day };
  while (true) {
    const before = addDays(day, -1);
    const month = jalaliMonthOf(before);
    if (month !== current.month) {
      months.push(current);
      if (months.length === count) return months;
      current = { month, from: before, to: before };
    } else current.from = before;
    day = before;
  }
}

/**
 * The public statistics (the methodology page): per Jalali month of the last twelve, questions received and
 * answered, the median hours to answer and the share answered from the archive; the dashboard's aggregates.
 */
export async function publicStatistics(db: Db, now = new Date()): Promise<PublicStatisticsMonth[]> {
  const out: PublicStatisticsMonth[] = [];
  for (const m of jalaliMonths(12, now)) {
    const counts = await questionCounts(db, m);
    const archive = await archiveAnswers(db, m);
    const timing = await timeToAnswer(db, m);
    out.push({
      month: m.month,
      received: counts.filed,
      answered: counts.answered,
      median_hours: round2(timing.median),
      archive_share: round2(share(archive.opened + archive.instant, counts.filed)),
    });
  }
  return out;
}
