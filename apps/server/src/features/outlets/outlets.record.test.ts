import { type PublicOutletDetail, Status } from '@rasti/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import {
  makeEvaluation,
  makeOutlet,
  makeSource,
  makeSubject,
  SHELL_INDEX,
  webDist,
} from '../../../test/factories.ts';
import { outletMonths, sources, subjects } from '../../db/schema/index.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { outletRanks, RankKeeper } from './outlets.ranks.ts';
import { getPublicOutlet } from './outlets.service.ts';

// An outlet's public record (its page /media/{id}): the months by verdict and the ranks come from the
// counters the triggers keep, checked here against hand-counted fixtures. The clock is fixed at
// 7 Azar 1405 (2026-11-28), so the 24 months shown are Dey 1403 to Azar 1405 and "a year ago" is the
// table up to the end of Azar 1404.

const NOW = new Date('2026-11-28T12:00:00Z');
const AZAR_1405 = 140509;
const ABAN_1405 = 140508;
const MEHR_1405 = 140507;
const KHORDAD_1404 = 140403;

let t: TestContext;
const ids = {} as Record<'empty' | 'oneMonth' | 'boundary' | 'rival' | 'wrong' | 'right', number>;
let later: { id: number };
let bordering: { id: number };

const record = (id: number, page = { page: 1, page_size: 6 }, ranks?: RankKeeper) =>
  getPublicOutlet({ db: t.app.db, storage: t.app.storage, id, query: page, now: NOW, ranks });
/** the months that have counts, as { month: counts } */
const filled = (detail: PublicOutletDetail) =>
  Object.fromEntries(
    detail.months.filter((m) => Object.keys(m.counts).length > 0).map((m) => [m.month, m.counts]),
  );

beforeAll(async () => {
  t = await createTestApp({ webDist: webDist(SHELL_INDEX) });
  const wrong = await makeEvaluation(t, 'نادرست', '#d32f2f', -2);
  const right = await makeEvaluation(t, 'درست', '#2e7d32', 3);
  const empty = await makeOutlet(t, 'رسانه‌ی بی‌خبر', 'Empty');
  const oneMonth = await makeOutlet(t, 'رسانه‌ی یک‌ماهه', 'One month');
  const boundary = await makeOutlet(t, 'رسانه‌ی مرزی', 'Boundary');
  const rival = await makeOutlet(t, 'رسانه‌ی رقیب', 'Rival');
  Object.assign(ids, {
    empty: empty.id,
    oneMonth: oneMonth.id,
    boundary: boundary.id,
    rival: rival.id,
    wrong: wrong.id,
    right: right.id,
  });
  const published = await makeSubject(t, { title: 'موضوع منتشرشده' });
  const archived = await makeSubject(t, { title: 'موضوع بایگانی‌شده', status: Status.Archived });
  later = await makeSubject(t, { title: 'موضوعی که بایگانی خواهد شد' });

  // one month (Mehr 1405): two wrong and one right on the published subject; a deleted source, a draft
  // source and a source of an archived subject, which count nothing
  const mehr = (day: number) => new Date(Date.UTC(2026, 9, day, 12));
  for (const [day, evaluationId] of [
    [1, wrong.id],
    [10, wrong.id],
    [20, right.id],
  ] as const) {
    await makeSource(t, {
      subjectId: published.id,
      outletId: oneMonth.id,
      title: `یک‌ماهه ${day}`,
      evaluationId,
      datePublishedRumor: mehr(day),
    });
  }
  const gone = await makeSource(t, {
    subjectId: published.id,
    outletId: oneMonth.id,
    title: 'حذف‌شده',
    evaluationId: wrong.id,
    datePublishedRumor: mehr(5),
  });
  await t.app.db.delete(sources).where(eq(sources.id, gone.id));
  await makeSource(t, {
    subjectId: published.id,
    outletId: oneMonth.id,
    title: 'پیش‌نویس',
    status: Status.Draft,
    evaluationId: wrong.id,
    datePublishedRumor: mehr(6),
  });
  await makeSource(t, {
    subjectId: archived.id,
    outletId: oneMonth.id,
    title: 'روی موضوع بایگانی‌شده',
    evaluationId: right.id,
    datePublishedRumor: mehr(7),
  });

  // the month boundary: 23:30 Tehran on 30 Aban 1405 is Aban, 00:30 on 1 Azar is Azar; one without a verdict
  bordering = await makeSource(t, {
    subjectId: published.id,
    outletId: boundary.id,
    title: 'شب آخر آبان',
    evaluationId: wrong.id,
    datePublishedRumor: new Date('2026-11-21T20:00:00Z'),
  });
  await makeSource(t, {
    subjectId: published.id,
    outletId: boundary.id,
    title: 'بامداد آذر',
    evaluationId: right.id,
    datePublishedRumor: new Date('2026-11-21T21:00:00Z'),
  });
  await makeSource(t, {
    subjectId: published.id,
    outletId: boundary.id,
    title: 'بی‌ارزیابی آذر',
    evaluationId: null,
    datePublishedRumor: new Date('2026-11-25T08:00:00Z'),
  });

  // the rival: right twice in Khordad 1404 and once in Dey 1402 (before the months shown, counted in
  // both tables), and once in Azar 1405 on a subject that is then archived
  for (const at of ['2025-06-01T12:00:00Z', '2025-06-02T12:00:00Z', '2024-01-01T12:00:00Z']) {
    await makeSource(t, {
      subjectId: published.id,
      outletId: rival.id,
      evaluationId: right.id,
      datePublishedRumor: new Date(at),
    });
  }
  await makeSource(t, {
    subjectId: later.id,
    outletId: rival.id,
    evaluationId: right.id,
    datePublishedRumor: new Date('2026-11-26T12:00:00Z'),
  });
  await t.app.db.update(subjects).set({ status: Status.Archived }).where(eq(subjects.id, later.id));
});
afterAll(async () => {
  await t.close();
});

