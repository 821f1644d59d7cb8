import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { categories, questions, reviews, subjects, subjectTallies } from '../../db/schema/index.ts';
import { PUBLIC_SEARCH } from '../../lib/title-match.ts';
import {
  makeCategory,
  makeEvaluation,
  makeOutlet,
  makeSource,
  makeSubject,
  rowCount,
} from '../../../test/factories.ts';

const { t } = setupApp();
const url = '/api/public/public-news-subject/';
const day = (n: number) => new Date(Date.UTC(2025, 0, n));
const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((r) => r.id);

let s: Record<'a' | 'b' | 'c' | 'd', number>;
let draft: number;
let archived: number;
let politics: number;
beforeAll(async () => {
  politics = (await makeCategory(t, 'سیاسی', '#101010')).id;
  const health = (await makeCategory(t, 'سلامت', '#00aa00')).id;
  const evaluation = await makeEvaluation(t, 'نادرست', '#d32f2f');
  // a is oldest ... d is newest
  const a = await makeSubject(t, {
    title: 'واکسن و ناباروری',
    abstract: 'ادعای کذب',
    categoryId: health,
    priority: 2,
    views: 5,
    datePublished: day(1),
    evaluationId: evaluation.id,
  });
  const b = await makeSubject(t, {
    title: 'کاهش قیمت بنزین',
    abstract: 'یارانه',
    categoryId: politics,
    priority: 1,
    views: 50,
    datePublished: day(2),
  });
  const c = await makeSubject(t, {
    title: 'انتخابات شورا',
    abstract: 'کیفیت صندوق‌ها',
    categoryId: politics,
    priority: 2,
    views: 5,
    datePublished: day(3),
  });
  const d = await makeSubject(t, {
    title: 'سیل در شمال',
    abstract: 'تصاویر قدیمی',
    categoryId: health,
    priority: 5,
    views: 0,
    datePublished: day(4),
  });
  s = { a: a.id, b: b.id, c: c.id, d: d.id };
  draft = (
    await makeSubject(t, {
      title: 'پیش‌نویس قیمت بنزین',
      status: 1,
      datePublished: null,
      views: 999,
      priority: 1,
    })
  ).id;
  archived = (
    await makeSubject(t, { title: 'بایگانی قیمت بنزین', status: 3, datePublished: day(5), views: 999 })
  ).id;

  // questions: c has 3 shown (and one hidden), a has 1; reviews: d has 2 published (and a draft), b has 1
  const q = (subjectId: number, isShown = true) => ({ subjectId, title: 'پرسش', summary: 'متن', isShown });
  await t.app.db
    .insert(questions)
    .values([q(s.c), q(s.c), q(s.c), q(s.c, false), q(s.a), q(draft), q(draft)]);
  const r = (subjectId: number, status = 2) => ({ subjectId, title: 'بررسی', status, datePublished: day(6) });
  await t.app.db.insert(reviews).values([r(s.d), r(s.d), r(s.d, 1), r(s.b), r(draft), r(draft), r(draft)]);
});

