import { SCORE_KEYS } from '@rasti/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { evaluations, outletScores, sources, subjects } from '../../db/schema/index.ts';
import { makeEvaluation, makeOutlet, makeSource, makeSubject } from '../../../test/factories.ts';

const { t } = setupApp();

const url = '/api/public/Rumor-Tabel/table_rumor';
const table = async (query = '') => {
  const res = await t.app.inject({ url: `${url}${query}` });
  expect(res.statusCode).toBe(200);
  return { rows: res.json(), total: Number(res.headers['x-total-count']) };
};

describe('the agency table', () => {
  it('is empty without published sources', async () => {
    expect(await table()).toEqual({ rows: [], total: 0 });
  });

  it('counts published sources of published subjects per evaluation, scored by hand-computed totals', async () => {
    const wrong = await makeEvaluation(t, 'نادرست', '#d32f2f', 5);
    const half = await makeEvaluation(t, 'نیمه‌درست', '#f9a825', 2);
    const right = await makeEvaluation(t, 'درست', '#2e7d32', 0);
    const s1 = await makeSubject(t, { title: 'منتشر ۱' });
    const s2 = await makeSubject(t, { title: 'منتشر ۲' });
    const draft = await makeSubject(t, { title: 'پیش‌نویس', status: 1, datePublished: null });
    const archived = await makeSubject(t, { title: 'بایگانی', status: 3 });
    const o1 = await makeOutlet(t, 'رسانه یک', 'One');
    const o2 = await makeOutlet(t, 'رسانه دو', 'Two');
    await makeOutlet(t, 'بی‌خبر', 'None');
    const o4 = await makeOutlet(t, 'فقط منبع پیش‌نویس', 'Draft source');
    const o5 = await makeOutlet(t, 'فقط موضوع بایگانی', 'Archived');
    const o6 = await makeOutlet(t, 'همه درست', 'All true');
    const o7 = await makeOutlet(t, 'نیمه', 'Half');
    const add = (outletId: number, subjectId: number, evaluationId: number | null, times = 1, status = 2) =>
      Promise.all(
        Array.from({ length: times }, () => makeSource(t, { outletId, subjectId, evaluationId, status })),
      );
    // o1: 2 wrong, 1 half, 1 right, 1 without evaluation → 5 news, 2×5 + 1×2 + 1×0 = 12
    await add(o1.id, s1.id, wrong.id, 2);
    await add(o1.id, s2.id, half.id);
    await add(o1.id, s1.id, right.id);
    await add(o1.id, s1.id, null);
    // not counted: a draft source, sources of draft and archived subjects
    await add(o1.id, s1.id, wrong.id, 1, 1);
    await add(o1.id, draft.id, wrong.id, 3);
    await add(o4.id, s1.id, wrong.id, 1, 1);
    await add(o5.id, archived.id, wrong.id, 2);
    // o2: 3 wrong → 15; o6: 2 right → 0; o7: 1 half → 2
    await add(o2.id, s2.id, wrong.id, 3);
    await add(o6.id, s1.id, right.id, 2);
    await add(o7.id, s2.id, half.id);

    const { rows, total } = await table();
    expect(total).toBe(4);
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['رسانه دو', 'رسانه یک', 'نیمه', 'همه درست']);
    expect(rows[1]).toEqual({
      id: o1.id,
      name: 'رسانه یک',
      english_name: 'One',
      logo: null,
      news_count: 5,
      total: 12,
      scores: { نادرست: 2, نیمه‌درست: 1, درست: 1, [SCORE_KEYS.newsCount]: 5, [SCORE_KEYS.total]: 12 },
      counts: { [wrong.id]: 2, [half.id]: 1, [right.id]: 1 },
    });
    expect(rows[0]).toMatchObject({
      news_count: 3,
      total: 15,
      scores: { نادرست: 3, نیمه‌درست: 0, درست: 0, مجموع: 15 },
    });
    expect(rows[3]).toMatchObject({ news_count: 2, total: 0, scores: { 'تعداد اخبار': 2, مجموع: 0 } });

    // pages over the sorted rows
    const page = await table('?page=2&page_size=2');
    expect(page.total).toBe(4);
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual([o7.id, o6.id]);

    // archiving a subject takes its sources out: o2 leaves, o1 loses its half → 4 news, 10
    await t.app.db.update(subjects).set({ status: 3 }).where(eq(subjects.id, s2.id));
    const after = await table();
    expect(after.rows.map((r: { id: number }) => r.id)).toEqual([o1.id, o6.id]);
    expect(after.rows[0]).toMatchObject({ news_count: 4, total: 10 });
  });

  it('breaks ties by news count, then by name', async () => {
    const ev = await makeEvaluation(t, 'آزمون تساوی', '#000000', 1);
    const s = await makeSubject(t, { title: 'تساوی' });
    const b = await makeOutlet(t, 'ب تساوی', 'B');
    const a = await makeOutlet(t, 'الف تساوی', 'A');
    await makeSource(t, { outletId: b.id, subjectId: s.id, evaluationId: ev.id });
    await makeSource(t, { outletId: a.id, subjectId: s.id, evaluationId: ev.id });
    const names = (await table()).rows.map((r: { name: string }) => r.name);
    expect(names.indexOf('الف تساوی')).toBe(names.indexOf('ب تساوی') - 1);
  });
});