describe("an outlet's record", () => {
  it('has the last 24 Jalali months, oldest first, and nothing for an outlet without sources', async () => {
    const empty = await record(ids.empty);
    expect(empty.months).toHaveLength(24);
    expect(empty.months[0]!.month).toBe(140310);
    expect(empty.months[12]!.month).toBe(140410);
    expect(empty.months[23]!.month).toBe(AZAR_1405);
    expect(filled(empty)).toEqual({});
    expect(empty).toMatchObject({ rumor_count: 0, total: 0, sources: [], sources_total: 0 });
    expect(empty.rank).toEqual({ now: null, of: 3, year_ago: null, of_year_ago: 1, year_ago_month: 140409 });
  });

  it('counts sources only in their month: no deleted, draft or archived-subject source', async () => {
    const one = await record(ids.oneMonth);
    expect(filled(one)).toEqual({ [MEHR_1405]: { [ids.wrong]: 2, [ids.right]: 1 } });
    // 2 × -2 + 1 × 3
    expect(one).toMatchObject({ rumor_count: 3, total: -1, sources_total: 3 });
    expect(one.scores.map((s) => [s.title, s.count, s.score])).toEqual([
      ['نادرست', 2, -2],
      ['درست', 1, 3],
    ]);
    expect(one.sources.map((s) => s.title)).toEqual(['یک‌ماهه 20', 'یک‌ماهه 10', 'یک‌ماهه 1']);
  });

  it('pages its sources newest first, a page in the second half read from the other end, none past the end', async () => {
    const titles = async (page: number, size: number) =>
      (await record(ids.oneMonth, { page, page_size: size })).sources.map((s) => s.title);
    expect(await titles(1, 1)).toEqual(['یک‌ماهه 20']);
    expect(await titles(2, 1)).toEqual(['یک‌ماهه 10']);
    expect(await titles(3, 1)).toEqual(['یک‌ماهه 1']);
    expect(await titles(2, 2)).toEqual(['یک‌ماهه 1']);
    expect(await titles(4, 1)).toEqual([]);
    const past = await record(ids.oneMonth, { page: 2, page_size: 6 });
    expect(past).toMatchObject({ sources: [], sources_total: 3 });
    // each source carries its outlet and its verdict as the sources' answers do
    const [first] = (await record(ids.oneMonth)).sources;
    expect(first).toMatchObject({
      publisher: ids.oneMonth,
      publisher_name: 'رسانه‌ی یک‌ماهه',
      result_id: ids.right,
      reviews_title: 'درست',
      reviews_color: '#2e7d32',
      subject_title: 'موضوع منتشرشده',
      status: Status.Published,
    });
  });

  it('puts 23:30 Tehran time on the last day of a month in that month, and a source without a verdict under 0', async () => {
    const border = await record(ids.boundary);
    expect(filled(border)).toEqual({
      [ABAN_1405]: { [ids.wrong]: 1 },
      [AZAR_1405]: { [ids.right]: 1, '0': 1 },
    });
    expect(border).toMatchObject({ rumor_count: 3, total: 1 });
  });

  it('drops the sources of a subject archived later, and keeps those before the months shown in the counts', async () => {
    const rival = await record(ids.rival);
    expect(filled(rival)).toEqual({ [KHORDAD_1404]: { [ids.right]: 2 } });
    expect(rival).toMatchObject({ rumor_count: 3, total: 9 });
    // republished, it counts again
    await t.app.db.update(subjects).set({ status: Status.Published }).where(eq(subjects.id, later.id));
    expect(filled(await record(ids.rival))).toEqual({
      [KHORDAD_1404]: { [ids.right]: 2 },
      [AZAR_1405]: { [ids.right]: 1 },
    });
    await t.app.db.update(subjects).set({ status: Status.Archived }).where(eq(subjects.id, later.id));
    expect(filled(await record(ids.rival))).toEqual({ [KHORDAD_1404]: { [ids.right]: 2 } });
  });

  it('ranks by total then news count, now and in the table of twelve months ago', async () => {
    // now: rival 9, boundary 1, one month -1; a year ago (up to the end of Azar 1404) only the rival
    expect((await record(ids.rival)).rank).toMatchObject({ now: 1, of: 3, year_ago: 1, of_year_ago: 1 });
    expect((await record(ids.boundary)).rank).toMatchObject({ now: 2, year_ago: null });
    expect((await record(ids.oneMonth)).rank).toMatchObject({ now: 3, year_ago: null });
  });

  it('follows a verdict changed and a date moved across a month', async () => {
    const [first] = await t.app.db
      .select({ id: sources.id })
      .from(sources)
      .where(eq(sources.title, 'یک‌ماهه 1'));
    await t.app.db.update(sources).set({ evaluationId: ids.right }).where(eq(sources.id, first!.id));
    const one = await record(ids.oneMonth);
    expect(filled(one)).toEqual({ [MEHR_1405]: { [ids.wrong]: 1, [ids.right]: 2 } });
    // -2 + 2 × 3 = 4: now ahead of the boundary outlet (1)
    expect(one).toMatchObject({ total: 4 });
    expect(one.rank.now).toBe(2);
    expect((await record(ids.boundary)).rank.now).toBe(3);

    await t.app.db
      .update(sources)
      .set({ datePublishedRumor: new Date('2026-11-21T21:00:00Z') })
      .where(eq(sources.id, bordering.id));
    expect(filled(await record(ids.boundary))).toEqual({
      [AZAR_1405]: { [ids.right]: 1, [ids.wrong]: 1, '0': 1 },
    });
    // the counters hold no zero rows' worth of counts that the sources do not have
    const months = await t.app.db.select().from(outletMonths).where(eq(outletMonths.outletId, ids.boundary));
    expect(
      months
        .filter((m) => m.n !== 0)
        .map((m) => [m.month, m.evaluationId, m.n])
        .sort(),
    ).toEqual(
      [
        [AZAR_1405, 0, 1],
        [AZAR_1405, ids.right, 1],
        [AZAR_1405, ids.wrong, 1],
      ].sort(),
    );
  });
});

