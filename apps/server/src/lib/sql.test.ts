import { PGlite } from '@electric-sql/pglite';
import { and, desc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { makeReview, makeSubject, makeUser } from '../../test/factories.ts';
import { reviews, subjects, users } from '../db/schema/index.ts';
import { jsonRows, preparedSelect, preparedText } from './sql.ts';

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

  it('on PGlite, runs as one simple query: no parse, describe and bind exchanges per call', async (ctx) => {
    const client = (t.app.db as unknown as { $client: unknown }).$client;
    if (!(client instanceof PGlite)) return ctx.skip();
    const id = await subjectWithReviews('موضوع ساده');
    await subjectPage(t.app.db, { id, title: 'موضوع ساده' });
    const sent: string[] = [];
    const raw = client.execProtocolRaw.bind(client);
    const spy = vi.spyOn(client, 'execProtocolRaw').mockImplementation((message, options) => {
      sent.push(String.fromCharCode(message[0] as number));
      return raw(message, options);
    });
    let answer: Awaited<ReturnType<typeof subjectPage>>;
    try {
      answer = await subjectPage(t.app.db, { id, title: 'موضوع ساده' });
    } finally {
      spy.mockRestore();
    }
    expect(answer[0]?.reviews).toEqual(await ownSelect(id, 10));
    // Q (the EXECUTE) and S (sync); the extended protocol sent P, D, B, D, E and S
    expect(sent).toEqual(['Q', 'S']);
  });
});

describe('preparedText', () => {
  it('writes the constants into the text and gives each placeholder name one parameter', () => {
    const query = t.app.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          eq(reviews.status, 2),
          eq(reviews.id, sql.placeholder('id')),
          eq(reviews.title, "it's"),
          eq(reviews.subjectId, sql.placeholder('subject')),
          sql`${reviews.authorId} <> ${sql.placeholder('id')}`,
        ),
      )
      .limit(3)
      .toSQL();
    const { text, names } = preparedText(query);
    expect(names).toEqual(['id', 'subject']);
    expect(text).toContain('"reviews"."status" = 2');
    expect(text).toContain(`"reviews"."title" = 'it''s'`);
    expect(text).toContain('"reviews"."id" = $1');
    expect(text).toContain('"reviews"."subject_id" = $2');
    expect(text).toContain('"reviews"."author_id" <> $1');
    expect(text).toMatch(/limit 3$/);
    expect(text).not.toMatch(/\$[3-9]/);
  });

  it('refuses a constant it cannot write as a literal', () => {
    const query = t.app.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(sql`${reviews.id} = ${10n}`)
      .toSQL();
    expect(() => preparedText(query)).toThrow(/no literal/);
  });
});

describe('a prepared select', () => {
  const pageFields = {
    id: subjects.id,
    reviews: jsonRows(
      fields,
      sql`from ${reviews} left join ${users} on ${eq(users.id, reviews.authorId)}
        where ${and(eq(reviews.subjectId, subjects.id), eq(reviews.status, 2))}`,
      order,
      4,
    ),
  };
  const page = preparedSelect<{ id: number }, { id: number }>('sql_test_generic', pageFields, (db) =>
    db
      .select(pageFields)
      .from(subjects)
      .where(and(eq(subjects.id, sql.placeholder('id')), eq(subjects.status, 2))),
  );
  const plans =
    "select generic_plans, parameter_types::text as types from pg_prepared_statements where name = 'sql_test_generic'";

  it('is planned once: after its first runs the database keeps one generic plan for it', async () => {
    const subject = await makeSubject(t, { title: 'موضوع طرح' });
    const client = (t.app.db as unknown as { $client: unknown }).$client;
    // on PostgreSQL, one connection of its own: a statement is prepared on each connection it runs on
    const one =
      client instanceof pg.Pool ? new pg.Client({ connectionString: client.options.connectionString }) : null;
    await one?.connect();
    try {
      const db = one ? (drizzle(one) as unknown as typeof t.app.db) : t.app.db;
      for (let i = 0; i < 12; i++) expect(await page(db, { id: subject.id })).toHaveLength(1);
      const { rows } = await (one ?? (client as { query(q: string): Promise<{ rows: unknown[] }> })).query(
        plans,
      );
      const [statement] = rows as { generic_plans: unknown; types: string }[];
      // its one parameter is the id: the statuses are written in
      expect(statement?.types).toBe('{integer}');
      expect(Number(statement?.generic_plans)).toBeGreaterThan(0);
    } finally {
      await one?.end();
    }
  });
});