/** The counts as server-rules section 5 defines them, grouped straight from the sources. */
async function directCounts() {
  const rows = await t.app.db
    .select({ outletId: sources.outletId, evaluationId: sources.evaluationId, n: count() })
    .from(sources)
    .innerJoin(subjects, eq(subjects.id, sources.subjectId))
    .where(and(eq(sources.status, 2), eq(subjects.status, 2)))
    .groupBy(sources.outletId, sources.evaluationId);
  return rows.map((r) => `${r.outletId}/${r.evaluationId ?? 0}=${r.n}`).sort();
}
async function keptCounts() {
  const rows = await t.app.db.select().from(outletScores).where(gt(outletScores.n, 0));
  return rows.map((r) => `${r.outletId}/${r.evaluationId}=${r.n}`).sort();
}

describe('the kept counts (outlet_scores)', () => {
  it('follow every change to sources, subjects and evaluations', async () => {
    const e1 = await makeEvaluation(t, 'الف نگهداری', '#000000', 3);
    const e2 = await makeEvaluation(t, 'ب نگهداری', '#000000', 1);
    const s1 = await makeSubject(t, { title: 'نگهداری ۱' });
    const s2 = await makeSubject(t, { title: 'نگهداری ۲', status: 1, datePublished: null });
    const o1 = await makeOutlet(t, 'نگهداری رسانه ۱', 'K1');
    const o2 = await makeOutlet(t, 'نگهداری رسانه ۲', 'K2');
    const a = await makeSource(t, { outletId: o1.id, subjectId: s1.id, evaluationId: e1.id });
    const b = await makeSource(t, { outletId: o1.id, subjectId: s1.id, evaluationId: e2.id });
    const c = await makeSource(t, { outletId: o2.id, subjectId: s2.id, evaluationId: e1.id });
    await makeSource(t, { outletId: o2.id, subjectId: s1.id, evaluationId: null });
    const check = async (step: string) => expect(await keptCounts(), step).toEqual(await directCounts());
    await check('inserts');

    const update = (id: number, values: Partial<typeof sources.$inferInsert>) =>
      t.app.db.update(sources).set(values).where(eq(sources.id, id));
    await update(a.id, { evaluationId: e2.id });
    await check('evaluation changed');
    await update(a.id, { outletId: o2.id });
    await check('outlet changed');
    await update(b.id, { status: 1 });
    await check('source unpublished');
    await update(b.id, { status: 2, subjectId: s2.id });
    await check('moved to an unpublished subject');
    await update(c.id, { subjectId: s1.id });
    await check('moved to a published subject');
    await t.app.db.update(subjects).set({ status: 2 }).where(eq(subjects.id, s2.id));
    await check('subject published');
    await t.app.db.update(subjects).set({ status: 4 }).where(eq(subjects.id, s1.id));
    await check('subject expired');
    await t.app.db.update(subjects).set({ status: 2, title: 'دوباره' }).where(eq(subjects.id, s1.id));
    await check('subject published again');
    await t.app.db.update(subjects).set({ priority: 1 }).where(eq(subjects.id, s1.id));
    await check('an unrelated subject change');
    await t.app.db.delete(evaluations).where(eq(evaluations.id, e2.id));
    await check('evaluation deleted (sources keep counting without it)');
    await t.app.db.delete(sources).where(eq(sources.id, c.id));
    await check('source deleted');
    await t.app.db.delete(subjects).where(eq(subjects.id, s2.id));
    await check('published subject deleted with its sources');
    const draft = await makeSubject(t, { title: 'پیش‌نویس حذفی', status: 1, datePublished: null });
    await makeSource(t, { outletId: o1.id, subjectId: draft.id, evaluationId: e1.id });
    await t.app.db.delete(subjects).where(eq(subjects.id, draft.id));
    await check('draft subject deleted with its sources');
  });
});
