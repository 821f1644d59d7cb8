import { RESTORE_MESSAGES, type RestoreResult, type RevisionEntry } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { questions, reviews, revisions, smsOutbox, subjects, users } from '../../db/schema/index.ts';
import {
  ALL,
  form,
  makeCategory,
  makeEvaluation,
  makeOutlet,
  makeReview,
  makeSubject,
  png,
  rowCount,
  type Who,
} from '../../../test/factories.ts';

// One history row per edit of a subject or review (who, when, the changed fields and
// their old values), listed for staff, and a version restored as a new edit.

const { t, as } = setupApp({ actors: true });
let categoryA: number;
let categoryB: number;
let evaluationId: number;
beforeAll(async () => {
  categoryA = (await makeCategory(t, 'سیاسی')).id;
  categoryB = (await makeCategory(t, 'اقتصادی')).id;
  evaluationId = (await makeEvaluation(t, 'نادرست')).id;
});

const subjectUrl = (id: number) => `/api/news/news-subject/${id}/`;
const reviewUrl = (id: number) => `/api/news/review-subject/${id}/`;
const patch = (url: string, fields: Record<string, string | number>, who: Who = 2, files = {}) =>
  t.app.inject({ method: 'PATCH', url, headers: as(who), payload: form(fields, files) });
const history = async (url: string, who: Who = 2, query = '') => {
  const res = await t.app.inject({ url: `${url}history/${query}`, headers: as(who) });
  return { res, rows: res.statusCode === 200 ? (res.json() as RevisionEntry[]) : [] };
};
const restore = (url: string, revisionId: number, who: Who = 2) =>
  t.app.inject({ method: 'POST', url: `${url}history/${revisionId}/restore/`, headers: as(who) });

const subject = (title: string) =>
  makeSubject(t, { title, categoryId: categoryA, evaluationId, hashtags: '#نان', priority: 3 });

describe('a subject edit', () => {
  it('writes one row with who, when, the changed fields and their old values; none for a no-op', async () => {
    const s = await subject('عنوان نخست');
    const res = await patch(subjectUrl(s.id), {
      title: 'عنوان دوم',
      category: categoryB,
      priority: 3,
      hashtags: '#نان',
      status: 3,
    });
    expect(res.statusCode).toBe(200);
    const { res: listed, rows } = await history(subjectUrl(s.id));
    expect(listed.headers['x-total-count']).toBe('1');
    expect(rows).toHaveLength(1);
    const [admin] = await t.app.db.select().from(users).where(eq(users.mobile, '09120000002'));
    expect(rows[0]).toMatchObject({
      by: { id: admin!.id, name: 'نقش 2' },
      fields: ['title', 'category', 'status'],
      old_values: { title: 'عنوان نخست', category: categoryA, status: 2 },
    });
    expect(Date.now() - Date.parse(rows[0]!.at)).toBeLessThan(60_000);

    // the same values again: nothing changed, no row
    expect((await patch(subjectUrl(s.id), { title: 'عنوان دوم', status: 3 })).statusCode).toBe(200);
    expect(await rowCount(t, revisions, eq(revisions.itemId, s.id))).toBe(1);
  });

  it('records a replaced image by its storage path and lists versions newest first, paged', async () => {
    const s = await subject('موضوع با تصویر');
    await t.app.db.update(subjects).set({ mainImage: 'subjects/old.webp' }).where(eq(subjects.id, s.id));
    expect(
      (await patch(subjectUrl(s.id), { keep_image: 'false' }, 2, { main_images: await png() })).statusCode,
    ).toBe(200);
    expect((await patch(subjectUrl(s.id), { abstract: 'چکیده تازه' })).statusCode).toBe(200);
    expect((await patch(subjectUrl(s.id), { content: '<p>متن تازه</p>' }, 3)).statusCode).toBe(200);
    const { rows: all } = await history(subjectUrl(s.id));
    expect(all.map((r) => r.fields)).toEqual([['content'], ['abstract'], ['main_images']]);
    expect(all[2]!.old_values).toEqual({ main_images: 'subjects/old.webp' });
    expect(all[1]!.old_values).toEqual({ abstract: 'چکیده' });
    const { res, rows: page2 } = await history(subjectUrl(s.id), 2, '?page=2&page_size=2');
    expect(res.headers['x-total-count']).toBe('3');
    expect(page2.map((r) => r.fields)).toEqual([['main_images']]);
  });
});

