import { Status } from '@rasti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { makeEvaluation, makeOutlet, makeSource, makeSubject } from '../../../test/factories.ts';

// The public outlets directory: GET /public/public-media/ and /public/public-media/{id}/, no sign-in.

let t: TestContext;
let ids: {
  kayhan: number;
  bbc: number;
  euronews: number;
  wrong: number;
  true_: number;
  published: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const kayhan = await makeOutlet(t, 'کیهان', 'Kayhan', 1);
  const bbc = await makeOutlet(t, 'بی بی سی فارسی', 'BBC Persian', 2);
  const euronews = await makeOutlet(t, 'یورونیوز', 'Euronews', 2);
  const wrong = await makeEvaluation(t, 'نادرست', '#d32f2f', -2);
  const true_ = await makeEvaluation(t, 'درست', '#2e7d32', 3);
  const published = await makeSubject(t, { title: 'موضوع منتشرشده' });
  const draft = await makeSubject(t, { title: 'موضوع پیش‌نویس', status: Status.Draft, datePublished: null });
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  // BBC: four published sources on the published subject (two wrong, one true, one without a verdict),
  // plus a draft source and a source on a draft subject, which the public never sees
  await makeSource(t, {
    subjectId: published.id,
    outletId: bbc.id,
    title: 'قدیمی',
    evaluationId: wrong.id,
    datePublishedRumor: at(1),
  });
  await makeSource(t, {
    subjectId: published.id,
    outletId: bbc.id,
    title: 'میانی',
    evaluationId: wrong.id,
    datePublishedRumor: at(5),
  });
  await makeSource(t, {
    subjectId: published.id,
    outletId: bbc.id,
    title: 'تازه',
    evaluationId: true_.id,
    datePublishedRumor: at(9),
  });
  await makeSource(t, { subjectId: published.id, outletId: bbc.id, title: 'بی‌ارزیابی', evaluationId: null });
  await makeSource(t, {
    subjectId: published.id,
    outletId: bbc.id,
    title: 'منبع پیش‌نویس',
    status: Status.Draft,
    evaluationId: wrong.id,
  });
  await makeSource(t, {
    subjectId: draft.id,
    outletId: bbc.id,
    title: 'روی موضوع پیش‌نویس',
    evaluationId: wrong.id,
  });
  ids = {
    kayhan: kayhan.id,
    bbc: bbc.id,
    euronews: euronews.id,
    wrong: wrong.id,
    true_: true_.id,
    published: published.id,
  };
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url });

describe('GET /public/public-media/ (the directory)', () => {
  it('lists every outlet to a guest, paged with X-Total-Count, filtered by origin', async () => {
    const all = await get('/api/public/public-media/?page_size=2');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json()).toHaveLength(2);
    const second = await get('/api/public/public-media/?page=2&page_size=2');
    expect(second.json()).toHaveLength(1);

    const external = await get('/api/public/public-media/?origin=2');
    expect(external.headers['x-total-count']).toBe('2');
    const rows = external.json() as { id: number; origin: number; rumor_count: number }[];
    expect(rows.map((r) => r.id).sort()).toEqual([ids.bbc, ids.euronews].sort());
    expect(rows.every((r) => r.origin === 2)).toBe(true);
    // only the four published sources on the published subject count
    expect(rows.find((r) => r.id === ids.bbc)?.rumor_count).toBe(4);

    const internal = await get('/api/public/public-media/?origin=1');
    expect((internal.json() as { id: number }[]).map((r) => r.id)).toEqual([ids.kayhan]);
    expect((await get('/api/public/public-media/?origin=3')).statusCode).toBe(400);
  });
});

describe('GET /public/public-media/{id}/ (one outlet)', () => {
  it('answers a guest the outlet, its score row and its published sources, newest first', async () => {
    const res = await get(`/api/public/public-media/${ids.bbc}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: ids.bbc,
      name: 'بی بی سی فارسی',
      english_name: 'BBC Persian',
      origin: 2,
      rumor_count: 4,
      sources_total: 4,
      // 2 × -2 + 1 × 3
      total: -1,
    });
    expect(body.scores).toEqual([
      { id: ids.wrong, title: 'نادرست', color: '#d32f2f', score: -2, count: 2 },
      { id: ids.true_, title: 'درست', color: '#2e7d32', score: 3, count: 1 },
    ]);
    const titles = (body.sources as { title: string }[]).map((s) => s.title);
    expect(titles).toEqual(['تازه', 'میانی', 'قدیمی', 'بی‌ارزیابی']);
    expect(body.sources[0]).toMatchObject({
      news_subject: ids.published,
      subject_title: 'موضوع منتشرشده',
      publisher: ids.bbc,
      publisher_name: 'بی بی سی فارسی',
      reviews_title: 'درست',
      status: Status.Published,
      date_published_rumor: Date.UTC(2026, 0, 9) / 1000,
    });
  });

  it('pages the sources and keeps the score row whole on every page', async () => {
    const res = await get(`/api/public/public-media/${ids.bbc}/?page=2&page_size=3`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect((body.sources as { title: string }[]).map((s) => s.title)).toEqual(['بی‌ارزیابی']);
    expect(body.sources_total).toBe(4);
    expect(body.total).toBe(-1);
    const past = (await get(`/api/public/public-media/${ids.bbc}/?page=9&page_size=3`)).json();
    expect(past.sources).toEqual([]);
  });

  it('shows an outlet without published sources with zero counts, and 404s an unknown one', async () => {
    const empty = (await get(`/api/public/public-media/${ids.euronews}`)).json();
    expect(empty).toMatchObject({ rumor_count: 0, total: 0, sources: [], sources_total: 0 });
    expect((empty.scores as { count: number }[]).every((s) => s.count === 0)).toBe(true);
    const missing = await get(`/api/public/public-media/${ids.bbc + 1000}/`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    expect((await get('/api/public/public-media/abc/')).statusCode).toBe(400);
  });
});
