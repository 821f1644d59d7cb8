import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { form, makeCategory, makeQuestion, makeReview, makeSubject, send } from '../../../test/factories.ts';
import { questions, reviews, subjects, subjectTallies } from '../../db/schema/index.ts';
import { DEADLOCK_DETECTED, lockSubjects, withDeadlockRetry } from '../../lib/subject-locks.ts';

// A subject's write locks its row, then its reviews' (and, a status change, its questions'); a review's or a
// question's write reaches its subject's counters. Two such writes at once must not deadlock on PostgreSQL
// (lib/subject-locks.ts). Each race is staged the same way: a third connection holds the subject's row (or
// the rows the race crosses on), the two writes are started one after the other, each once the one before
// waits for a lock, and the rows are let go. PGlite runs one statement at a time: no race to stage on it.
const { t, as } = setupApp({ actors: true });

const SKIP_PGLITE = 'PGlite runs one statement at a time: two transactions cannot wait on each other';

/** The app's pool on PostgreSQL, null on PGlite. */
const poolOf = () => {
  const client = (t.app.db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
};

/** Backends of this database waiting for a lock (read afresh: in a transaction the view is kept). */
const waiting = async (client: pg.Client) => {
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query(
    "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  );
  return Number(rows[0].n);
};

/** The subject's row, held as its update would. */
const subjectRow = (id: number) => ({
  text: 'select id from subjects where id = $1 for no key update',
  values: [id],
});

/**
 * Runs `first`, then `second` once `first` waits, with rows (`held`: the subject's) held by a connection of
 * the test's own; lets them go once both wait. Answers both writes' answers.
 */
async function race<A, B>(
  pool: pg.Pool,
  held: { text: string; values: unknown[] },
  first: () => Promise<A>,
  second: () => Promise<B>,
) {
  const gate = new pg.Client({ connectionString: pool.options.connectionString });
  await gate.connect();
  try {
    await gate.query('begin');
    await gate.query(held);
    const until = async (n: number) => {
      for (let i = 0; (await waiting(gate)) < n; i++) {
        if (i > 1000) {
          const { rows } = await gate.query(
            'select pid, state, wait_event_type, wait_event, left(query, 80) as query from pg_stat_activity where datname = current_database()',
          );
          throw new Error(`fewer than ${n} writes wait for the subject: ${JSON.stringify(rows)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const a = first();
    await until(1);
    const b = second();
    await until(2);
    await gate.query('commit');
    return await Promise.all([a, b]);
  } finally {
    await gate.end();
  }
}

const reviewUrl = (id: number) => `/api/news/review-subject/${id}/`;
const subjectUrl = (id: number) => `/api/news/news-subject/${id}/`;
const questionUrl = (id: number) => `/api/news/asked/${id}/`;
const patch = (url: string, fields: Record<string, string | number>) =>
  send(t, 'PATCH', url, as(2), form(fields));

/** The subject's counters and its reviews' copies of its columns agree with its rows. */
async function expectConsistent(subjectId: number) {
  const [subject] = await t.app.db.select().from(subjects).where(eq(subjects.id, subjectId));
  const itsReviews = await t.app.db.select().from(reviews).where(eq(reviews.subjectId, subjectId));
  const shown = await t.app.db.select().from(questions).where(eq(questions.subjectId, subjectId));
  expect(subject!.reviewCount).toBe(itsReviews.filter((r) => r.status === 2).length);
  expect(subject!.questionCount).toBe(shown.filter((q) => q.isShown).length);
  for (const r of itsReviews)
    expect([r.subjectStatus, r.subjectPriority, r.subjectReviewCount, r.subjectQuestionCount]).toEqual([
      subject!.status,
      subject!.priority,
      subject!.reviewCount,
      subject!.questionCount,
    ]);
}

describe('writes of a subject and of its reviews and questions at once (PostgreSQL)', () => {
  it("a subject's edit and an edit of one of its reviews both succeed", async (ctx) => {
    const pool = poolOf();
    if (!pool) return ctx.skip(SKIP_PGLITE);
    const subject = await makeSubject(t, { title: 'موضوع هم‌زمان ۱' });
    const review = await makeReview(t, { subjectId: subject.id, title: 'گزارش هم‌زمان ۱' });
    const [edited, reviewed] = await race(
      pool,
      subjectRow(subject.id),
      () => patch(subjectUrl(subject.id), { priority: 1 }),
      () => patch(reviewUrl(review.id), { status: 1 }),
    );
    expect([edited.statusCode, reviewed.statusCode]).toEqual([200, 200]);
    await expectConsistent(subject.id);
  });

  it('two reviews of one subject edited at once both succeed', async (ctx) => {
    const pool = poolOf();
    if (!pool) return ctx.skip(SKIP_PGLITE);
    const subject = await makeSubject(t, { title: 'موضوع هم‌زمان ۲' });
    const one = await makeReview(t, { subjectId: subject.id, title: 'گزارش هم‌زمان ۲ الف' });
    const two = await makeReview(t, { subjectId: subject.id, title: 'گزارش هم‌زمان ۲ ب' });
    const answers = await race(
      pool,
      subjectRow(subject.id),
      () => patch(reviewUrl(one.id), { status: 1 }),
      () => patch(reviewUrl(two.id), { summary: 'چکیده‌ی دیگر' }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await expectConsistent(subject.id);
  });

  it("a subject's status change and the unlinking of one of its questions both succeed", async (ctx) => {
    const pool = poolOf();
    if (!pool) return ctx.skip(SKIP_PGLITE);
    const subject = await makeSubject(t, { title: 'موضوع هم‌زمان ۳' });
    await makeReview(t, { subjectId: subject.id, title: 'گزارش هم‌زمان ۳' });
    const question = await makeQuestion(t, {
      subjectId: subject.id,
      title: 'پرسش هم‌زمان ۳',
      answeredAt: new Date(),
    });
    const answers = await race(
      pool,
      subjectRow(subject.id),
      () => patch(subjectUrl(subject.id), { status: 1 }),
      () => patch(questionUrl(question.id), { news_subject: '' }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await expectConsistent(subject.id);
  });

  it("a question's link to a subject and an edit of the subject's review both succeed", async (ctx) => {
    const pool = poolOf();
    if (!pool) return ctx.skip(SKIP_PGLITE);
    const subject = await makeSubject(t, { title: 'موضوع هم‌زمان ۴' });
    const review = await makeReview(t, { subjectId: subject.id, title: 'گزارش هم‌زمان ۴' });
    const question = await makeQuestion(t, { title: 'پرسش هم‌زمان ۴' });
    const answers = await race(
      pool,
      subjectRow(subject.id),
      () => patch(questionUrl(question.id), { news_subject: subject.id }),
      () => patch(reviewUrl(review.id), { status: 1 }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await expectConsistent(subject.id);
  });
});

describe('writes that still deadlock run again', () => {
  it("two subjects' opposite status changes in one category (their tallies' rows crossed) both succeed", async (ctx) => {
    const pool = poolOf();
    if (!pool) return ctx.skip(SKIP_PGLITE);
    const category = await makeCategory(t, 'دسته‌ی هم‌زمان');
    const draft = await makeSubject(t, { title: 'موضوع هم‌زمان ۵ الف', status: 1, categoryId: category.id });
    const published = await makeSubject(t, { title: 'موضوع هم‌زمان ۵ ب', categoryId: category.id });
    // the category's draft and published tallies, held: one change takes the draft row then the published
    // one, the other the published then the draft; PostgreSQL fails one (most runs: when both wake before
    // either takes its second row), which is run again
    const answers = await race(
      pool,
      {
        text: 'select n from subject_tallies where category_id = $1 and status in (1, 2) for update',
        values: [category.id],
      },
      () => patch(subjectUrl(draft.id), { status: 2 }),
      () => patch(subjectUrl(published.id), { status: 1 }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const tallies = await t.app.db
      .select()
      .from(subjectTallies)
      .where(eq(subjectTallies.categoryId, category.id));
    expect(Object.fromEntries(tallies.map((r) => [r.status, r.n]))).toEqual({ 1: 1, 2: 1 });
  });
});

describe('withDeadlockRetry', () => {
  const deadlock = () => Object.assign(new Error('deadlock detected'), { code: DEADLOCK_DETECTED });

  it('runs a write again when it was a deadlock victim, at most `retries` times', async () => {
    let runs = 0;
    const once = await withDeadlockRetry(async () => {
      runs++;
      if (runs === 1) throw new Error('query failed', { cause: deadlock() });
      return 'written';
    });
    expect([once, runs]).toEqual(['written', 2]);

    runs = 0;
    const always = withDeadlockRetry(async () => {
      runs++;
      throw deadlock();
    }, 2);
    await expect(always).rejects.toMatchObject({ code: DEADLOCK_DETECTED });
    expect(runs).toBe(3);
  });

  it('does not run again a write that failed otherwise', async () => {
    let runs = 0;
    const failed = withDeadlockRetry(async () => {
      runs++;
      throw Object.assign(new Error('duplicate'), { code: '23505' });
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });

  it('on PostgreSQL, the victim of a real deadlock is run again and both writes commit', async (ctx) => {
    if (!poolOf()) return ctx.skip(SKIP_PGLITE);
    const a = await makeSubject(t, { title: 'موضوع بن‌بست الف' });
    const b = await makeSubject(t, { title: 'موضوع بن‌بست ب' });
    // each takes one subject, waits until the other has taken the other one, then asks for it: a deadlock,
    // on the first run only
    let held = 0;
    let bothHeld: () => void = () => {};
    const barrier = new Promise<void>((resolve) => {
      bothHeld = resolve;
    });
    let runs = 0;
    const crossing = (first: number, second: number) =>
      withDeadlockRetry(() =>
        t.app.db.transaction(async (tx) => {
          runs++;
          await lockSubjects(tx, [first]);
          if (++held === 2) bothHeld();
          await barrier;
          await tx.update(subjects).set({ priority: 3 }).where(eq(subjects.id, second));
        }),
      );
    await Promise.all([crossing(a.id, b.id), crossing(b.id, a.id)]);
    // one victim at least, run again (the write it crossed was let to finish first)
    expect(runs).toBeGreaterThanOrEqual(3);
    const both = await t.app.db
      .select()
      .from(subjects)
      .where(inArray(subjects.id, [a.id, b.id]));
    expect(both.map((s) => s.priority)).toEqual([3, 3]);
  });
});
