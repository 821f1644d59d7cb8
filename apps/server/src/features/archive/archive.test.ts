import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { form, makeReview, makeSubject, send, webDist } from '../../../test/factories.ts';
import { isArchiveMonth, jalaliMonthOf, monthRange } from './archive.months.ts';

const INDEX =
  '<!doctype html>\n<html lang="fa" dir="rtl">\n  <head>\n    <meta charset="UTF-8" />\n' +
  '    <title>راستی</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const { t } = setupApp({ config: { webDist: webDist(INDEX) } });
// the public cache on: the archive is kept, and publishing a report refreshes it
const { t: cached, as } = setupApp({ actors: true, config: { publicCache: true } });

/** Instants in UTC; Tehran is 3:30 ahead (4:30 in summer until 1401). */
const at = (iso: string) => new Date(iso);

describe('the archive’s Jalali months in Tehran time', () => {
  it('puts 23:30 Tehran time on a month’s last day in that month, midnight in the next', () => {
    // 1403 is a leap year: Esfand 30 is 2025-03-20; 23:30 Tehran is 20:00 UTC
    expect(jalaliMonthOf(at('2025-03-20T20:00:00Z'))).toEqual([1403, 12]);
    expect(jalaliMonthOf(at('2025-03-20T20:30:00Z'))).toEqual([1404, 1]);
    // 1402 is not: its Esfand ends on the 29th, 2024-03-19
    expect(jalaliMonthOf(at('2024-03-19T20:00:00Z'))).toEqual([1402, 12]);
    expect(jalaliMonthOf(at('2024-03-19T20:30:00Z'))).toEqual([1403, 1]);
    // summer time (1401): Farvardin 31 at 23:30 Tehran is 19:00 UTC
    expect(jalaliMonthOf(at('2022-04-20T19:00:00Z'))).toEqual([1401, 1]);
    expect(jalaliMonthOf(at('2022-04-20T19:30:00Z'))).toEqual([1401, 2]);
  });

  it('gives each month its instants: Esfand 1403 has 30 days, Esfand 1402 29', () => {
    const leap = monthRange(1403, 12);
    expect(leap).toEqual({ from: at('2025-02-18T20:30:00Z'), before: at('2025-03-20T20:30:00Z') });
    expect((leap.before.getTime() - leap.from.getTime()) / 86_400_000).toBe(30);
    const plain = monthRange(1402, 12);
    expect((plain.before.getTime() - plain.from.getTime()) / 86_400_000).toBe(29);
    // Farvardin 1401 began in winter time and ended in summer time
    expect(monthRange(1401, 1)).toEqual({
      from: at('2022-03-20T20:30:00Z'),
      before: at('2022-04-20T19:30:00Z'),
    });
  });

  it('has the months from its first year to now, no others', () => {
    const now = at('2025-03-20T20:00:00Z'); // Esfand 1403
    expect(isArchiveMonth(1403, 12, now)).toBe(true);
    expect(isArchiveMonth(1380, 1, now)).toBe(true);
    expect(isArchiveMonth(1404, 1, now)).toBe(false);
    expect(isArchiveMonth(1379, 12, now)).toBe(false);
    expect(isArchiveMonth(1403, 13, now)).toBe(false);
    expect(isArchiveMonth(1403, 0, now)).toBe(false);
  });
});

