import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { makeEvaluation, makeReview, makeSubject } from '../../../test/factories.ts';
import {
  archiveOpens,
  questions,
  RequestState,
  reviews,
  smsOutbox,
  subjects,
  tiplineChats,
  tiplineRequests,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/sql.ts';
import { jalaliMonths, publicStatistics } from './dashboard.service.ts';

const { t, as } = setupApp({ actors: true });

const at = (iso: string) => new Date(iso);
/** Tehran is UTC+03:30 all year (no daylight saving since 2022). */
const ask = (registerDate: string, values: Partial<typeof questions.$inferInsert> = {}) =>
  t.app.db
    .insert(questions)
    .values({ title: 'پرسش', summary: 'چرا', registerDate: at(registerDate), ...values })
    .returning()
    .then((r) => r[0]!);

const period = '?from=2026-03-01&to=2026-03-07';
const dashboard = async (query = period, who: 2 | 3 | 4 | 5 = 2) => {
  const res = await t.app.inject({ url: `/api/news/dashboard/${query}`, headers: as(who) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the dashboard', () => {
  it('counts hand-made fixtures: Tehran days, empty days as 0, the archive share, time to answer, open groups, answers, reviews', async () => {
    // group 100: on 1 March (web) and at 23:30 Tehran on 2 March (telegram); both answered 3 March 10:00 Tehran
    await ask('2026-03-01T06:30:00Z', { groupId: 100, answeredAt: at('2026-03-03T06:30:00Z') });
    await ask('2026-03-02T20:00:00Z', {
      groupId: 100,
      channel: 'telegram',
      answeredAt: at('2026-03-03T06:30:00Z'),
    });
    // 00:10 Tehran on 3 March (still 2 March in UTC), never grouped, answered two hours later
    await ask('2026-03-02T20:40:00Z', { channel: 'bale', answeredAt: at('2026-03-02T22:40:00Z') });
    // group 200 was answered in February; its new question of 4 March does not make it open
    await ask('2026-02-01T10:00:00Z', { groupId: 200, answeredAt: at('2026-02-02T00:00:00Z') });
    await ask('2026-03-04T10:00:00Z', { groupId: 200 });
    // open: group 300 asked twice on 5 March, a lone question on 6 March; a hidden one is filed but not open
    await ask('2026-03-05T10:00:00Z', { groupId: 300, title: 'آیا «گروه ۳۰۰» درست است؟' });
    await ask('2026-03-05T11:00:00Z', { groupId: 300, title: 'دومی' });
    const lone = await ask('2026-03-06T10:00:00Z', { title: 'تنها' });
    await ask('2026-03-06T12:00:00Z', { isShown: false });
    // 00:00 Tehran on 8 March: after the period
    await ask('2026-03-07T20:30:00Z', { answeredAt: at('2026-03-08T02:30:00Z') });

    await t.app.db.insert(archiveOpens).values([
      { day: '2026-03-02', n: 3 },
      { day: '2026-03-08', n: 5 },
    ]);
    const [chat] = await t.app.db
      .insert(tiplineChats)
      .values({ messenger: 'telegram', chatKey: '42' })
      .returning();
    await t.app.db.insert(tiplineRequests).values([
      { chatId: chat!.id, state: RequestState.Answered, createdAt: at('2026-03-04T08:00:00Z') },
      { chatId: chat!.id, state: RequestState.Filed, createdAt: at('2026-03-04T08:00:00Z') },
      // 00:30 Tehran on 1 March: in; 23:30 Tehran on 28 February: out
      { chatId: chat!.id, state: RequestState.Answered, createdAt: at('2026-02-28T21:00:00Z') },
      { chatId: chat!.id, state: RequestState.Answered, createdAt: at('2026-02-28T20:00:00Z') },
    ]);
    const q = (await t.app.db.select({ id: questions.id }).from(questions)).map((r) => r.id);
    await t.app.db.insert(smsOutbox).values([
      { channel: 'sms', questionId: q[0], text: 'پاسخ', status: 1, createdAt: at('2026-03-03T07:00:00Z') },
      { channel: 'sms', questionId: q[1], text: 'پاسخ', status: 0, createdAt: at('2026-03-03T07:00:00Z') },
      {
        channel: 'telegram',
        reason: 'answered:7',
        chatId: chat!.id,
        text: 'پاسخ',
        status: 1,
        createdAt: at('2026-03-04T07:00:00Z'),
      },
      // not an answer
      {
        channel: 'telegram',
        reason: 'digest:2026-03-04',
        chatId: chat!.id,
        text: 'خلاصه',
        status: 1,
        createdAt: at('2026-03-04T07:00:00Z'),
      },
    ]);

    const wrong = await makeEvaluation(t, 'نادرست', '#d32f2f', 5);
    const judged = await makeSubject(t, { title: 'با حکم', evaluationId: wrong.id });
    const open = await makeSubject(t, { title: 'بی حکم' });
    // Sunday 1 March: the week of Saturday 28 February; 00:30 Tehran on Saturday 7 March: its own week
    await makeReview(t, { subjectId: judged.id, title: 'یک', datePublished: at('2026-03-01T10:00:00Z') });
    await makeReview(t, { subjectId: judged.id, title: 'دو', datePublished: at('2026-03-06T21:00:00Z') });
    await makeReview(t, { subjectId: open.id, title: 'سه', datePublished: at('2026-03-02T10:00:00Z') });
    await makeReview(t, { subjectId: judged.id, title: 'پیش‌نویس', status: 1 });

    const f = await dashboard();
    expect(f.from).toBe('2026-03-01');
    expect(f.to).toBe('2026-03-07');
    expect(f.requests_per_day).toEqual([
      { day: '2026-03-01', web: 1, telegram: 0, bale: 0, total: 1 },
      { day: '2026-03-02', web: 0, telegram: 1, bale: 0, total: 1 },
      { day: '2026-03-03', web: 0, telegram: 0, bale: 1, total: 1 },
      { day: '2026-03-04', web: 1, telegram: 0, bale: 0, total: 1 },
      { day: '2026-03-05', web: 2, telegram: 0, bale: 0, total: 2 },
      { day: '2026-03-06', web: 2, telegram: 0, bale: 0, total: 2 },
      { day: '2026-03-07', web: 0, telegram: 0, bale: 0, total: 0 },
    ]);
    expect(f.archive).toEqual({ suggestions_opened: 3, bot_instant: 2, filed: 8, share: 5 / 13 });
    // 48 hours and 2 hours: median 25, 90th percentile 2 + 0.9 × 46
    expect(f.time_to_answer).toEqual({ groups: 2, median_hours: 25, p90_hours: 43.4 });
    expect(f.open_groups.total).toBe(2);
    expect(
      f.open_groups.top.map((g: { group: number; title: string; demand: number }) => [
        g.group,
        g.title,
        g.demand,
      ]),
    ).toEqual([
      [300, 'آیا «گروه ۳۰۰» درست است؟', 2],
      [-lone.id, 'تنها', 1],
    ]);
    expect(f.answers_by_channel).toEqual([
      { channel: 'sms', sent: 2, delivered: 1 },
      { channel: 'telegram', sent: 1, delivered: 1 },
      { channel: 'bale', sent: 0, delivered: 0 },
    ]);
    expect(f.reviews_per_week).toEqual([
      // a subject without a verdict last in its week
      { week: '2026-02-28', verdict: 'نادرست', count: 1 },
      { week: '2026-02-28', verdict: 'بی‌حکم', count: 1 },
      { week: '2026-03-07', verdict: 'نادرست', count: 1 },
    ]);

    // an empty period: every day present as 0, no share, no times
    const empty = await dashboard('?from=2025-01-01&to=2025-01-03');
    expect(empty.requests_per_day.map((d: { total: number }) => d.total)).toEqual([0, 0, 0]);
    expect(empty.archive).toEqual({ suggestions_opened: 0, bot_instant: 0, filed: 0, share: null });
    expect(empty.time_to_answer).toEqual({ groups: 0, median_hours: null, p90_hours: null });
    expect(empty.reviews_per_week).toEqual([]);

    // a board member and an editor read the same figures
    expect(await dashboard(period, 4)).toEqual(f);
    expect(await dashboard(period, 5)).toEqual(f);

    // the public statistics: Esfand 1404 runs from 20 February to 20 March 2026
    const months = await publicStatistics(t.app.db, at('2026-03-25T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months.map((m) => m.month).slice(0, 3)).toEqual(['1405-01', '1404-12', '1404-11']);
    // received: 9 (all but February's); answered: the five of 3 and 8 March … and February's is Bahman's
    expect(months[1]).toEqual({
      month: '1404-12',
      received: 9,
      answered: 4,
      // 2, 6 and 48 hours
      median_hours: 6,
      // opened 3 + 5, instant 3, filed 9
      archive_share: 0.55,
    });
    expect(months[2]).toMatchObject({ month: '1404-11', received: 1, answered: 1, median_hours: 14 });
  });

  it('keeps the daily counters and the reviews’ verdicts right through answers, moves, edits and deletes', async () => {
    // what the counters stand for, counted again from the questions themselves
    const recount = async () =>
      rowsOf(
        await t.app.db.execute(sql`
          select day::text, channel, sum(filed)::int as filed, sum(answered)::int as answered from (
            select (register_date at time zone 'Asia/Tehran')::date as day, channel, 1 as filed, 0 as answered
            from questions
            union all
            select (answered_at at time zone 'Asia/Tehran')::date, channel, 0, 1 from questions
            where answered_at is not null
          ) x group by 1, 2 having sum(filed) <> 0 or sum(answered) <> 0 order by 1, 2`),
      );
    const counters = async () =>
      rowsOf(
        await t.app.db.execute(sql`
          select day::text, channel, filed, answered from question_days
          where filed <> 0 or answered <> 0 order by 1, 2`),
      );
    const regroup = async () =>
      rowsOf(
        await t.app.db.execute(sql`
          select coalesce(group_id, -id) as key, count(*)::int as asked,
            (count(*) filter (where is_shown and answered_at is null))::int as open_shown,
            min(register_date) as first_asked,
            min(register_date) filter (where is_shown and answered_at is null) as first_open,
            min(answered_at) as first_answered
          from questions group by 1 order by 1`),
      );
    const groups = async () =>
      rowsOf(
        await t.app.db.execute(sql`
          select key, asked, open_shown, first_asked, first_open, first_answered
          from question_groups order by 1`),
      );
    const same = async () => {
      expect(await counters()).toEqual(await recount());
      expect(await groups()).toEqual(await regroup());
    };
    // 23:30 Tehran on 1 May; a telegram question answered on 3 May; a hidden one
    const a = await ask('2026-05-01T20:00:00Z');
    const b = await ask('2026-05-02T10:00:00Z', {
      channel: 'telegram',
      answeredAt: at('2026-05-03T10:00:00Z'),
    });
    const hidden = await ask('2026-05-02T11:00:00Z', { isShown: false });
    await same();
    const may = '?from=2026-05-01&to=2026-05-07';
    let f = await dashboard(may);
    expect(f.requests_per_day.slice(0, 3).map((d: { total: number }) => d.total)).toEqual([1, 2, 0]);

    // answered (00:30 Tehran on 5 May), unanswered, both moved a day later to bale in one statement, retitled
    await t.app.db
      .update(questions)
      .set({ answeredAt: at('2026-05-04T21:00:00Z') })
      .where(eq(questions.id, a.id));
    await t.app.db.update(questions).set({ answeredAt: null }).where(eq(questions.id, b.id));
    await t.app.db
      .update(questions)
      .set({ channel: 'bale', registerDate: sql`register_date + interval '1 day'` })
      .where(inArray(questions.id, [a.id, b.id]));
    await t.app.db.update(questions).set({ title: 'عنوان تازه' }).where(eq(questions.id, a.id));
    await same();
    f = await dashboard(may);
    expect(f.requests_per_day.slice(0, 4)).toEqual([
      { day: '2026-05-01', web: 0, telegram: 0, bale: 0, total: 0 },
      { day: '2026-05-02', web: 1, telegram: 0, bale: 1, total: 2 },
      { day: '2026-05-03', web: 0, telegram: 0, bale: 1, total: 1 },
      { day: '2026-05-04', web: 0, telegram: 0, bale: 0, total: 0 },
    ]);
    expect(f.archive.filed).toBe(3);
    // grouped together (the lone ones' own rows go), shown again, one of them taken out again, one deleted
    await t.app.db
      .update(questions)
      .set({ groupId: 9001 })
      .where(inArray(questions.id, [a.id, b.id, hidden.id]));
    await same();
    await t.app.db.update(questions).set({ isShown: true }).where(eq(questions.id, hidden.id));
    await t.app.db.update(questions).set({ groupId: null }).where(eq(questions.id, a.id));
    await same();
    await t.app.db.delete(questions).where(eq(questions.id, b.id));
    await same();
    expect((await dashboard(may)).archive.filed).toBe(2);
    const [month] = await publicStatistics(t.app.db, at('2026-05-10T12:00:00Z'));
    // Ordibehesht 1405 began on 21 April: two received, one answered
    expect(month).toMatchObject({ month: '1405-02', received: 2, answered: 1 });

    // reviews per verdict follow their subject's verdict as it changes, and a review moved to another subject
    const misleading = await makeEvaluation(t, 'گمراه‌کننده', '#f57c00', 3);
    const right = await makeEvaluation(t, 'درست', '#2e7d32', 1);
    const subject = await makeSubject(t, { title: 'حکمش عوض می‌شود', evaluationId: misleading.id });
    const other = await makeSubject(t, { title: 'حکم دیگر', evaluationId: right.id });
    // Saturday 2 May, and Tuesday 5 May: one week
    await makeReview(t, {
      subjectId: subject.id,
      title: 'بررسی یک',
      datePublished: at('2026-05-02T10:00:00Z'),
    });
    const moved = await makeReview(t, {
      subjectId: subject.id,
      title: 'بررسی دو',
      datePublished: at('2026-05-05T10:00:00Z'),
    });
    expect((await dashboard(may)).reviews_per_week).toEqual([
      { week: '2026-05-02', verdict: 'گمراه‌کننده', count: 2 },
    ]);
    await t.app.db.update(subjects).set({ evaluationId: null }).where(eq(subjects.id, subject.id));
    await t.app.db.update(reviews).set({ subjectId: other.id }).where(eq(reviews.id, moved.id));
    expect((await dashboard(may)).reviews_per_week).toEqual([
      { week: '2026-05-02', verdict: 'درست', count: 1 },
      { week: '2026-05-02', verdict: 'بی‌حکم', count: 1 },
    ]);
    // unpublished: no longer counted
    await t.app.db.update(reviews).set({ status: 1 }).where(eq(reviews.id, moved.id));
    expect((await dashboard(may)).reviews_per_week).toEqual([
      { week: '2026-05-02', verdict: 'بی‌حکم', count: 1 },
    ]);
  });

  it('keeps a group’s row right when its questions are filed and answered at the same moment', async () => {
    // on PostgreSQL each insert is its own transaction on its own connection: the group's row is taken before
    // it is counted again, so no insert's count is lost to another's
    const row = async () =>
      rowsOf<{ asked: number; open_shown: number; first_answered: unknown }>(
        await t.app.db.execute(
          sql`select asked, open_shown, first_answered from question_groups where key = 9100`,
        ),
      )[0];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => ask(`2026-06-0${i + 1}T10:00:00Z`, { groupId: 9100 })),
    );
    expect(await row()).toMatchObject({ asked: 8, open_shown: 8, first_answered: null });
    const ids = (
      await t.app.db.select({ id: questions.id }).from(questions).where(eq(questions.groupId, 9100))
    ).map((q) => q.id);
    await Promise.all(
      ids.map((id, i) =>
        t.app.db
          .update(questions)
          .set({ answeredAt: at(`2026-06-1${i}T10:00:00Z`) })
          .where(eq(questions.id, id)),
      ),
    );
    expect(await row()).toMatchObject({ asked: 8, open_shown: 0 });
    expect(new Date((await row())!.first_answered as string).toISOString()).toBe('2026-06-10T10:00:00.000Z');
  });

  it('gives the same figures as CSV with a byte-order mark and Persian headers', async () => {
    const res = await t.app.inject({ url: `/api/news/dashboard.csv${period}`, headers: as(3) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('rasti-dashboard-2026-03-01-2026-03-07.csv');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('روز,وب‌سایت,تلگرام,بله,همه');
    expect(lines[1]).toBe('2026-03-01,1,0,0,1');
    expect(text).toContain('گروه‌های پاسخ‌داده‌شده');
    expect(text).toContain('300,آیا «گروه ۳۰۰» درست است؟,2,');
    expect(text).toContain('پیامک,2,1');
  });

  it('refuses guests and regular users, and reversed or overlong periods', async () => {
    for (const url of [`/api/news/dashboard/${period}`, `/api/news/dashboard.csv${period}`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: as(1) })).statusCode).toBe(403);
    }
    for (const query of [
      '?from=2026-03-07&to=2026-03-01',
      '?from=2024-01-01&to=2026-03-01',
      '?from=2026-02-30',
    ]) {
      const res = await t.app.inject({ url: `/api/news/dashboard/${query}`, headers: as(2) });
      expect(res.statusCode).toBe(400);
    }
  });

  it("counts an opened 'already checked?' suggestion on today's Tehran day", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/public-user-question/similar/opened/',
    });
    expect(res.statusCode).toBe(204);
    await t.app.inject({ method: 'POST', url: '/api/public/public-user-question/similar/opened/' });
    const f = await dashboard('');
    expect(f.archive.suggestions_opened).toBe(2);
  });

  it('serves the public statistics, twelve Jalali months newest first', async () => {
    const res = await t.app.inject({ url: '/api/public/statistics/' });
    expect(res.statusCode).toBe(200);
    const months = res.json();
    expect(months).toHaveLength(12);
    expect(months[0].month > months[1].month).toBe(true);
  });

  it('splits days into Jalali months', () => {
    const [farvardin, esfand] = jalaliMonths(2, at('2026-04-05T12:00:00Z'));
    expect(farvardin).toEqual({ month: '1405-01', from: '2026-03-21', to: '2026-04-05' });
    expect(esfand).toEqual({ month: '1404-12', from: '2026-02-20', to: '2026-03-20' });
  });
});