describe('a review edit', () => {
  it('records text, status and its news items when they change', async () => {
    const s = await subject('موضوع بررسی');
    const outlet = await makeOutlet(t, 'خبرگزاری الف', 'Alef');
    const review = await makeReview(t, { subjectId: s.id, title: 'بررسی نخست' });
    const items = [{ source_id: outlet.id, title: 'خبر', link: 'https://a.example/1', date: 1_700_000_000 }];
    expect((await patch(reviewUrl(review.id), { news_items: JSON.stringify(items) }, 5)).statusCode).toBe(
      200,
    );
    expect((await patch(reviewUrl(review.id), { title: 'بررسی دوم', status: 3 }, 5)).statusCode).toBe(200);
    // the same items again: nothing changed
    expect((await patch(reviewUrl(review.id), { news_items: JSON.stringify(items) }, 5)).statusCode).toBe(
      200,
    );
    const { rows } = await history(reviewUrl(review.id), 4);
    expect(rows.map((r) => r.fields)).toEqual([['title', 'status'], ['news_items']]);
    expect(rows[0]!.old_values).toEqual({ title: 'بررسی نخست', status: 2 });
    expect(rows[1]!.old_values).toEqual({ news_items: [] });
  });
});

describe('who may read the history and restore', () => {
  it('lets roles 2-5 read (a draft too), 404 for an unknown item; guests 401, role 1 403', async () => {
    const draft = await makeSubject(t, { title: 'پیش‌نویس', status: 1, datePublished: null });
    const s = await subject('موضوع مادر');
    const review = await makeReview(t, { subjectId: s.id, title: 'بررسی', status: 1 });
    const want: Record<string, number> = { guest: 401, 1: 403, 2: 200, 3: 200, 4: 200, 5: 200 };
    for (const who of ALL) {
      expect((await history(subjectUrl(draft.id), who)).res.statusCode, `subject ${who}`).toBe(
        want[String(who)],
      );
      expect((await history(reviewUrl(review.id), who)).res.statusCode, `review ${who}`).toBe(
        want[String(who)],
      );
    }
    expect((await history(subjectUrl(999_999))).res.statusCode).toBe(404);
    expect((await history(reviewUrl(999_999))).res.statusCode).toBe(404);
  });

  it('restores as the edit allows: subjects 2-3; reviews 2, 3, 5 and 4 only their own', async () => {
    const s = await subject('موضوع بازگرداندنی');
    expect((await patch(subjectUrl(s.id), { title: 'تغییر یافته' })).statusCode).toBe(200);
    const [rev] = (await history(subjectUrl(s.id))).rows;
    for (const who of ['guest', 1, 4, 5] as const)
      expect((await restore(subjectUrl(s.id), rev!.id, who)).statusCode, `subject ${who}`).toBe(
        who === 'guest' ? 401 : 403,
      );

    const [board] = await t.app.db.select().from(users).where(eq(users.mobile, '09120000004'));
    const others = await makeReview(t, { subjectId: s.id, title: 'بررسی دیگری' });
    expect((await patch(reviewUrl(others.id), { title: 'بررسی ویرایش‌شده' }, 5)).statusCode).toBe(200);
    const [otherRev] = (await history(reviewUrl(others.id))).rows;
    expect((await restore(reviewUrl(others.id), otherRev!.id, 4)).statusCode).toBe(403);
    const own = await makeReview(t, { subjectId: s.id, title: 'بررسی خودم', authorId: board!.id });
    expect((await patch(reviewUrl(own.id), { title: 'بررسی خودم ۲' }, 4)).statusCode).toBe(200);
    const [ownRev] = (await history(reviewUrl(own.id), 4)).rows;
    expect((await restore(reviewUrl(own.id), ownRev!.id, 4)).statusCode).toBe(200);
    const [restored] = await t.app.db.select().from(reviews).where(eq(reviews.id, own.id));
    expect(restored!.title).toBe('بررسی خودم');
    // another item's version, or none: 404
    expect((await restore(reviewUrl(others.id), ownRev!.id, 2)).statusCode).toBe(404);
    expect((await restore(subjectUrl(s.id), 999_999)).statusCode).toBe(404);
  });
});