describe('the public trending list', () => {
  it('lists only published subjects, newest first, to anyone', async () => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([s.d, s.c, s.b, s.a]);
    expect(res.headers['x-total-count']).toBe('4');
    expect(ids(res)).not.toContain(draft);
    expect(ids(res)).not.toContain(archived);
  });

  it('sorts by each flag, ties going to the newest', async () => {
    expect(ids(await t.app.inject(`${url}?priority=true`))).toEqual([s.b, s.c, s.a, s.d]);
    expect(ids(await t.app.inject(`${url}?views=true`))).toEqual([s.b, s.c, s.a, s.d]);
    expect(ids(await t.app.inject(`${url}?most_wanted=true`))).toEqual([s.c, s.a, s.d, s.b]);
    expect(ids(await t.app.inject(`${url}?most_reviewed=true`))).toEqual([s.d, s.b, s.c, s.a]);
    expect((await t.app.inject(`${url}?views=maybe`)).statusCode).toBe(400);
  });

  it('keeps the question and review counters right as questions and reviews change', async () => {
    // hiding c's questions and publishing a's reviews reorders the lists
    await t.app.db.update(questions).set({ isShown: false }).where(eq(questions.subjectId, s.c));
    await t.app.db
      .insert(reviews)
      .values([1, 2, 3].map(() => ({ subjectId: s.a, title: 'بررسی', status: 2 })));
    expect(ids(await t.app.inject(`${url}?most_wanted=true`))).toEqual([s.a, s.d, s.c, s.b]);
    expect(ids(await t.app.inject(`${url}?most_reviewed=true`))).toEqual([s.a, s.d, s.b, s.c]);
    await t.app.db.update(questions).set({ isShown: true }).where(eq(questions.subjectId, s.c));
    await t.app.db.delete(reviews).where(eq(reviews.subjectId, s.a));
    const [row] = await t.app.db.select().from(subjects).where(eq(subjects.id, s.c));
    expect(row).toMatchObject({ questionCount: 4, reviewCount: 0 });
    expect(ids(await t.app.inject(`${url}?most_reviewed=true`))).toEqual([s.d, s.b, s.c, s.a]);
  });

  it('finds Persian text typed with Arabic ي and ك, in the title or the abstract', async () => {
    expect(ids(await t.app.inject(`${url}?search=${encodeURIComponent('قيمت بنزين')}`))).toEqual([s.b]);
    expect(ids(await t.app.inject(`${url}?search=${encodeURIComponent('كيفيت')}`))).toEqual([s.c]);
    expect(ids(await t.app.inject(`${url}?search=${encodeURIComponent('یارانه')}`))).toEqual([s.b]);
    // LIKE's wildcards are plain text
    expect(ids(await t.app.inject(`${url}?search=${encodeURIComponent('%_%')}`))).toEqual([]);
  });

  it('takes a text without a word of three letters for no search', async () => {
    const all = ids(await t.app.inject(url));
    for (const text of ['ب', 'كا', 'ری', 'ا ب ج', '%']) {
      expect(ids(await t.app.inject(`${url}?search=${encodeURIComponent(text)}`)), text).toEqual(all);
    }
    // a short word beside a longer one: the longer one finds it
    expect(ids(await t.app.inject(`${url}?search=${encodeURIComponent('سیل در')}`))).toEqual([s.d]);
  });

  it('filters by category and pages with X-Total-Count', async () => {
    const res = await t.app.inject(`${url}?category=${politics}`);
    expect(ids(res)).toEqual([s.c, s.b]);
    expect(res.json()[0]).toMatchObject({
      category: politics,
      category_title: 'سیاسی',
      category_color: '#101010',
    });
    const page = await t.app.inject(`${url}?page=2&page_size=3`);
    expect(ids(page)).toEqual([s.a]);
    expect(page.headers['x-total-count']).toBe('4');
    expect((await t.app.inject(`${url}?page_size=500`)).statusCode).toBe(400);
    expect((await t.app.inject(`${url}?page=0`)).statusCode).toBe(400);
  });

  it('keeps the totals right as subjects change status or category, or lose their category', async () => {
    const total = async (query = '') => (await t.app.inject(`${url}?${query}`)).headers['x-total-count'];
    const extra = (await makeCategory(t, 'موقت')).id;
    const subject = await makeSubject(t, { title: 'تازه', categoryId: extra });
    expect(await total()).toBe('5');
    expect(await total(`category=${extra}`)).toBe('1');
    await t.app.db.update(subjects).set({ status: 1 }).where(eq(subjects.id, subject.id));
    expect(await total()).toBe('4');
    await t.app.db
      .update(subjects)
      .set({ status: 2, categoryId: politics })
      .where(eq(subjects.id, subject.id));
    expect(await total(`category=${politics}`)).toBe('3');
    expect(await total(`category=${extra}`)).toBe('0');
    await t.app.db.update(subjects).set({ categoryId: extra }).where(eq(subjects.id, subject.id));
    await t.app.db.delete(categories).where(eq(categories.id, extra));
    expect(await total(`category=${extra}`)).toBe('0');
    expect(await total()).toBe('5');
    await t.app.db.delete(subjects).where(eq(subjects.id, subject.id));
    expect(await total()).toBe('4');
    const tallies = await t.app.db.select().from(subjectTallies);
    expect(tallies.reduce((sum, row) => sum + row.n, 0)).toBe(await rowCount(t, subjects));
  });

  it('answers list items with the card fields', async () => {
    const [item] = (await t.app.inject(`${url}?search=${encodeURIComponent('واکسن')}`)).json();
    expect(item).toMatchObject({
      id: s.a,
      title: 'واکسن و ناباروری',
      abstract: 'ادعای کذب',
      main_images: null,
      reviews_title: 'نادرست',
      reviews_color: '#d32f2f',
      priority: 2,
      hashtags: '',
      date_published: day(1).toISOString(),
    });
    expect(item).not.toHaveProperty('content');
  });
});

