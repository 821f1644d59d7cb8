import type { ListSort } from '@rasti/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { makeCategory, makeQuestion, makeReview, makeSubject, minutesAgo } from '../../../test/factories.ts';
import { questions, reviews, subjects } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/sql.ts';
import { pageReviewRows } from './reviews.repository.ts';

// The public reviews list filters and orders by copies of the subject's columns on each review
// (reviews.subject_*, kept by triggers: migration 0014). After every write that changes what they copy,
// the copies must equal their subject's columns, and the public list in each sort (with and without a
// category, on every page) must be what the same query over the subjects themselves gives.
const { t } = setupApp();

type Sort = ListSort | 'newest';
const SORTS: Sort[] = ['newest', 'priority', 'views', 'most_reviewed', 'most_wanted'];

/** Reviews whose copies differ from their subject's columns (none when the triggers keep them). */
async function staleCopies(): Promise<unknown[]> {
  const result = await t.app.db.execute(sql`select r.id from reviews r join subjects s on s.id = r.subject_id
    where r.subject_status <> s.status or r.subject_category_id is distinct from s.category_id
      or r.subject_priority <> s.priority or r.subject_review_count <> s.review_count
      or r.subject_question_count <> s.question_count`);
  return rowsOf(result);
}

/** The public list as it was written before the copies: a join with the subjects, in their columns' order. */
async function expectedIds(sort: Sort, category?: number): Promise<number[]> {
  const key = {
    newest: sql``,
    priority: sql`s.priority asc,`,
    views: sql`r.views desc,`,
    most_reviewed: sql`s.review_count desc,`,
    most_wanted: sql`s.question_count desc,`,
  }[sort];
  const result = await t.app.db.execute(sql`select r.id from reviews r join subjects s on s.id = r.subject_id
    where r.status = 2 and s.status = 2 ${category ? sql`and s.category_id = ${category}` : sql``}
    order by ${key} r.date_published desc nulls last, r.id desc`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** Every sort, with and without each category, in pages of 2 and in one page: the same rows and totals. */
async function expectListsRight(categories: number[]) {
  expect(await staleCopies()).toEqual([]);
  for (const category of [undefined, ...categories]) {
    for (const sort of SORTS) {
      const expected = await expectedIds(sort, category);
      const list = { audience: 'public', sort } as const;
      const whole = await pageReviewRows(t.app.db, { page: 1, page_size: 100, category }, list);
      expect(
        whole.rows.map((r) => r.id),
        `${sort} ${category ?? ''}`,
      ).toEqual(expected);
      expect(whole.total).toBe(expected.length);
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) {
        const part = await pageReviewRows(t.app.db, { page, page_size: 2, category }, list);
        expect(part.total).toBe(expected.length);
        paged.push(...part.rows.map((r) => r.id));
      }
      expect(paged, `${sort} ${category ?? ''} in pages`).toEqual(expected);
    }
  }
}

describe('the public reviews list in each order', () => {
  it('follows every write to the reviews, their subjects and their questions', async () => {
    const health = await makeCategory(t, 'سلامت ترتیب');
    const economy = await makeCategory(t, 'اقتصاد ترتیب');
    const a = await makeSubject(t, { title: 'موضوع ترتیب الف', categoryId: health.id, priority: 3 });
    const b = await makeSubject(t, { title: 'موضوع ترتیب ب', categoryId: economy.id, priority: 1 });
    const c = await makeSubject(t, { title: 'موضوع ترتیب ج', categoryId: health.id, priority: 2 });
    const r1 = await makeReview(t, { subjectId: a.id, title: 'گزارش ترتیب ۱', datePublished: minutesAgo(5) });
    const r2 = await makeReview(t, { subjectId: a.id, title: 'گزارش ترتیب ۲', datePublished: minutesAgo(4) });
    const r3 = await makeReview(t, { subjectId: b.id, title: 'گزارش ترتیب ۳', datePublished: minutesAgo(3) });
    const r4 = await makeReview(t, { subjectId: c.id, title: 'گزارش ترتیب ۴', views: 9 });
    // published without a date: the newest tie-break's nulls (last, and first when a page is read backwards)
    await makeReview(t, { subjectId: b.id, title: 'گزارش ترتیب ۶', datePublished: null });
    const draft = await makeReview(t, { subjectId: c.id, title: 'گزارش ترتیب ۵', status: 1 });
    const cats = [health.id, economy.id];
    const [r1Row] = await t.app.db.select().from(reviews).where(eq(reviews.id, r1.id));
    // a new review copies its subject's columns, its own publication counted (two on subject a)
    expect(r1Row).toMatchObject({
      subjectStatus: 2,
      subjectCategoryId: health.id,
      subjectPriority: 3,
      subjectReviewCount: 2,
      subjectQuestionCount: 0,
    });
    await expectListsRight(cats);

    // questions shown, hidden, moved and deleted change most_wanted
    const q1 = await makeQuestion(t, { subjectId: c.id, isShown: true });
    await makeQuestion(t, { subjectId: c.id, isShown: true });
    const q3 = await makeQuestion(t, { subjectId: b.id, isShown: false });
    await expectListsRight(cats);
    await t.app.db.update(questions).set({ isShown: true }).where(eq(questions.id, q3.id));
    await t.app.db.update(questions).set({ subjectId: b.id }).where(eq(questions.id, q1.id));
    await expectListsRight(cats);
    await t.app.db.delete(questions).where(eq(questions.id, q1.id));
    await expectListsRight(cats);

    // the subject's priority and category change
    await t.app.db.update(subjects).set({ priority: 5 }).where(eq(subjects.id, b.id));
    await t.app.db.update(subjects).set({ categoryId: economy.id }).where(eq(subjects.id, c.id));
    await expectListsRight(cats);
    await t.app.db.update(subjects).set({ categoryId: null }).where(eq(subjects.id, a.id));
    await expectListsRight(cats);

    // a draft published (its subject's count and its siblings' copies), a review moved, views counted
    await t.app.db
      .update(reviews)
      .set({ status: 2, datePublished: minutesAgo(1) })
      .where(eq(reviews.id, draft.id));
    await t.app.db.update(reviews).set({ subjectId: b.id }).where(eq(reviews.id, r2.id));
    await t.app.db.update(reviews).set({ views: 20 }).where(eq(reviews.id, r3.id));
    await expectListsRight(cats);

    // the subject unpublished hides its reviews; published again shows them
    await t.app.db.update(subjects).set({ status: 1 }).where(eq(subjects.id, b.id));
    await expectListsRight(cats);
    expect((await expectedIds('newest')).includes(r3.id)).toBe(false);
    await t.app.db.update(subjects).set({ status: 2 }).where(eq(subjects.id, b.id));
    await expectListsRight(cats);

    // a review unpublished, a review deleted, a subject deleted with its reviews
    await t.app.db.update(reviews).set({ status: 1 }).where(eq(reviews.id, r4.id));
    await expectListsRight(cats);
    await t.app.db.delete(reviews).where(eq(reviews.id, r1.id));
    await expectListsRight(cats);
    await t.app.db.delete(subjects).where(eq(subjects.id, c.id));
    await expectListsRight(cats);
    expect((await expectedIds('newest')).length).toBeGreaterThan(0);
  });

  it('answers a page past the end with no rows and the total', async () => {
    const expected = await expectedIds('newest');
    const past = await pageReviewRows(
      t.app.db,
      { page: 1000, page_size: 100 },
      { audience: 'public', sort: 'priority' },
    );
    expect(past).toEqual({ rows: [], total: expected.length });
  });
});
