import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';

// The dashboard's SQL aggregates (ADR 0040). A period is a span of Tehran calendar days, both included; its
// instants run from the first day's Tehran midnight to the midnight after the last day, so that each filter
// is a range over one indexed timestamp column, and days are counted in Tehran time.

export interface Period {
  /** first Tehran day, 'YYYY-MM-DD' */
  from: string;
  /** last Tehran day, included */
  to: string;
}

const start = (p: Period) => sql`((${p.from}::date)::timestamp at time zone 'Asia/Tehran')`;
const end = (p: Period) => sql`((${p.to}::date + 1)::timestamp at time zone 'Asia/Tehran')`;
const tehranDay = (column: ReturnType<typeof sql.raw>) => sql`(${column} at time zone 'Asia/Tehran')::date`;

/** Questions filed per Tehran day and channel; every day of the period present (a day without any: channel null). */
export const requestsPerDay = async (db: Db, p: Period) =>
  rowsOf<{ day: string; channel: string | null; n: number }>(
    await db.execute(sql`
      with c as (
        select ${tehranDay(sql.raw('register_date'))} as day, channel, count(*)::int as n
        from questions
        where register_date >= ${start(p)} and register_date < ${end(p)}
        group by 1, 2
      )
      select to_char(s.day, 'YYYY-MM-DD') as day, c.channel, coalesce(c.n, 0)::int as n
      from generate_series(${p.from}::date, ${p.to}::date, interval '1 day') as s(day)
      left join c on c.day = s.day::date
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

/** Questions filed in the period, and questions answered in it. */
export const questionCounts = async (db: Db, p: Period) =>
  rowsOf<{ filed: number; answered: number }>(
    await db.execute(sql`
      select
        (select count(*)::int from questions where register_date >= ${start(p)} and register_date < ${end(p)})
          as filed,
        (select count(*)::int from questions where answered_at >= ${start(p)} and answered_at < ${end(p)})
          as answered`),
  )[0]!;

/**
 * For the groups answered in the period (a question never grouped is a group of its own): how many, and the
 * median and 90th percentile of the hours from the group's first question to its first answer.
 */
export const timeToAnswer = async (db: Db, p: Period) =>
  rowsOf<{ groups: number; median: number | null; p90: number | null }>(
    await db.execute(sql`
      with hit as (
        select distinct group_id, case when group_id is null then id end as lone_id
        from questions where answered_at >= ${start(p)} and answered_at < ${end(p)}
      ), g as (
        select min(q.register_date) as first, min(q.answered_at) as answered
        from questions q join hit on q.group_id = hit.group_id
        group by q.group_id
        union all
        select q.register_date, q.answered_at from questions q join hit on q.id = hit.lone_id
      )
      select count(*)::int as groups,
        (percentile_cont(0.5) within group (order by extract(epoch from answered - first)) / 3600)::float8
          as median,
        (percentile_cont(0.9) within group (order by extract(epoch from answered - first)) / 3600)::float8 as p90
      from g where answered >= ${start(p)} and answered < ${end(p)}`),
  )[0]!;

/**
 * Groups with no answer now (shown questions only): how many, and the `limit` most asked, oldest first among
 * equals; the title (the group's first question's) is read for those alone.
 */
export const openGroups = async (db: Db, limit: number) => {
  const rows = rowsOf<{ key: number; title: string; demand: number; first: string | Date; total: number }>(
    await db.execute(sql`
      with g as (
        select coalesce(group_id, -id) as key, count(*)::int as demand, min(register_date) as first
        from questions
        where is_shown and answered_at is null
        group by 1
      ), open as (
        select * from g
        where key < 0
          or not exists (select 1 from questions a where a.group_id = g.key and a.answered_at is not null)
      ), top as (
        select * from open order by demand desc, first asc, key asc limit ${limit}
      )
      select key, demand, first, (select count(*)::int from open) as total,
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

/** Reviews published in the period per Tehran week (from its Saturday) and the subject's verdict (null: none). */
export const reviewsPerWeek = async (db: Db, p: Period) =>
  rowsOf<{ week: string; verdict: string | null; n: number }>(
    await db.execute(sql`
      with r as (
        select ${tehranDay(sql.raw('r.date_published'))} as d, e.title as verdict
        from reviews r
        join subjects s on s.id = r.subject_id
        left join evaluations e on e.id = s.evaluation_id
        where r.status = 2 and r.date_published >= ${start(p)} and r.date_published < ${end(p)}
      )
      select to_char(d - ((extract(dow from d)::int + 1) % 7), 'YYYY-MM-DD') as week, verdict, count(*)::int as n
      from r group by 1, 2 order by 1, 2`),
  );

/** Counts one opened 'already checked?' suggestion on today's Tehran day. */
export const countArchiveOpen = (db: Db) =>
  db.execute(sql`
    insert into archive_opens (day, n) values ((now() at time zone 'Asia/Tehran')::date, 1)
    on conflict (day) do update set n = archive_opens.n + 1`);