describe('the public subject page', () => {
  it('answers 404 for drafts, archived and unknown subjects, and does not count a view', async () => {
    for (const id of [draft, archived, 9_999_999]) {
      const res = await t.app.inject(`${url}${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const [row] = await t.app.db.select().from(subjects).where(eq(subjects.id, draft));
    expect(row!.views).toBe(999);
  });

  it('shows published sources, published reviews and shown questions, with content cleaned again', async () => {
    const subject = await makeSubject(t, {
      title: 'صفحه موضوع',
      // written straight to the table: the read must clean it regardless
      content:
        '<p>متن<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:x()">a</a>',
      file: 'files/abc.pdf',
    });
    const outlet = await makeOutlet(t, 'ایرنا', 'IRNA');
    await makeSource(t, {
      subjectId: subject.id,
      outletId: outlet.id,
      title: 'منتشر',
      datePublishedRumor: new Date(1_700_000_000_000),
    });
    await makeSource(t, { subjectId: subject.id, outletId: outlet.id, title: 'پنهان', status: 1 });
    await t.app.db.insert(reviews).values([
      {
        subjectId: subject.id,
        title: 'بررسی منتشر',
        status: 2,
        summary: 'خلاصه',
        datePublished: new Date(1_700_100_000_000),
      },
      { subjectId: subject.id, title: 'بررسی پیش‌نویس', status: 1 },
    ]);
    await t.app.db.insert(questions).values([
      { subjectId: subject.id, title: 'پرسش دیده', summary: 'متن', fullName: 'علی' },
      { subjectId: subject.id, title: 'پرسش پنهان', summary: 'متن', isShown: false },
    ]);
    const res = await t.app.inject(`${url}${subject.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content).toBe('<p>متن</p><a>a</a>');
    expect(body.file).toBe('/media/files/abc.pdf');
    expect(body.rumors).toEqual([
      expect.objectContaining({
        title: 'منتشر',
        publisher_name: 'ایرنا',
        date_published_rumor: 1_700_000_000,
      }),
    ]);
    expect(body.subject_reviews).toEqual([
      // its publication: the rumour's timeline marks it
      {
        id: expect.any(Number),
        title: 'بررسی منتشر',
        status: 2,
        summary: 'خلاصه',
        main_images: null,
        date_published: new Date(1_700_100_000_000).toISOString(),
      },
    ]);
    expect(body.questions.map((q: { title: string }) => q.title)).toEqual(['پرسش دیده']);
    expect(body.questions[0].full_name).toBe('علی');
  });

  it('counts a visit once per reader (src/lib/views.test.ts has the rest)', async () => {
    const before = (await t.app.db.select().from(subjects).where(eq(subjects.id, s.d)))[0]!.views;
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };
    await t.app.inject({ url: `${url}${s.d}/`, headers: browser, remoteAddress: '10.9.0.1' });
    await t.app.inject({ url: `${url}${s.d}/`, headers: browser, remoteAddress: '10.9.0.1' });
    await t.app.inject({ url: `${url}${s.d}/`, headers: browser, remoteAddress: '10.9.0.2' });
    const [row] = await t.app.db.select().from(subjects).where(eq(subjects.id, s.d));
    expect(row!.views).toBe(before + 2);
  });
});

describe('a public search of many subjects', () => {
  it('counts its matches up to its limit, and its pages end there', async () => {
    const category = (await makeCategory(t, 'پرونده‌ها', '#202020')).id;
    for (let i = 0; i < 4; i++) await makeSubject(t, { title: `پرونده‌ی شماره ${i}`, categoryId: category });
    const page = (n: number) =>
      t.app.inject(
        `${url}?category=${category}&search=${encodeURIComponent('پرونده')}&page_size=1&page=${n}`,
      );
    expect((await page(1)).headers['x-total-count']).toBe('4');
    const limit = PUBLIC_SEARCH.countLimit;
    PUBLIC_SEARCH.countLimit = 2;
    try {
      const first = await page(1);
      expect(first.headers['x-total-count']).toBe('2');
      expect(ids(first)).toHaveLength(1);
      expect(ids(await page(2))).toHaveLength(1);
      expect(ids(await page(3))).toEqual([]);
    } finally {
      PUBLIC_SEARCH.countLimit = limit;
    }
  });
});
