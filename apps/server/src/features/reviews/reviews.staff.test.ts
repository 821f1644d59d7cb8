import { existsSync } from 'node:fs';
import {
  REVIEW_FIELD_MESSAGES,
  REVIEW_MESSAGES,
  type ReviewRequiredField,
  reviewMissingMessage,
  SERVER_MESSAGES,
} from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { sendInvalid } from '../../../test/staff-cases.ts';
import { auditLog, reviewNewsItems, reviews, users } from '../../db/schema/index.ts';
import { INLINE_IMAGE_LIMITS, INLINE_IMAGE_MESSAGES } from '../../lib/inline-images.ts';
import {
  ALL,
  auditCount,
  form,
  makeCategory,
  makeEvaluation,
  makeOutlet,
  makeReview,
  makeSubject,
  png,
  rowCount,
  send,
  SVG,
  uploadsOf,
  type Who,
} from '../../../test/factories.ts';

const { t, as } = setupApp({ actors: true });
let userId: (role: 1 | 2 | 3 | 4 | 5) => number;
let subjectId: number;
let outletId: number;
let evaluationId: number;

beforeAll(async () => {
  const ids = new Map((await t.app.db.select().from(users)).map((u) => [u.role, u.id]));
  userId = (role) => ids.get(role)!;
  const category = await makeCategory(t, 'اقتصادی', '#2e7d32');
  const evaluation = await makeEvaluation(t, 'نادرست', '#d32f2f', 5);
  evaluationId = evaluation.id;
  subjectId = (await makeSubject(t, { title: 'ادعای گرانی نان', categoryId: category.id })).id;
  outletId = (await makeOutlet(t, 'خبرگزاری آزمون', 'Test News')).id;
});

const url = '/api/news/review-subject/';
const { filesIn, stored } = uploadsOf(t);

const fields = (extra: Record<string, string | number> = {}) => ({
  subject: subjectId,
  title: 'بررسی ادعای گرانی نان',
  summary: 'قیمت نان در تهران تغییری نکرده است',
  content: '<p>متن <strong>بررسی</strong></p>',
  status: 2,
  ...extra,
});

async function post(who: Who, extra: Record<string, string | number> = {}, files?: Record<string, Buffer>) {
  return send(t, 'POST', url, as(who), form(fields(extra), files ?? { main_images: await png() }));
}

const patch = (who: Who | Record<string, string>, id: number, body: FormData) =>
  send(t, 'PATCH', `${url}${id}/`, typeof who === 'object' ? who : as(who), body);

const counts = async () => ({
  reviews: await rowCount(t, reviews),
  items: await rowCount(t, reviewNewsItems),
  audit: await rowCount(t, auditLog),
  files: filesIn('reviews'),
});

