import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { questions, reviews } from '../../db/schema/index.ts';
import { PUBLIC_SEARCH } from '../../lib/title-match.ts';
import { eq } from 'drizzle-orm';
import {
  makeCategory,
  makeEvaluation,
  makeNewsItem,
  makeOutlet,
  makeReview,
  makeSubject,
  makeUser,
  minutesAgo,
} from '../../../test/factories.ts';

const { t } = setupApp();

const url = '/api/public/public-news-review/';
const list = async (query: string) => {
  const res = await t.app.inject({ url: `${url}?${query}` });
  expect(res.statusCode, query).toBe(200);
  return {
    ids: res.json().map((r: { id: number }) => r.id) as number[],
    total: Number(res.headers['x-total-count']),
    body: res.json(),
  };
};

describe('the public review list', () => {
  it('shows only published reviews of published subjects, newest first', async () => {
    const category = await makeCategory(t, 'فقط منتشر شده');
    const open = await makeSubject(t, { title: 'موضوع باز', categoryId: category.id });
    const hidden = await makeSubject(t, {
      title: 'موضوع پیش‌نویس',
      categoryId: category.id,
      status: 1,
      datePublished: null,
    });
    const older = await makeReview(t, { subjectId: open.id, title: 'قدیمی', datePublished: minutesAgo(10) });
    const newer = await makeReview(t, { subjectId: open.id, title: 'جدید', datePublished: minutesAgo(1) });
    await makeReview(t, { subjectId: open.id, title: 'پیش‌نویس', status: 1 });
    await makeReview(t, { subjectId: open.id, title: 'بایگانی', status: 3 });
    await makeReview(t, { subjectId: hidden.id, title: 'منتشر روی موضوع پیش‌نویس' });
    expect(await list(`category=${category.id}`)).toMatchObject({ ids: [newer.id, older.id], total: 2 });
  });

  it('answers cards with the subject, category, verdict and author name', async () => {
    const category = await makeCategory(t, 'کارت', '#123456');
    const verdict = await makeEvaluation(t, 'گمراه‌کننده', '#ef6c00', 4);
    const subject = await makeSubject(t, {
      title: 'موضوع کارت',
      categoryId: category.id,
      evaluationId: verdict.id,
    });
    const author = await makeUser(t, { role: 4, firstName: 'مریم', lastName: 'احمدی' });
    const review = await makeReview(t, {
      subjectId: subject.id,
      title: 'کارت بررسی',
      authorId: author.id,
      mainImage: 'reviews/abc.webp',
      views: 7,
    });
    const [card] = (await list(`category=${category.id}`)).body;
    expect(card).toEqual({
      id: review.id,
      title: 'کارت بررسی',
      summary: 'خلاصه بررسی',
      main_images: '/media/reviews/abc.webp',
      main_images_small: '/media/reviews/abc-sm.webp',
      subject: subject.id,
      subject_id: subject.id,
      subject_title: 'موضوع کارت',
      category: category.id,
      category_title: 'کارت',
      category_color: '#123456',
      subject_evaluation: verdict.id,
      subject_evaluation_title: 'گمراه‌کننده',
      subject_evaluation_color: '#ef6c00',
      status: 2,
      date_published: review.datePublished!.toISOString(),
      views: 7,
      author_id: author.id,
      author_name: 'مریم احمدی',
    });
  });

  it('sorts by each flag, ties going to the newest', async () => {
    const category = await makeCategory(t, 'ترتیب');
    // three subjects: A priority 1, few views; B most questions; C most published reviews
    const a = await makeSubject(t, { title: 'الف', categoryId: category.id, priority: 1 });
    const b = await makeSubject(t, { title: 'ب', categoryId: category.id, priority: 3 });
    const c = await makeSubject(t, { title: 'ج', categoryId: category.id, priority: 5 });
    const review = (subject: { id: number }, title: string, views: number, age: number) =>
      makeReview(t, { subjectId: subject.id, title, views, datePublished: minutesAgo(age) });
    const ra = await review(a, 'بررسی الف', 1, 30);
    const rb = await review(b, 'بررسی ب', 50, 20);
    const rc1 = await review(c, 'بررسی ج۱', 5, 10);
    const rc2 = await review(c, 'بررسی ج۲', 5, 5);
    await t.app.db.insert(questions).values([
      { title: 'پرسش', summary: 'چرا', subjectId: b.id },
      { title: 'پرسش', summary: 'چرا', subjectId: b.id },
      { title: 'پرسش', summary: 'چرا', subjectId: a.id },
    ]);
    const q = `category=${category.id}`;
    expect((await list(q)).ids).toEqual([rc2.id, rc1.id, rb.id, ra.id]);
    expect((await list(`${q}&priority=true`)).ids).toEqual([ra.id, rb.id, rc2.id, rc1.id]);
    expect((await list(`${q}&views=true`)).ids).toEqual([rb.id, rc2.id, rc1.id, ra.id]);
    expect((await list(`${q}&most_reviewed=true`)).ids).toEqual([rc2.id, rc1.id, rb.id, ra.id]);
    expect((await list(`${q}&most_wanted=true`)).ids).toEqual([rb.id, ra.id, rc2.id, rc1.id]);
    // one flag at a time, in the sort menu's order; false is no flag
    expect((await list(`${q}&views=true&priority=true`)).ids).toEqual([ra.id, rb.id, rc2.id, rc1.id]);
    expect((await list(`${q}&priority=false`)).ids).toEqual([rc2.id, rc1.id, rb.id, ra.id]);
  });

  it('finds Persian text typed with Arabic letters in the title, summary or subject title', async () => {
    const category = await makeCategory(t, 'جستجو');
    const subject = await makeSubject(t, {
      title: 'شایعه کمبود دارو',
      abstract: 'واکسن وارداتی',
      categoryId: category.id,
    });
    const other = await makeSubject(t, { title: 'موضوع دیگر', categoryId: category.id });
    const byTitle = await makeReview(t, { subjectId: other.id, title: 'بررسی قیمت لاستیک', summary: 'هیچ' });
    const bySummary = await makeReview(t, {
      subjectId: other.id,
      title: 'عنوان ساده',
      summary: 'کیفیت لاستیک‌ها',
    });
    const bySubject = await makeReview(t, { subjectId: subject.id, title: 'بررسی دیگر', summary: 'متن' });
    const q = `category=${category.id}&search=`;
    expect((await list(q + encodeURIComponent('لاستيك'))).ids.sort()).toEqual(
      [byTitle.id, bySummary.id].sort(),
    );
    expect((await list(q + encodeURIComponent('كيفيت'))).ids).toEqual([bySummary.id]);
    expect((await list(q + encodeURIComponent('كمبود'))).ids).toEqual([bySubject.id]);
    // the subject's abstract is not its title
    expect((await list(q + encodeURIComponent('واکسن'))).ids).toEqual([]);
    // LIKE wildcards are plain text
    expect((await list(q + encodeURIComponent('%_%'))).ids).toEqual([]);
    // a text without a word of three letters is no search
    expect((await list(q + encodeURIComponent('لا'))).total).toBe(3);
    expect((await list(q + encodeURIComponent('%'))).total).toBe(3);
    expect((await list(q + encodeURIComponent('  '))).total).toBe(3);
  });

  it('filters by author and subject, and pages with X-Total-Count', async () => {
    const author = await makeUser(t, { role: 4 });
    const subject = await makeSubject(t, { title: 'موضوع نویسنده' });
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await makeReview(t, {
          subjectId: subject.id,
          title: `نوشته ${i}`,
          authorId: author.id,
          datePublished: minutesAgo(10 - i),
        }),
      );
    await makeReview(t, { subjectId: subject.id, title: 'پیش‌نویس نویسنده', authorId: author.id, status: 1 });
    await makeReview(t, { subjectId: subject.id, title: 'دیگری' });
    expect(await list(`author=${author.id}&page_size=2`)).toMatchObject({
      ids: [made[4]!.id, made[3]!.id],
      total: 5,
    });
    expect(await list(`author=${author.id}&page_size=2&page=3`)).toMatchObject({
      ids: [made[0]!.id],
      total: 5,
    });
    expect((await list(`subject=${subject.id}`)).total).toBe(6);
    expect((await list(`author=${author.id}&search=${encodeURIComponent('نوشته ۳')}`)).ids).toEqual([
      made[3]!.id,
    ]);
  });

  it('refuses malformed queries with a 400', async () => {
    for (const query of ['page=0', 'page_size=500', 'author=abc', 'views=maybe']) {
      expect((await t.app.inject({ url: `${url}?${query}` })).statusCode, query).toBe(400);
    }
  });
});