describe('the archive', () => {
  it('counts each month’s published reports, newest month first, and pages a month newest first', async () => {
    const subject = await makeSubject(t, { title: 'موضوع بایگانی' });
    const hidden = await makeSubject(t, { title: 'موضوع پیش‌نویس', status: 1, datePublished: null });
    const report = (title: string, iso: string, subjectId = subject.id) =>
      makeReview(t, { subjectId, title, datePublished: at(iso) });
    // Esfand 1403 (leap): three, the last at 23:30 Tehran time on its 30th
    const lastNight = await report('شب آخر اسفند', '2025-03-20T20:00:00Z');
    const midEsfand = await report('نیمه‌ی اسفند', '2025-03-05T08:00:00Z');
    const firstDay = await report('روز نخست اسفند', '2025-02-18T20:30:00Z');
    // Farvardin 1404: one, at its first Tehran midnight
    const nowruz = await report('نوروز', '2025-03-20T20:30:00Z');
    // Bahman 1403: the last minute before Esfand
    const bahman = await report('پایان بهمن', '2025-02-18T20:29:00Z');
    // not public: a draft report, and a published report of an unpublished subject
    await makeReview(t, { subjectId: subject.id, title: 'پیش‌نویس', status: 1 });
    await report('گزارش موضوع پنهان', '2025-03-10T08:00:00Z', hidden.id);

    const index = await t.app.inject({ url: '/api/public/archive/' });
    expect(index.statusCode, index.body).toBe(200);
    // the draft has no date; the months after now are none
    expect(index.json()).toEqual([
      { year: 1404, month: 1, count: 1 },
      { year: 1403, month: 12, count: 3 },
      { year: 1403, month: 11, count: 1 },
    ]);

    const month = await t.app.inject({ url: '/api/public/archive/1403/12/?page_size=2' });
    expect(month.statusCode).toBe(200);
    expect(month.headers['x-total-count']).toBe('3');
    expect(month.json().map((r: { id: number }) => r.id)).toEqual([lastNight.id, midEsfand.id]);
    const second = await t.app.inject({ url: '/api/public/archive/1403/12/?page_size=2&page=2' });
    expect(second.json().map((r: { id: number }) => r.id)).toEqual([firstDay.id]);
    const farvardin = await t.app.inject({ url: '/api/public/archive/1404/1/' });
    expect(farvardin.json().map((r: { id: number }) => r.id)).toEqual([nowruz.id]);
    const bahmanPage = await t.app.inject({ url: '/api/public/archive/1403/11/' });
    expect(bahmanPage.json().map((r: { id: number }) => r.id)).toEqual([bahman.id]);

    // a month without a report is empty; one the archive does not have is 404
    const empty = await t.app.inject({ url: '/api/public/archive/1402/5/' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    const [y] = jalaliMonthOf(new Date());
    expect((await t.app.inject({ url: '/api/public/archive/1403/13/' })).statusCode).toBe(400);
    for (const url of ['/api/public/archive/1379/12/', `/api/public/archive/${y + 1}/1/`]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('serves its pages with their own heads; a month in other digits is sent to its one address', async () => {
    const index = await t.app.inject({ url: '/archive' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>بایگانی');

    const month = await t.app.inject({ url: '/archive/1403/12' });
    expect(month.statusCode).toBe(200);
    expect(month.body).toContain('گزارش‌های اسفند ۱۴۰۳');

    for (const [from, to] of [
      [`/archive/${encodeURIComponent('۱۴۰۳')}/${encodeURIComponent('۱۲')}`, '/archive/1403/12'],
      ['/archive/1403/01?page=2', '/archive/1403/1?page=2'],
      [`/archive/${encodeURIComponent('۱۴۰۳')}/12`, '/archive/1403/12'],
    ] as const) {
      const res = await t.app.inject({ url: from });
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    const [y] = jalaliMonthOf(new Date());
    for (const url of [
      '/archive/1403/13',
      '/archive/1403/0',
      `/archive/${y + 1}/1`,
      '/archive/x/1',
      '/archive/1403/012',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('the archive in the public cache', () => {
  it('is served from the cache, and publishing a report refreshes its index and its month at once', async () => {
    const subject = await makeSubject(cached, { title: 'موضوع کش بایگانی' });
    const draft = await makeReview(cached, { subjectId: subject.id, title: 'گزارش تازه', status: 1 });
    const [year, month] = jalaliMonthOf(new Date());
    const monthUrl = `/api/public/archive/${year}/${month}/`;
    const get = (url: string) => cached.app.inject({ url });
    await get('/api/public/archive/');
    await get(monthUrl);
    const again = await get('/api/public/archive/');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json()).toEqual([]);

    const published = await send(
      cached,
      'PATCH',
      `/api/news/review-subject/${draft.id}/`,
      as(3),
      form({ status: 2 }),
    );
    expect(published.statusCode).toBe(200);
    const index = await get('/api/public/archive/');
    expect(index.headers['x-cache']).toBeUndefined();
    expect(index.json()).toEqual([{ year, month, count: 1 }]);
    const page = await get(monthUrl);
    expect(page.headers['x-cache']).toBeUndefined();
    expect(page.json().map((r: { id: number }) => r.id)).toEqual([draft.id]);
  });
});
