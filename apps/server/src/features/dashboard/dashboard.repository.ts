import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';

// The dashboard's SQL aggregates (ADR 0040). A period is a span of Tehran calendar days, both included; its
// instants run from the first day's Tehran midnight to the midnight after the last day, so that each filter
// is a range over one indexed timestamp column, and days are counted in Tehran time. The questions' figures
// read the counters the triggers of migration 0032 keep (question_days, question_groups; ADR 40's addendum)
// and the reviews' the subject's verdict copied onto each review, so no figure groups or joins every row.

export interface Period {
  /** first Tehran day, 'YYYY-MM-DD' */
  from: string;
  /** last Tehran day, included */
  to: string;
}

const start = (p: Period) => sql`((${p.from}::date)::timestamp at time zone 'Asia/Tehran')`;
const end = (p: Period) => sql`((${p.to}::date + 1)::timestamp at time zone 'Asia/Tehran')`;
const tehranDay = (column: ReturnType<typeof sql.raw>) => sql`(${column} at time zone 'Asia/Tehran')::date`;

/**
 * Questions filed per Tehran day and channel; every day of the period present (a day without any: channel
 * null). Read from the daily counters the triggers keep (question_days, ADR 40's addendum).
 */
export const requestsPerDay = async (db: Db, p: Period) =>
  rowsOf<{ day: string; channel: string | null; n: number }>(
    await db.execute(sql`
      select to_char(s.day, 'YYYY-MM-DD') as day, c.channel, coalesce(c.filed, 0)::int as n
      from generate_series(${p.from}::date, ${p.to}::date, interval '1 day') as s(day)
      left join question_days c on c.day = s.day::date and c.filed <> 0
      order by 1, 2`),
  );

/** The 'already checked?' suggestions opened on the ask form and the bots' instant answers in the period. */
export const archiveAnswers = async (db: Db, p: Period) =>
  rowsOf<{ opened: number; instant: number }>(
    await db.execute(sql`
      select
        (select coalesce(sum(n), 0)::int from archive_opens where day between ${p.from}::date and ${p.to}::date)
          as opened,
        (select count(*)::int from tipline_requests
          where state = 2 and created_at >= ${start(p)} and created_at < ${end(p)}) as instant`),
  )[0]!;

/** Questions filed in the period, and questions answered in it: the daily counters' sums. */
export const questionCounts = async (db: Db, p: Period) =>
  rowsOf<{ filed: number; answered: number }>(
    await db.execute(sql`
      select coalesce(sum(filed), 0)::int as filed, coalesce(sum(answered), 0)::int as answered
      from question_days where day between ${p.from}::date and ${p.to}::date`),
  )[0]!;

/**
 * For the groups answered in the period (a question never grouped is a group of its own): how many, and the
 * median and 90th percentile of the hours from the group's first question to its first answer. Each group's
 * two dates are kept in question_groups by a trigger; its index gives the groups first answered in the period.
 */
export const timeToAnswer = async (db: Db, p: Period) =>
  rowsOf<{ groups: number; median: number | null; p90: number | null }>(
    await db.execute(sql`
      select count(*)::int as groups,
        (percentile_cont(0.5) within group (order by extract(epoch from first_answered - first_asked)) / 3600)::float8
          as median,
        (percentile_cont(0.9) within group (order by extract(epoch from first_answered - first_asked)) / 3600)::float8
          as p90
      from question_groups
      where first_answered >= ${start(p)} and first_answered < ${end(p)}`),
  )[0]!;

/**
 * Groups with no answer now (shown questions only): how many, and the `limit` most asked, oldest first among
 * equals, from question_groups' partial index of the open ones; the title (the group's first question's) is
 * read for those alone.
 */
export const openGroups = async (db: Db, limit: number) => {
  const rows = rowsOf<{ key: number; title: string; demand: number; first: string | Date; total: number }>(
    await db.execute(sql`
      with top as (
        select key, open_shown as demand, first_open as first from question_groups
        where open_shown > 0 and first_answered is null
        order by open_shown desc nulls last, first_open, key
        limit ${limit}
      )
      select key, demand, first,
        (select count(*)::int from question_groups where open_shown > 0 and first_answered is null) as total,
        case when key > 0
          then (select title from questions q where q.group_id = top.key order by register_date, id limit 1)
          else (select title from questions q where q.id = -top.key)
        end as title
      from top
      order by demand desc, first asc, key asc`),
  );
  return { total: rows[0]?.total ?? 0, rows };
};

/** Answers queued in the outbox in the period per channel (an SMS, a messenger's answer), and how many went out. */
export const answersByChannel = async (db: Db, p: Period) =>
  rowsOf<{ channel: string; sent: number; delivered: number }>(
    await db.execute(sql`
      select channel, count(*)::int as sent, (count(*) filter (where status = 1))::int as delivered
      from sms_outbox
      where created_at >= ${start(p)} and created_at < ${end(p)}
        and (reason = 'answered' or reason like 'answered:%')
      group by channel`),
  );

/**
 * Reviews published in the period per Tehran week (from its Saturday) and the subject's verdict (null: none).
 * The verdict is the copy on the review (subject_evaluation_id, kept by the subject's triggers), so the rows
 * come from reviews_status_published_idx alone, grouped by week before the few verdicts' titles are joined.
 */
export const reviewsPerWeek = async (db: Db, p: Period) =>
  rowsOf<{ week: string; verdict: string | null; n: number }>(
    await db.execute(sql`
      with d as (
        select ${tehranDay(sql.raw('date_published'))} as d, subject_evaluation_id as e, count(*)::int as n
        from reviews
        where status = 2 and date_published >= ${start(p)} and date_published < ${end(p)}
        group by 1, 2
      )
      select to_char(d.d - ((extract(dow from d.d)::int + 1) % 7), 'YYYY-MM-DD') as week, e.title as verdict,
        sum(d.n)::int as n
      from d left join evaluations e on e.id = d.e
      group by 1, 2 order by 1, 2`),
  );

/** Counts one opened 'already checked?' suggestion on today's Tehran day. */
export const countArchiveOpen = (db: Db) =>
  db.execute(sql`
    insert into archive_opens (day, n) values ((now() at time zone 'Asia/Tehran')::date, 1)
    on conflict (day) do update set n = archive_opens.n + 1`);