describe('the rank tables every page reads', () => {
  it('are kept until a write touches the scores, the verdicts or the outlets, and then read again', async () => {
    const kept = new RankKeeper(true);
    const [subject] = await t.app.db
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.title, 'موضوع منتشرشده'));
    // rival 9, one month 4, boundary 1 (the tests above): two more right verdicts put the boundary at 7
    expect((await record(ids.boundary, undefined, kept)).rank.now).toBe(3);
    const added: { id: number }[] = [];
    for (const n of [1, 2]) {
      added.push(
        await makeSource(t, {
          subjectId: subject!.id,
          outletId: ids.boundary,
          title: `افزوده ${n}`,
          evaluationId: ids.right,
          datePublishedRumor: new Date('2026-11-26T12:00:00Z'),
        }),
      );
    }
    // the counts are read for the page, the places are the kept table's until a write is heard
    const stale = await record(ids.boundary, undefined, kept);
    expect(stale).toMatchObject({ total: 7, rank: { now: 3 } });
    kept.invalidate([Tag.faculty, Tag.reviewLists]);
    expect((await record(ids.boundary, undefined, kept)).rank.now).toBe(3);
    kept.invalidate([Tag.scores]);
    expect((await record(ids.boundary, undefined, kept)).rank).toMatchObject({ now: 2, of: 3 });
    expect((await record(ids.oneMonth, undefined, kept)).rank.now).toBe(3);
    // without a keeper (or with the public cache off) every call reads the table
    expect((await record(ids.oneMonth)).rank.now).toBe(3);

    await t.app.db.delete(sources).where(
      inArray(
        sources.id,
        added.map((a) => a.id),
      ),
    );
    expect((await record(ids.boundary, undefined, kept)).rank.now).toBe(2);
    kept.invalidate(null);
    expect((await record(ids.boundary, undefined, kept)).rank.now).toBe(3);
    kept.invalidate([Tag.evaluations]);
    expect((await record(ids.boundary)).rank.now).toBe(3);
  });

  it("are dropped at the app's public cache invalidations, and not kept at all with the cache off", async () => {
    const listeners: ((tags: readonly string[] | null) => void)[] = [];
    const app = {
      config: { publicCache: true },
      publicCache: {
        onInvalidate: (listener: (tags: readonly string[] | null) => void) => listeners.push(listener),
      },
    } as unknown as FastifyInstance;
    const keeper = outletRanks(app);
    expect(outletRanks(app)).toBe(keeper);
    expect(listeners).toHaveLength(1);
    const first = await keeper.table(t.app.db, null);
    expect(await keeper.table(t.app.db, null)).toBe(first);
    listeners[0]!([Tag.outlets]);
    expect(await keeper.table(t.app.db, null)).not.toBe(first);

    // the test app's cache is off: its writes invalidate nothing, so its keeper keeps nothing
    const off = outletRanks(t.app);
    const a = await off.table(t.app.db, null);
    expect(await off.table(t.app.db, null)).not.toBe(a);
    expect(a.places.get(ids.rival)).toBe(1);
  });
});

describe('the public answer and the page', () => {
  it('answers the record to a guest and 404s a missing outlet', async () => {
    const res = await t.app.inject({ url: `/api/public/public-media/${ids.empty}/` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PublicOutletDetail;
    expect(body.months).toHaveLength(24);
    expect(body.rank.now).toBeNull();
    expect((await t.app.inject({ url: `/api/public/public-media/${ids.rival + 1000}/` })).statusCode).toBe(
      404,
    );
  });

  it('serves /media/{id} with its own head, and the 404 page for a missing or made-up outlet', async () => {
    const res = await t.app.inject({ url: `/media/${ids.rival}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>کارنامه‌ی رسانه‌ی رقیب');
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/media/${ids.rival}" />`);
    for (const url of [`/media/${ids.rival + 1000}`, '/media/0', '/media/12abc']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
