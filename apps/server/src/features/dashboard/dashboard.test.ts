import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { makeEvaluation, makeReview, makeSubject } from '../../../test/factories.ts';
import {
  archiveOpens,
  questions,
  RequestState,
  smsOutbox,
  tiplineChats,
  tiplineRequests,
} from '../../db/schema/index.ts';
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
