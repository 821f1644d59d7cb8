import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { makeReview, makeSubject } from '../../test/factories.ts';
import { rowsOf } from '../lib/sql.ts';
import pgliteUpkeep from '../plugins/pglite-upkeep.ts';
import { ANALYZE_TARGET, newUpkeepState, pgliteOf, startUpkeep, upkeepRound } from './upkeep.ts';

const { t } = setupApp();
const onPostgres = process.env.TEST_DB === 'postgres';

/** The public reviews list's walk of its index (reviews_public_newest_idx), read from the index alone. */
const PUBLIC_IDS = `select id from reviews where status = 2 and subject_status = 2
  order by date_published desc nulls last, id desc limit 50`;

interface PlanNode {
  'Node Type': string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * How many rows the walk read from the table because their page was not all-visible: the Heap Fetches
 * of its Index Only Scan (a sequential scan is kept off: on a test's few rows it would be the cheaper).
 */
async function heapFetches(): Promise<number> {
  const client = pgliteOf(t.app.db)!;
  await client.exec('set enable_seqscan = off; set enable_bitmapscan = off');
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (analyze, format json) ${PUBLIC_IDS}`,
    );
    const scans = nodes(rows[0]!['QUERY PLAN'][0]!.Plan).filter((n) => n['Node Type'] === 'Index Only Scan');
    expect(scans).toHaveLength(1);
    return scans[0]!['Heap Fetches']!;
  } finally {
    await client.exec('reset enable_seqscan; reset enable_bitmapscan');
  }
}

/** A published subject and reviews of it: rows written since the last VACUUM. */
async function writeReviews(n: number): Promise<void> {
  const subject = await makeSubject(t, { title: 'موضوع نگهداری' });
  for (let i = 0; i < n; i++) await makeReview(t, { subjectId: subject.id, title: `بررسی ${i}` });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When the reviews table was last vacuumed (light or full), as PostgreSQL counts it. */
async function reviewsVacuumedAt(): Promise<string | null> {
  const [row] = rowsOf<{ at: string | null }>(
    await t.app.db.execute(
      sql`select last_vacuum::text as at from pg_stat_user_tables where relname = 'reviews'`,
    ),
  );
  return row?.at ?? null;
}

const always = () => Number.POSITIVE_INFINITY;

describe.skipIf(onPostgres)("PGlite's upkeep", () => {
  it('vacuums the tables written since, without their indexes while they have few dead rows', async () => {
    const client = pgliteOf(t.app.db)!;
    await writeReviews(5);
    expect(await heapFetches()).toBeGreaterThan(0);

    // busy: nothing is done
    expect(await upkeepRound(client, () => 0)).toEqual({
      vacuumed: [],
      full: [],
      analysed: [],
      finished: false,
    });
    const round = await upkeepRound(client, always);
    expect(round.finished).toBe(true);
    expect(round.vacuumed).toEqual(expect.arrayContaining(['reviews', 'subjects']));
    expect(round.full).toEqual([]);
    // nothing written since: nothing to do
    expect((await upkeepRound(client, always)).vacuumed).toEqual([]);
  });

  it('vacuums a table with its indexes once its dead rows reach 2 %, and its index-only scans read the index alone again', async () => {
    const client = pgliteOf(t.app.db)!;
    const state = newUpkeepState();
    await writeReviews(3);
    await upkeepRound(client, always, { state });
    // every review updated (views are in reviews_public_views_idx: no HOT update) until 60 rows are dead
    const count = async () =>
      rowsOf<{ n: number }>(await t.app.db.execute(sql`select count(*)::int as n from reviews`))[0]!.n;
    for (let dead = 0; dead < 60; dead += await count()) {
      await t.app.db.execute(sql`update reviews set views = views + 1`);
    }
    expect(await heapFetches()).toBeGreaterThan(0);
    const round = await upkeepRound(client, always, { state });
    expect(round.full).toContain('reviews');
    expect(await heapFetches()).toBe(0);
  });

  it('analyses a table with its VACUUM once a tenth of it changed, as autovacuum would', async () => {
    const client = pgliteOf(t.app.db)!;
    const [{ n }] = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`select count(*)::int as n from reviews`),
    ) as [{ n: number }];
    await writeReviews(60 + Math.ceil(n / 10));
    const round = await upkeepRound(client, always);
    expect(round.analysed).toContain('reviews');
    const [stats] = rowsOf<{ analysed: boolean }>(
      await t.app.db.execute(
        sql`select last_analyze is not null as analysed from pg_stat_user_tables where relname = 'reviews'`,
      ),
    );
    expect(stats?.analysed).toBe(true);
    // with a small sample (ANALYZE_TARGET buckets, not PostgreSQL's 100), and the setting back as it was
    const [histogram] = rowsOf<{ bounds: number }>(
      await t.app.db.execute(
        sql`select cardinality(histogram_bounds::text::text[]) as bounds from pg_stats where tablename = 'reviews' and attname = 'id'`,
      ),
    );
    expect(Number(histogram?.bounds)).toBe(ANALYZE_TARGET + 1);
    const [setting] = rowsOf<{ target: string }>(
      await t.app.db.execute(sql`select current_setting('default_statistics_target') as target`),
    );
    expect(setting?.target).toBe('100');
  });

  it('leaves a table for the next round when the server has not been idle ten times its last VACUUM', async () => {
    const client = pgliteOf(t.app.db)!;
    await writeReviews(2);
    // the last VACUUMs of subjects took 1 s: they wait for 10 s of quiet, the reviews' for the least (1 s)
    const state = newUpkeepState();
    state.lastMs.set('subjects light', 1000).set('subjects full', 1000);
    const round = await upkeepRound(client, () => 5000, { state, minQuietMs: 1000 });
    expect(round.finished).toBe(false);
    expect(round.vacuumed).toContain('reviews');
    expect(round.vacuumed).not.toContain('subjects');
    expect(state.lastMs.get('reviews light')).toBeGreaterThan(0);
    expect((await upkeepRound(client, () => 10_000, { state, minQuietMs: 1000 })).vacuumed).toContain(
      'subjects',
    );
  });

  it('runs while no request is in flight, waits for one under way, and stops when the server closes', async () => {
    // a server of its own on the same database, its upkeep every 20 ms
    const server = Fastify();
    await server.register(
      fp(
        async (app) => {
          app.decorate('database', t.database);
          app.decorate('db', t.database.db);
        },
        { name: 'context' },
      ),
    );
    await server.register(pgliteUpkeep, { intervalMs: 20, retryMs: 20, minQuietMs: 0 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached = () => {};
    const inFlight = new Promise<void>((resolve) => {
      reached = resolve;
    });
    server.get('/slow', async () => {
      reached();
      await gate;
      return 'ok';
    });
    await server.ready();
    try {
      // written while a request is in flight
      const slow = server.inject({ url: '/slow' });
      await inFlight;
      const before = await reviewsVacuumedAt();
      await writeReviews(2);
      await sleep(200);
      expect(await reviewsVacuumedAt()).toBe(before);
      release();
      expect((await slow).statusCode).toBe(200);
      await expect.poll(reviewsVacuumedAt, { timeout: 3000, interval: 50 }).not.toBe(before);
    } finally {
      await server.close();
    }
    const closed = await reviewsVacuumedAt();
    await writeReviews(2);
    await sleep(200);
    expect(await reviewsVacuumedAt()).toBe(closed);
  });
});

describe.skipIf(!onPostgres)('the upkeep on PostgreSQL', () => {
  it('does nothing: autovacuum does it', async () => {
    expect(pgliteOf(t.app.db)).toBeNull();
    const upkeep = startUpkeep(t.app.db, { idleForMs: () => Number.POSITIVE_INFINITY, intervalMs: 1 });
    await sleep(20);
    await upkeep.stop();
  });
});