describe('the public report', () => {
  it('answers a published review with its news items, author box and content cleaned again', async () => {
    const outlet = await makeOutlet(t, 'رسانه گزارش', 'Report News');
    const verdict = await makeEvaluation(t, 'نادرست', '#d32f2f', 5);
    const subject = await makeSubject(t, { title: 'موضوع گزارش', evaluationId: verdict.id });
    const author = await makeUser(t, {
      role: 5,
      firstName: 'علی',
      lastName: 'رضایی',
      abstract: 'روزنامه‌نگار',
      avatar: 'avatars/x.webp',
    });
    const review = await makeReview(t, {
      subjectId: subject.id,
      title: 'گزارش کامل',
      authorId: author.id,
      content: '<p>متن</p><img src="x" onerror="alert(1)"><script>alert(1)</script>',
    });
    await makeNewsItem(t, { reviewId: review.id, title: 'دوم', position: 1 });
    await makeNewsItem(t, {
      reviewId: review.id,
      title: 'اول',
      position: 0,
      outletId: outlet.id,
      evaluationId: verdict.id,
      date: new Date(1_700_000_000_000),
    });
    const res = await t.app.inject({ url: `${url}${review.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content).toBe('<p>متن</p>');
    expect(body.author).toEqual({
      id: author.id,
      full_name: 'علی رضایی',
      avatar: '/media/avatars/x.webp',
      abstract: 'روزنامه‌نگار',
    });
    expect(body.news_items.map((i: { title: string }) => i.title)).toEqual(['اول', 'دوم']);
    expect(body.news_items[0]).toMatchObject({
      source_id: outlet.id,
      source_name: 'رسانه گزارش',
      date: 1_700_000_000,
      evaluation_title: 'نادرست',
    });
    expect(body).not.toHaveProperty('can_edit');
    expect(body.subject_evaluation_title).toBe('نادرست');
  });

  it('gives a review without an author a null author box', async () => {
    const subject = await makeSubject(t, { title: 'بی‌نویسنده' });
    const review = await makeReview(t, { subjectId: subject.id, title: 'بی‌نام' });
    const body = (await t.app.inject({ url: `${url}${review.id}/` })).json();
    expect(body.author).toBeNull();
    expect(body.author_name).toBeNull();
  });

  it('answers 404 for drafts, archived, unpublished subjects and unknown ids, counting no view', async () => {
    const open = await makeSubject(t, { title: 'باز' });
    const closed = await makeSubject(t, { title: 'بسته', status: 3 });
    const draft = await makeReview(t, { subjectId: open.id, title: 'پیش‌نویس', status: 1 });
    const archived = await makeReview(t, { subjectId: open.id, title: 'بایگانی', status: 3 });
    const orphan = await makeReview(t, { subjectId: closed.id, title: 'موضوع بسته' });
    for (const id of [draft.id, archived.id, orphan.id, 999999]) {
      const res = await t.app.inject({ url: `${url}${id}/` });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    for (const r of [draft, archived, orphan]) {
      expect((await t.app.db.select().from(reviews).where(eq(reviews.id, r.id)))[0]!.views).toBe(0);
    }
    expect((await t.app.inject({ url: `${url}abc/` })).statusCode).toBe(400);
  });

  it('counts a visit once per reader (src/lib/views.test.ts has the rest)', async () => {
    const subject = await makeSubject(t, { title: 'بازدید' });
    const review = await makeReview(t, { subjectId: subject.id, title: 'پربازدید' });
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };
    await t.app.inject({ url: `${url}${review.id}/`, headers: browser, remoteAddress: '10.9.0.1' });
    await t.app.inject({ url: `${url}${review.id}/`, headers: browser, remoteAddress: '10.9.0.1' });
    const other = await t.app.inject({
      url: `${url}${review.id}/`,
      headers: browser,
      remoteAddress: '10.9.0.2',
    });
    expect(other.json().views).toBe(2);
  });

  it('relates published reviews of the same subject first, then of the same category, at most 4, never itself', async () => {
    const category = await makeCategory(t, 'مرتبط');
    const elsewhere = await makeCategory(t, 'نامرتبط');
    const subject = await makeSubject(t, { title: 'اصلی', categoryId: category.id });
    const sibling = await makeSubject(t, { title: 'هم‌دسته', categoryId: category.id });
    const stranger = await makeSubject(t, { title: 'غریبه', categoryId: elsewhere.id });
    const main = await makeReview(t, { subjectId: subject.id, title: 'اصلی', datePublished: minutesAgo(50) });
    const sameOld = await makeReview(t, {
      subjectId: subject.id,
      title: 'هم‌موضوع قدیمی',
      datePublished: minutesAgo(40),
    });
    await makeReview(t, { subjectId: subject.id, title: 'هم‌موضوع پیش‌نویس', status: 1 });
    const cat1 = await makeReview(t, {
      subjectId: sibling.id,
      title: 'هم‌دسته ۱',
      datePublished: minutesAgo(1),
    });
    const cat2 = await makeReview(t, {
      subjectId: sibling.id,
      title: 'هم‌دسته ۲',
      datePublished: minutesAgo(2),
    });
    const cat3 = await makeReview(t, {
      subjectId: sibling.id,
      title: 'هم‌دسته ۳',
      datePublished: minutesAgo(3),
    });
    await makeReview(t, { subjectId: sibling.id, title: 'هم‌دسته ۴', datePublished: minutesAgo(4) });
    await makeReview(t, { subjectId: stranger.id, title: 'بی‌ربط', datePublished: minutesAgo(0) });
    const body = (await t.app.inject({ url: `${url}${main.id}/` })).json();
    expect(body.related_reviews.map((r: { id: number }) => r.id)).toEqual([
      sameOld.id,
      cat1.id,
      cat2.id,
      cat3.id,
    ]);

    // without a category only the same subject's reviews are related
    const lone = await makeSubject(t, { title: 'تنها' });
    const only = await makeReview(t, { subjectId: lone.id, title: 'تنها ۱' });
    const mate = await makeReview(t, { subjectId: lone.id, title: 'تنها ۲' });
    const related = (await t.app.inject({ url: `${url}${only.id}/` })).json().related_reviews;
    expect(related.map((r: { id: number }) => r.id)).toEqual([mate.id]);
  });
});

describe('a public search of many reviews', () => {
  it('counts up to its limit and finds reviews by the first subjects whose title holds the text', async () => {
    const category = await makeCategory(t, 'بایگانی');
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const subject = await makeSubject(t, { title: `پرونده‌ی بایگانی ${i}`, categoryId: category.id });
      made.push((await makeReview(t, { subjectId: subject.id, title: `بررسی ${i}`, summary: 'متن' })).id);
    }
    const q = `category=${category.id}&page_size=1&search=${encodeURIComponent('پرونده')}`;
    expect((await list(q)).total).toBe(3);
    const limits = { ...PUBLIC_SEARCH };
    try {
      PUBLIC_SEARCH.countLimit = 2;
      expect((await list(q)).total).toBe(2);
      expect((await list(`${q}&page=3`)).ids).toEqual([]);
      PUBLIC_SEARCH.countLimit = limits.countLimit;
      PUBLIC_SEARCH.subjectLimit = 1;
      expect((await list(q)).total).toBe(1);
    } finally {
      Object.assign(PUBLIC_SEARCH, limits);
    }
  });
});