describe('who may use /news/review-subject/', () => {
  it('lets roles 2-5 read the list and a review of any status; guests 401, role 1 403', async () => {
    const draft = await makeReview(t, { subjectId, title: 'پیش‌نویس', status: 1, authorId: userId(4) });
    const expected: Record<string, number> = { guest: 401, 1: 403, 2: 200, 3: 200, 4: 200, 5: 200 };
    for (const who of ALL) {
      const list = await t.app.inject({ url, headers: as(who) });
      expect(list.statusCode, `list ${who}`).toBe(expected[String(who)]);
      const one = await t.app.inject({ url: `${url}${draft.id}/`, headers: as(who) });
      expect(one.statusCode, `detail ${who}`).toBe(expected[String(who)]);
      if (one.statusCode === 200) expect(one.json().status).toBe(1);
    }
    expect((await t.app.inject({ url: `${url}999999/`, headers: as(2) })).statusCode).toBe(404);
  });

  it('lets roles 2-5 create, the caller becoming the author; guests 401 and role 1 403 write nothing', async () => {
    for (const who of ['guest', 1] as const) {
      const before = await counts();
      const res = await post(who);
      expect(res.statusCode, `POST ${who}`).toBe(who === 'guest' ? 401 : 403);
      expect(await counts()).toEqual(before);
    }
    for (const role of [2, 3, 4, 5] as const) {
      const res = await post(role, { title: `بررسی نقش ${role}` });
      expect(res.statusCode, `POST ${role}`).toBe(201);
      expect(res.json()).toMatchObject({ author_id: userId(role), can_edit: true });
      expect(res.json().author).toMatchObject({ id: userId(role), full_name: `نقش ${role}` });
    }
  });

  it('lets roles 2, 3 and 5 edit any review, role 4 only their own', async () => {
    const byBoard = await makeReview(t, { subjectId, title: 'نوشته هیئت علمی', authorId: userId(4) });
    const byEditor = await makeReview(t, { subjectId, title: 'نوشته سردبیر', authorId: userId(5) });
    const before = await counts();
    const refused = await patch(4, byEditor.id, form({ title: 'دستبرد' }));
    expect(refused.statusCode, "4 on another's").toBe(403);
    expect(refused.json()).toMatchObject({ detail: REVIEW_MESSAGES.notOwner, code: 'permission_denied' });
    expect(await counts()).toEqual(before);
    const byOtherBoard = await makeReview(t, { subjectId, title: 'نوشته عضو دیگر', authorId: userId(4) });
    const edited = await patch(5, byOtherBoard.id, form({ title: 'ویرایش سردبیر روی نوشته دیگری' }));
    expect(edited.statusCode, "5 on another's").toBe(200);
    // editing does not take the authorship
    expect(edited.json()).toMatchObject({ title: 'ویرایش سردبیر روی نوشته دیگری', author_id: userId(4) });
    for (const who of ['guest', 1] as const) {
      expect((await patch(who, byBoard.id, form({ title: 'x' }))).statusCode).toBe(
        who === 'guest' ? 401 : 403,
      );
    }
    expect((await patch(4, byBoard.id, form({ title: 'ویرایش خودم' }))).json().title).toBe('ویرایش خودم');
    expect((await patch(5, byEditor.id, form({ title: 'ویرایش سردبیر' }))).json().title).toBe(
      'ویرایش سردبیر',
    );
    for (const who of [2, 3] as const) {
      for (const review of [byBoard, byEditor]) {
        const res = await patch(who, review.id, form({ summary: `ویرایش مدیر ${who}` }));
        expect(res.statusCode).toBe(200);
        // editing does not take the authorship
        expect(res.json().author_id).toBe(review.authorId);
      }
    }
    expect((await patch(2, 999999, form({ title: 'x' }))).statusCode).toBe(404);
    expect((await t.app.db.select().from(reviews).where(eq(reviews.id, byBoard.id)))[0]!.title).toBe(
      'ویرایش خودم',
    );
  });

  it('tells each staff role which reviews it may edit', async () => {
    const mine = await makeReview(t, { subjectId, title: 'مال چهار', authorId: userId(4) });
    const theirs = await makeReview(t, { subjectId, title: 'مال پنج', authorId: userId(5) });
    const flags = async (who: Who) => {
      const rows: { id: number; can_edit: boolean }[] = (
        await t.app.inject({ url, headers: as(who) })
      ).json();
      return [mine.id, theirs.id].map((id) => rows.find((r) => r.id === id)!.can_edit);
    };
    expect(await flags(4)).toEqual([true, false]);
    expect(await flags(5)).toEqual([true, true]);
    expect(await flags(3)).toEqual([true, true]);
    expect(await flags(2)).toEqual([true, true]);
    const detail = async (who: Who, id: number) =>
      (await t.app.inject({ url: `${url}${id}/`, headers: as(who) })).json().can_edit;
    expect(await detail(4, theirs.id)).toBe(false);
    expect(await detail(4, mine.id)).toBe(true);
    expect(await detail(5, mine.id)).toBe(true);
    expect(await detail(3, theirs.id)).toBe(true);
  });
});

