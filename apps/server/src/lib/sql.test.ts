import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { makeReview, makeSubject, makeUser } from '../../test/factories.ts';
import { reviews, subjects, users } from '../db/schema/index.ts';
import { jsonRows, preparedSelect } from './sql.ts';

const { t } = setupApp();

// a review's id, title, status, dates (one may be null), views and its author's name (a left join)
const fields = {
  id: reviews.id,
  title: reviews.title,
  status: reviews.status,
  datePublished: reviews.datePublished,
  createdAt: reviews.createdAt,
  views: reviews.views,
  authorFirstName: users.firstName,
};
const order = [sql`${reviews.datePublished} desc nulls first`, desc(reviews.id)];

/** A subject with five reviews: published and not, with and without a publication date and an author. */
async function subjectWithReviews(title: string) {
  const subject = await makeSubject(t, { title });
  const author = await makeUser(t, { firstName: 'نویسنده' });
  const dates = [new Date('2024-03-01T10:20:30.123Z'), null, new Date('2024-03-02T00:00:00.999Z')];
  for (const [at, date] of [...dates, ...dates.slice(0, 2)].entries()) {
    await makeReview(t, {
      subjectId: subject.id,
      title: `بررسی ${at}`,
      status: date ? 2 : 1,
      datePublished: date,
      authorId: at % 2 ? author.id : null,
      views: at,
    });
  }
  return subject.id;
}

/** The same rows asked by a select of their own. */
const ownSelect = (subjectId: number, limit: number) =>
  t.app.db
    .select(fields)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.authorId))
    .where(eq(reviews.subjectId, subjectId))
    .orderBy(...order)
    .limit(limit);

describe('jsonRows', () => {
  it('answers the rows a select of their own answers: order, limit, nulls and dates decoded alike', async () => {
    const subjectId = await subjectWithReviews('موضوع با بررسی‌ها');
    const listed = (limit: number) =>
      jsonRows(
        fields,
        sql`from ${reviews} left join ${users} on ${eq(users.id, reviews.authorId)}
          where ${eq(reviews.subjectId, subjects.id)}`,
        order,
        limit,
      );
    const [row] = await t.app.db
      .select({ id: subjects.id, all: listed(10), first: listed(2) })
      .from(subjects)
      .where(eq(subjects.id, subjectId));
    const all = await ownSelect(subjectId, 10);
    expect(all).toHaveLength(5);
    expect(row?.all).toEqual(all);
    expect(row?.first).toEqual(all.slice(0, 2));
    expect(row?.all[0]?.createdAt).toBeInstanceOf(Date);
    expect(all.some((r) => r.datePublished === null && r.authorFirstName === null)).toBe(true);
  });

  it('is an empty array when there are no rows', async () => {
    const subject = await makeSubject(t, { title: 'موضوع بی‌بررسی' });
    const [row] = await t.app.db
      .select({
        none: jsonRows(
          fields,
          sql`from ${reviews} left join ${users} on ${eq(users.id, reviews.authorId)}
          where ${eq(reviews.subjectId, subjects.id)}`,
          order,
        ),
      })
      .from(subjects)
      .where(eq(subjects.id, subject.id));
    expect(row?.none).toEqual([]);
  });
});

describe('preparedSelect', () => {
  const selectFields = {
    id: subjects.id,
    title: subjects.title,
    createdAt: subjects.createdAt,
    reviews: jsonRows(
      fields,
      sql`from ${reviews} left join ${users} on ${eq(users.id, reviews.authorId)}
        where ${eq(reviews.subjectId, subjects.id)}`,
      order,
    ),
  };
  const build = (db: typeof t.app.db) =>
    db
      .select(selectFields)
      .from(subjects)
      .where(and(eq(subjects.id, sql.placeholder('id')), eq(subjects.title, sql.placeholder('title'))));
  const subjectPage = preparedSelect('sql_test_subject_page', selectFields, build);

  it('answers what the select itself answers, for other values each time (prepared once)', async () => {
    const first = await subjectWithReviews("موضوع 'اول'");
    const second = await subjectWithReviews('موضوع دوم');
    for (const [id, title] of [
      [first, "موضوع 'اول'"],
      [second, 'موضوع دوم'],
      [first, "موضوع 'اول'"],
    ] as const) {
      const prepared = await subjectPage(t.app.db, { id, title });
      expect(prepared).toEqual(await build(t.app.db).execute({ id, title }));
      expect(prepared).toHaveLength(1);
      expect(prepared[0]?.reviews).toEqual(await ownSelect(id, 10));
    }
    expect(await subjectPage(t.app.db, { id: first, title: 'نام دیگر' })).toEqual([]);
  });
});