describe('restoring a version', () => {
  it('applies the old values as a new edit, recorded as a version, and the public answer follows', async () => {
    const s = await subject('عنوان اصلی');
    expect(
      (await patch(subjectUrl(s.id), { title: 'عنوان غلط', abstract: 'چکیده غلط', category: categoryB }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/api/public/public-news-subject/${s.id}/` })).json().title).toBe(
      'عنوان غلط',
    );
    const [rev] = (await history(subjectUrl(s.id))).rows;
    const res = await restore(subjectUrl(s.id), rev!.id, 3);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual<RestoreResult>({ restored: ['title', 'abstract', 'category'], skipped: [] });
    const pub = (await t.app.inject({ url: `/api/public/public-news-subject/${s.id}/` })).json();
    expect(pub).toMatchObject({ title: 'عنوان اصلی', abstract: 'چکیده', category: categoryA });
    const { rows } = await history(subjectUrl(s.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      fields: ['title', 'abstract', 'category'],
      old_values: { title: 'عنوان غلط', abstract: 'چکیده غلط', category: categoryB },
    });
  });

  it("restoring a published status answers the subject's questions and queues their askers' notice", async () => {
    const s = await subject('موضوع منتشرشده');
    const [asker] = await t.app.db.select().from(users).where(eq(users.mobile, '09120000001'));
    const [q] = await t.app.db
      .insert(questions)
      .values({ title: 'پرسش', summary: 'علت', searchText: 'پرسش علت', userId: asker!.id, subjectId: s.id })
      .returning();
    // withdrawn: the question is no longer answered
    expect((await patch(subjectUrl(s.id), { status: 3 })).statusCode).toBe(200);
    const answeredAt = async () =>
      (await t.app.db.select().from(questions).where(eq(questions.id, q!.id)))[0]!.answeredAt;
    expect(await answeredAt()).toBeNull();
    const [rev] = (await history(subjectUrl(s.id))).rows;
    expect((await restore(subjectUrl(s.id), rev!.id)).json()).toMatchObject({ restored: ['status'] });
    expect(await answeredAt()).toBeInstanceOf(Date);
    expect(await rowCount(t, smsOutbox, eq(smsOutbox.questionId, q!.id))).toBe(1);
  });

  it('skips and reports an image no longer in storage, and cleans restored content', async () => {
    const s = await subject('موضوع تصویر گمشده');
    await t.app.db
      .update(subjects)
      .set({ mainImage: 'subjects/gone.webp', content: '<p>پیش از این</p><script>alert(1)</script>' })
      .where(eq(subjects.id, s.id));
    const saved = await patch(subjectUrl(s.id), { keep_image: 'false', content: '<p>تازه</p>' }, 2, {
      main_images: await png(),
    });
    expect(saved.statusCode).toBe(200);
    const [rev] = (await history(subjectUrl(s.id))).rows;
    expect(rev!.fields).toEqual(['content', 'main_images']);
    const res = await restore(subjectUrl(s.id), rev!.id);
    expect(res.json()).toEqual<RestoreResult>({
      restored: ['content'],
      skipped: [{ field: 'main_images', reason: RESTORE_MESSAGES.fileGone }],
    });
    const [row] = await t.app.db.select().from(subjects).where(eq(subjects.id, s.id));
    expect(row!.content).toContain('پیش از این');
    expect(row!.content).not.toContain('script');
    expect(row!.mainImage).toBe(saved.json().main_images.replace(/^\/media\//, ''));
  });

  it("restores a review's news items (the image the version did not change stays)", async () => {
    const s = await subject('موضوع گزارش');
    const review = await makeReview(t, { subjectId: s.id, title: 'گزارش' });
    const first = await patch(reviewUrl(review.id), { keep_image: 'false' }, 2, { main_images: await png() });
    const firstImage = first.json().main_images.replace(/^\/media\//, '');
    const items = [{ title: 'خبر نخست', link: 'https://a.example/1', date: 1_700_000_000 }];
    expect((await patch(reviewUrl(review.id), { news_items: JSON.stringify(items) })).statusCode).toBe(200);
    expect((await patch(reviewUrl(review.id), { news_items: '[]' })).statusCode).toBe(200);
    const [latest] = (await history(reviewUrl(review.id))).rows;
    expect(latest!.old_values.news_items).toEqual([
      {
        source_id: null,
        title: 'خبر نخست',
        link: 'https://a.example/1',
        date: 1_700_000_000,
        summary: '',
        evaluation: null,
      },
    ]);
    const res = await restore(reviewUrl(review.id), latest!.id);
    expect(res.json()).toEqual({ restored: ['news_items'], skipped: [] });
    const pub = (await t.app.inject({ url: `/api/public/public-news-review/${review.id}/` })).json();
    expect(pub.news_items.map((i: { title: string }) => i.title)).toEqual(['خبر نخست']);
    expect(pub.main_images).toBe(`/media/${firstImage}`);
  });
});