describe('creating a review', () => {
  it('saves every field, the image and the news items, and records who did it', async () => {
    const ms = Date.UTC(2024, 4, 1);
    const items = [
      {
        source_id: outletId,
        title: 'خبر اول',
        link: 'news.example/a',
        date: 1_700_000_000,
        summary: 'خلاصه یک',
        evaluation: evaluationId,
      },
      { title: 'خبر دوم بدون خبرگزاری', date: ms },
      { title: 'خبر سوم بی‌تاریخ', source_id: null, evaluation: null },
    ];
    const before = Date.now();
    const res = await post(5, { news_items: JSON.stringify(items) }, { main_images: await png(900, 600) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      id: expect.any(Number),
      title: 'بررسی ادعای گرانی نان',
      summary: 'قیمت نان در تهران تغییری نکرده است',
      subject: subjectId,
      subject_id: subjectId,
      subject_title: 'ادعای گرانی نان',
      category_title: 'اقتصادی',
      status: 2,
      author_id: userId(5),
      can_edit: true,
    });
    expect(new Date(body.date_published).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(body.main_images).toMatch(/^\/media\/reviews\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(stored(body.main_images))).toBe(true);
    expect(existsSync(stored(body.main_images_small))).toBe(true);
    expect(body.news_items).toHaveLength(3);
    expect(body.news_items[0]).toMatchObject({
      source_id: outletId,
      source_name: 'خبرگزاری آزمون',
      title: 'خبر اول',
      link: 'https://news.example/a',
      date: 1_700_000_000,
      summary: 'خلاصه یک',
      evaluation: evaluationId,
      evaluation_title: 'نادرست',
      evaluation_color: '#d32f2f',
    });
    // milliseconds are read as such, and an absent date is now
    expect(body.news_items[1]).toMatchObject({
      title: 'خبر دوم بدون خبرگزاری',
      source_id: null,
      date: ms / 1000,
    });
    expect(body.news_items[2].date).toBeGreaterThanOrEqual(Math.floor(before / 1000) - 1);
    expect(await auditCount(t, 'review.create', body.id)).toBe(1);
  });

  it('accepts subject_id for subject, and a draft gets no publish date', async () => {
    const payload = form(
      { ...fields({ status: 1 }), subject: '', subject_id: subjectId },
      { main_images: await png() },
    );
    const res = await t.app.inject({ method: 'POST', url, headers: as(4), payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subject: subjectId, status: 1, date_published: null, news_items: [] });
  });

  it('cleans the content and stores a pasted image as a file', async () => {
    const inline = (await png(60, 40)).toString('base64');
    const content =
      '<p onclick="alert(1)">متن</p><script>alert(1)</script><a href="javascript:alert(1)">پیوند</a>' +
      `<p><img src="data:image/png;base64,${inline}" alt="نمودار"></p>`;
    const res = await post(3, { content });
    expect(res.statusCode).toBe(201);
    const html: string = res.json().content;
    expect(html).not.toMatch(/script|onclick|javascript:|data:/);
    const src = /<img src="([^"]+)"/.exec(html)![1]!;
    expect(src).toMatch(/^\/media\/reviews\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(stored(src))).toBe(true);
    const [row] = await t.app.db.select().from(reviews).where(eq(reviews.id, res.json().id));
    expect(row!.content).not.toMatch(/script|onclick|data:/);
  });

  it('names every missing field with the form messages and writes nothing', async () => {
    const before = await counts();
    const res = await sendInvalid(t, 'POST', url, as(2), form({ content: '<p> </p>' }));
    const all: ReviewRequiredField[] = ['subject', 'title', 'summary', 'content', 'status', 'main_images'];
    expect(res.json().detail).toBe(reviewMissingMessage(all));
    expect(res.json().fields).toEqual(Object.fromEntries(all.map((f) => [f, [REVIEW_FIELD_MESSAGES[f]]])));
    expect(res.json().fields.title).toEqual(['عنوان الزامی است']);

    const noImage = await sendInvalid(t, 'POST', url, as(2), form(fields()));
    expect(noImage.json().fields).toEqual({ main_images: [REVIEW_MESSAGES.imageRequired] });
    expect(await counts()).toEqual(before);
  });

  it('refuses wrong references, items and files with the field named, writing nothing', async () => {
    const before = await counts();
    const cases: [Record<string, string | number>, Record<string, Buffer> | undefined, number, string][] = [
      [{ subject: 999999 }, undefined, 400, 'subject'],
      [{ status: 9 }, undefined, 400, 'status'],
      [{ news_items: 'not json' }, undefined, 400, 'news_items'],
      [{ news_items: JSON.stringify([{ title: '' }]) }, undefined, 400, 'news_items.0.title'],
      [
        { news_items: JSON.stringify([{ title: 'خبر', source_id: 999999 }]) },
        undefined,
        400,
        'news_items.0.source_id',
      ],
      [
        { news_items: JSON.stringify([{ title: 'خبر' }, { title: 'خبر', evaluation: 999999 }]) },
        undefined,
        400,
        'news_items.1.evaluation',
      ],
      [
        { news_items: JSON.stringify([{ title: 'خبر', link: 'javascript:alert(1)' }]) },
        undefined,
        400,
        'news_items.0.link',
      ],
      [
        { news_items: JSON.stringify([{ title: 'خبر', date: 'دیروز' }]) },
        undefined,
        400,
        'news_items.0.date',
      ],
      [{}, { main_images: SVG }, 415, 'main_images'],
      [{}, { main_images: Buffer.from('not an image at all') }, 415, 'main_images'],
    ];
    for (const [extra, files, status, field] of cases) {
      const res = await post(2, extra, files);
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(extra)).toContain(field);
    }
    expect((await post(2, { news_items: JSON.stringify([{ title: 'خبر' }]) })).statusCode).toBe(201);
    const after = await counts();
    expect(after.reviews).toBe(before.reviews + 1);
  });

  it('refuses content with more pasted images than allowed, storing none', async () => {
    const before = await counts();
    const images = [];
    for (let i = 0; i < INLINE_IMAGE_LIMITS.maxCount + 1; i++)
      images.push(`<img src="data:image/png;base64,${(await png(10 + i, 10)).toString('base64')}">`);
    const res = await post(2, { content: `<p>x</p>${images.join('')}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.content).toEqual([INLINE_IMAGE_MESSAGES.tooMany]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a failing save without leaving its images behind', async () => {
    const inline = (await png(30, 30)).toString('base64');
    const before = filesIn('reviews');
    const res = await post(2, {
      content: `<p>x</p><img src="data:image/png;base64,${inline}">`,
      news_items: JSON.stringify([{ title: 'خبر', source_id: 999999 }]),
    });
    expect(res.statusCode).toBe(400);
    expect(filesIn('reviews')).toBe(before);
  });
});

describe('editing a review', () => {
  async function created(who: Who = 4) {
    const items = [{ title: 'خبر الف', source_id: outletId }, { title: 'خبر ب' }];
    const res = await post(who, { status: 1, news_items: JSON.stringify(items) });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  it('changes only the fields sent and keeps image and items when not sent', async () => {
    const review = await created();
    const res = await patch(4, review.id, form({ summary: 'چکیده تازه' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: review.title,
      summary: 'چکیده تازه',
      main_images: review.main_images,
      content: review.content,
    });
    expect(res.json().news_items.map((i: { title: string }) => i.title)).toEqual(['خبر الف', 'خبر ب']);
    // the search column follows the summary
    const [row] = await t.app.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.searchText).toContain('چکیده تازه');
  });

  it('replaces the news items when they are sent, in the order given; [] removes them', async () => {
    const review = await created();
    const res = await patch(
      4,
      review.id,
      form({
        news_items: JSON.stringify([{ title: 'تازه ۲' }, { title: 'تازه ۱', evaluation: evaluationId }]),
      }),
    );
    expect(res.json().news_items.map((i: { title: string }) => i.title)).toEqual(['تازه ۲', 'تازه ۱']);
    expect(await rowCount(t, reviewNewsItems, eq(reviewNewsItems.reviewId, review.id))).toBe(2);
    const emptied = await patch(4, review.id, form({ news_items: '[]' }));
    expect(emptied.json().news_items).toEqual([]);
  });

  it('accepts a JSON body too', async () => {
    const review = await created();
    const res = await send(t, 'PATCH', `${url}${review.id}/`, as(4), {
      title: 'عنوان از JSON',
      news_items: [{ title: 'خبر JSON', date: 1_600_000_000 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'عنوان از JSON',
      news_items: [{ title: 'خبر JSON', date: 1_600_000_000 }],
    });
  });

  it('refuses emptied fields and an image removed without a new one', async () => {
    const review = await created();
    const res = await patch(4, review.id, form({ title: ' ', content: '<p></p>', keep_image: 'false' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(reviewMissingMessage(['title', 'content', 'main_images']));
    expect(res.json().fields.main_images).toEqual([REVIEW_MESSAGES.imageRequired]);
  });

  it('replaces the image and deletes the old file once saved', async () => {
    const review = await created();
    expect(existsSync(stored(review.main_images))).toBe(true);
    const res = await patch(4, review.id, form({ keep_image: 'false' }, { main_images: await png(50, 50) }));
    expect(res.statusCode).toBe(200);
    expect(res.json().main_images).not.toBe(review.main_images);
    expect(existsSync(stored(res.json().main_images))).toBe(true);
    expect(existsSync(stored(review.main_images))).toBe(false);
    const kept = await patch(4, review.id, form({ keep_image: 'true' }));
    expect(kept.json().main_images).toBe(res.json().main_images);
  });

  it('sets the publish date the first time it is published and keeps it after', async () => {
    const review = await created();
    expect(review.date_published).toBeNull();
    const published = (await patch(4, review.id, form({ status: 2 }))).json();
    expect(published.date_published).not.toBeNull();
    await patch(4, review.id, form({ status: 3 }));
    const again = (await patch(4, review.id, form({ status: 2 }))).json();
    expect(again.date_published).toBe(published.date_published);
    expect(await auditCount(t, 'review.update', review.id)).toBe(3);
  });

  it('refuses an unknown subject on edit', async () => {
    const review = await created();
    const res = await patch(4, review.id, form({ subject: 999999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ subject: [REVIEW_MESSAGES.unknownSubject] });
  });
});

describe('the staff list', () => {
  it('filters by status, author, subject, category and Persian-normalised search, with X-Total-Count', async () => {
    const other = await makeSubject(t, { title: 'موضوع دیگر برای فهرست' });
    const a = await makeReview(t, {
      subjectId: other.id,
      title: 'بررسی کیفیت بنزین',
      status: 1,
      authorId: userId(5),
    });
    const b = await makeReview(t, {
      subjectId: other.id,
      title: 'بررسی یارانه',
      status: 4,
      authorId: userId(4),
    });
    const ids = async (query: string) => {
      const res = await t.app.inject({ url: `${url}?${query}`, headers: as(3) });
      expect(res.statusCode, query).toBe(200);
      return {
        ids: res.json().map((r: { id: number }) => r.id),
        total: Number(res.headers['x-total-count']),
      };
    };
    expect(await ids(`subject=${other.id}`)).toEqual({ ids: [b.id, a.id], total: 2 });
    expect(await ids(`subject=${other.id}&status=1`)).toEqual({ ids: [a.id], total: 1 });
    expect(await ids(`subject=${other.id}&author=${userId(4)}`)).toEqual({ ids: [b.id], total: 1 });
    // Arabic ي and ك typed for Persian ی and ک
    expect((await ids(`search=${encodeURIComponent('كيفيت')}`)).ids).toEqual([a.id]);
    expect(await ids(`subject=${other.id}&page=2&page_size=1`)).toEqual({ ids: [a.id], total: 2 });
    const categoryId = (await makeCategory(t, 'دسته فهرست', '#000000')).id;
    expect(await ids(`category=${categoryId}`)).toEqual({ ids: [], total: 0 });
    const bad = await t.app.inject({ url: `${url}?status=7`, headers: as(3) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).not.toBe(SERVER_MESSAGES.server);
  });
});
