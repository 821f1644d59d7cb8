import { REVIEW_LIMITS, Status } from '@rasti/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { makeCategory, makeReview, makeSubject, minutesAgo } from '../../../test/factories.ts';
import { reviews, subjects } from '../../db/schema/index.ts';
import { findReviewPageRow, isPublic, selectReviewList } from './reviews.repository.ts';

const { t } = setupApp();

const NEWEST = [sql`${reviews.datePublished} desc nulls last`, desc(reviews.id)];

/**
 * A report page's related reviews as the join of reviews and their subjects answers them (what the page
 * read before it read the reviews' copies of their subject's status and category).
 */
async function relatedByJoin(id: number) {
  const [own] = await t.app.db
    .select({ subjectId: reviews.subjectId, categoryId: subjects.categoryId })
    .from(reviews)
    .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
    .where(eq(reviews.id, id));
  const newest = (where: ReturnType<typeof and>) =>
    selectReviewList(t.app.db)
      .where(and(isPublic, where))
      .orderBy(...NEWEST)
      .limit(REVIEW_LIMITS.related);
  return {
    sameSubject: await newest(and(eq(reviews.subjectId, own!.subjectId), ne(reviews.id, id))),
    sameCategory:
      own!.categoryId === null
        ? []
        : await newest(and(eq(subjects.categoryId, own!.categoryId), ne(reviews.subjectId, own!.subjectId))),
  };
}

/** Every review's page (staff's: drafts' pages list related reviews too) relates what the join relates. */
async function expectRelatedAsJoined(ids: number[]) {
  for (const id of ids) {
    const page = await findReviewPageRow(t.app.db, id, 'staff');
    const joined = await relatedByJoin(id);
    expect({ sameSubject: page?.sameSubject, sameCategory: page?.sameCategory }, `review ${id}`).toEqual(
      joined,
    );
  }
}

const ids = (rows: { id: number }[] | undefined) => rows?.map((r) => r.id);

describe("a report page's related reviews", () => {
  it('are the ones the join of reviews and subjects finds, after subjects and reviews change', async () => {
    const politics = await makeCategory(t, 'سیاسی مرتبط');
    const health = await makeCategory(t, 'سلامت مرتبط');
    const main = await makeSubject(t, { title: 'موضوع اصلی', categoryId: politics.id });
    const sibling = await makeSubject(t, { title: 'موضوع هم‌دسته', categoryId: politics.id });
    const mover = await makeSubject(t, { title: 'موضوع جابه‌جا', categoryId: politics.id });
    const other = await makeSubject(t, { title: 'موضوع دیگر', categoryId: health.id });
    const review = (subjectId: number, title: string, minutes: number) =>
      makeReview(t, { subjectId, title, datePublished: minutesAgo(minutes) });
    const page = await review(main.id, 'بررسی اصلی', 60);
    const mate = await review(main.id, 'هم‌موضوع', 50);
    const sib1 = await review(sibling.id, 'هم‌دسته ۱', 10);
    const sib2 = await review(sibling.id, 'هم‌دسته ۲', 20);
    const moved = await review(mover.id, 'جابه‌جا', 5);
    const far = await review(other.id, 'دسته دیگر', 1);
    const all = [page.id, mate.id, sib1.id, sib2.id, moved.id, far.id];
    await expectRelatedAsJoined(all);
    const before = await findReviewPageRow(t.app.db, page.id, 'public');
    expect(ids(before?.sameSubject)).toEqual([mate.id]);
    expect(ids(before?.sameCategory)).toEqual([moved.id, sib1.id, sib2.id]);

    // a subject unpublished: its reviews are related to none
    await t.app.db.update(subjects).set({ status: Status.Draft }).where(eq(subjects.id, sibling.id));
    await expectRelatedAsJoined(all);
    expect(ids((await findReviewPageRow(t.app.db, page.id, 'public'))?.sameCategory)).toEqual([moved.id]);
    await t.app.db.update(subjects).set({ status: Status.Published }).where(eq(subjects.id, sibling.id));

    // a review unpublished
    await t.app.db.update(reviews).set({ status: Status.Draft }).where(eq(reviews.id, mate.id));
    await expectRelatedAsJoined(all);
    expect(ids((await findReviewPageRow(t.app.db, page.id, 'public'))?.sameSubject)).toEqual([]);

    // a subject moved to another category: its review leaves this category's lists for the other's
    await t.app.db.update(subjects).set({ categoryId: health.id }).where(eq(subjects.id, mover.id));
    await expectRelatedAsJoined(all);
    expect(ids((await findReviewPageRow(t.app.db, page.id, 'public'))?.sameCategory)).toEqual([
      sib1.id,
      sib2.id,
    ]);
    expect(ids((await findReviewPageRow(t.app.db, far.id, 'public'))?.sameCategory)).toEqual([moved.id]);

    // a review moved to another subject (of another category)
    await t.app.db.update(reviews).set({ subjectId: main.id }).where(eq(reviews.id, far.id));
    await expectRelatedAsJoined(all);
    const after = await findReviewPageRow(t.app.db, page.id, 'public');
    expect(ids(after?.sameSubject)).toEqual([far.id]);
    expect(ids(after?.sameCategory)).toEqual([sib1.id, sib2.id]);
  });

  it("reads a subject's related reviews from the subject's own index, in their order (migration 0015)", async () => {
    const subject = await makeSubject(t, { title: 'موضوع با چند بررسی' });
    const related = await makeReview(t, {
      subjectId: subject.id,
      title: 'بررسی قدیمی',
      datePublished: minutesAgo(500),
    });
    // the page's same-subject ids as its statement asks them, with no sort allowed: only an index that
    // holds a subject's reviews newest first answers it without one
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      const { rows } = (await tx.execute(sql`explain (format json)
        select id from reviews where status = 2 and subject_status = 2 and subject_id = ${subject.id}
          and id <> ${related.id}
        order by date_published desc nulls last, id desc nulls first limit ${REVIEW_LIMITS.related}`)) as unknown as {
        rows: { 'QUERY PLAN': unknown }[];
      };
      return JSON.stringify(rows[0]?.['QUERY PLAN']);
    });
    expect(plan).toContain('"Index Name":"reviews_subject_idx"');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});
