import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { makeCategory, makeReview, makeSubject } from '../../../test/factories.ts';
import { reviews, subjects } from '../../db/schema/index.ts';

// The public reviews list's X-Total-Count without a filter (or with only a category) is read from
// subject_tallies.reviews (kept by triggers, migration 0013); with any other filter it is counted. Both must
// say the same whatever happens to the reviews and their subjects.
const { t } = setupApp();
const url = '/api/public/public-news-review/';

async function totals(category?: number) {
  const query = category ? `?category=${category}` : '';
  const tallied = Number((await t.app.inject({ url: `${url}${query}` })).headers['x-total-count']);
  // a search for a word in every title is counted by the query, not read from the tally
  const sep = query ? '&' : '?';
  const counted = Number(
    (await t.app.inject({ url: `${url}${query}${sep}search=${encodeURIComponent('شمارش')}` })).headers[
      'x-total-count'
    ],
  );
  return { tallied, counted };
}

describe('the public reviews total', () => {
  it('follows publishing, moving and deleting reviews and subjects', async () => {
    const health = await makeCategory(t, 'سلامت شمارش');
    const economy = await makeCategory(t, 'اقتصاد شمارش');
    const a = await makeSubject(t, { title: 'موضوع شمارش الف', categoryId: health.id });
    const b = await makeSubject(t, { title: 'موضوع شمارش ب', categoryId: economy.id });
    const base = await totals();
    const r1 = await makeReview(t, { subjectId: a.id, title: 'گزارش شمارش ۱' });
    await makeReview(t, { subjectId: a.id, title: 'گزارش شمارش ۲' });
    const draft = await makeReview(t, { subjectId: b.id, title: 'گزارش شمارش ۳', status: 1 });

    expect(await totals()).toEqual({ tallied: base.tallied + 2, counted: base.counted + 2 });
    expect(await totals(health.id)).toEqual({ tallied: 2, counted: 2 });
    expect(await totals(economy.id)).toEqual({ tallied: 0, counted: 0 });

    // a draft published, a review moved to the other subject
    await t.app.db.update(reviews).set({ status: 2 }).where(eq(reviews.id, draft.id));
    await t.app.db.update(reviews).set({ subjectId: b.id }).where(eq(reviews.id, r1.id));
    expect(await totals(health.id)).toEqual({ tallied: 1, counted: 1 });
    expect(await totals(economy.id)).toEqual({ tallied: 2, counted: 2 });

    // the subject unpublished hides its reviews; published again shows them
    await t.app.db.update(subjects).set({ status: 1 }).where(eq(subjects.id, b.id));
    expect(await totals(economy.id)).toEqual({ tallied: 0, counted: 0 });
    expect(await totals()).toEqual({ tallied: base.tallied + 1, counted: base.counted + 1 });
    await t.app.db.update(subjects).set({ status: 2 }).where(eq(subjects.id, b.id));

    // the subject moved to the other category takes its reviews along
    await t.app.db.update(subjects).set({ categoryId: health.id }).where(eq(subjects.id, b.id));
    expect(await totals(health.id)).toEqual({ tallied: 3, counted: 3 });
    expect(await totals(economy.id)).toEqual({ tallied: 0, counted: 0 });

    // deleting a review, then a subject with its reviews
    await t.app.db.delete(reviews).where(eq(reviews.id, r1.id));
    expect(await totals(health.id)).toEqual({ tallied: 2, counted: 2 });
    await t.app.db.delete(reviews).where(eq(reviews.subjectId, a.id));
    await t.app.db.delete(subjects).where(eq(subjects.id, a.id));
    expect(await totals(health.id)).toEqual({ tallied: 1, counted: 1 });
    expect(await totals()).toEqual({ tallied: base.tallied + 1, counted: base.counted + 1 });
  });
});
