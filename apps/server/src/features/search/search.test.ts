import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupApp } from '../../../test/app.ts';
import { actors, makeReview, makeSubject, minutesAgo, type Who } from '../../../test/factories.ts';

const { t, as } = setupApp({ actors: true });
let published: Awaited<ReturnType<typeof makeSubject>>;
let draftSubject: Awaited<ReturnType<typeof makeSubject>>;

beforeAll(async () => {
  published = await makeSubject(t, {
    title: 'افزایش قیمت نان در تهران',
    abstract: 'یارانه',
    datePublished: minutesAgo(10),
  });
  draftSubject = await makeSubject(t, { title: 'قیمت نان پیش‌نویس', status: 1, datePublished: null });
  await makeSubject(t, { title: 'موضوعی دیگر', abstract: 'قیمت نان در چکیده' });
});

const suggest = async (q: string, who: Who = 'guest', extra = '') => {
  const res = await t.app.inject({
    url: `/api/public/search/?q=${encodeURIComponent(q)}${extra}`,
    headers: as(who),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { type: string; id: number; title: string }[];
};

describe('global search suggestions', () => {
  it('finds subjects and reviews by title, labelled by type, Persian-normalised, never by abstract or summary', async () => {
    const review = await makeReview(t, { subjectId: published.id, title: 'بررسی قیمت نان', summary: 'متن' });
    await makeReview(t, { subjectId: published.id, title: 'عنوانی دیگر', summary: 'قیمت نان در خلاصه' });
    // Arabic ي typed for Persian ی
    expect(await suggest('قيمت نان')).toEqual([
      { type: 'subject', id: published.id, title: 'افزایش قیمت نان در تهران' },
      { type: 'review', id: review.id, title: 'بررسی قیمت نان' },
    ]);
  });

  it('shows only published items to guests and role 1, every status to staff', async () => {
    const draftReview = await makeReview(t, { subjectId: published.id, title: 'نان خشک پیش‌نویس', status: 1 });
    const onDraftSubject = await makeReview(t, {
      subjectId: draftSubject.id,
      title: 'نان منتشر روی پیش‌نویس',
    });
    for (const who of ['guest', 1] as const) {
      const ids = (await suggest('نان', who)).map((s) => s.id);
      expect(ids).not.toContain(draftSubject.id);
      expect(ids).not.toContain(draftReview.id);
      expect(ids).not.toContain(onDraftSubject.id);
    }
    for (const who of [2, 3, 4, 5] as const) {
      const found = await suggest('پیش‌نویس', who);
      expect(found).toEqual(
        expect.arrayContaining([
          { type: 'subject', id: draftSubject.id, title: 'قیمت نان پیش‌نویس' },
          { type: 'review', id: draftReview.id, title: 'نان خشک پیش‌نویس' },
        ]),
      );
    }
  });

  it('puts titles starting with the text first and keeps to the limit per type', async () => {
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push(await makeSubject(t, { title: `شایعه شماره ${i} درباره برق`, datePublished: minutesAgo(i) }));
    const starts = await makeSubject(t, { title: 'برق ایران', datePublished: minutesAgo(100) });
    const found = await suggest('برق');
    expect(found).toHaveLength(5);
    expect(found[0]!.id).toBe(starts.id);
    expect(found.slice(1).map((s) => s.id)).toEqual(made.slice(0, 4).map((s) => s.id));
    expect(await suggest('برق', 'guest', '&limit=2')).toHaveLength(2);
    const tooMany = await t.app.inject({ url: '/api/public/search/?q=x&limit=50' });
    expect(tooMany.statusCode).toBe(400);
  });

  it('answers nothing for empty text or wildcards', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('%')).toEqual([]);
    expect(await suggest('_')).toEqual([]);
  });

  it('suggests nothing for a text without a word of three letters, except to staff', async () => {
    const subject = await makeSubject(t, { title: 'گزارش زلزله در کرمان', datePublished: minutesAgo(1) });
    expect(await suggest('زل')).toEqual([]);
    expect(await suggest('در')).toEqual([]);
    expect((await suggest('رما')).map((s) => s.id)).toEqual([subject.id]);
    expect((await suggest('زل', 4)).map((s) => s.id)).toContain(subject.id);
  });
});

describe('with the public cache on', () => {
  it('shares answers among signed-out readers only, so staff still see drafts', async () => {
    const cached = await createTestApp({ publicCache: true });
    try {
      const staff = await actors(cached);
      const draft = await makeSubject(cached, { title: 'کشف پیش‌نویس', status: 1, datePublished: null });
      const url = `/api/public/search/?q=${encodeURIComponent('کشف')}`;
      expect((await cached.app.inject({ url })).json()).toEqual([]);
      const again = await cached.app.inject({ url });
      expect(again.headers['x-cache']).toBe('hit');
      const forStaff = await cached.app.inject({ url, headers: staff(2) });
      expect(forStaff.headers['x-cache']).toBeUndefined();
      expect(forStaff.json()).toEqual([{ type: 'subject', id: draft.id, title: 'کشف پیش‌نویس' }]);
    } finally {
      await cached.close();
    }
  });
});
