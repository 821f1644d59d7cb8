/**
 * The tipline figures, on the large seed (`npm run seed:large`; 100 000 subjects, 30 000 grouped
 * questions), each beside its target. Run by `npm run bench` after the load figures (the server is stopped
 * by then, so the data folder is free), or alone: `npm run bench:tipline -w @rasti/server`
 * (BENCH_DATABASE_URL for PostgreSQL, else the PGlite folder BENCH_DATA_DIR, default data-bench/pglite).
 *
 * - recall@5 and false-match rate of the labelled set (test/fixtures/matching-corpus.ts), its subjects added
 *   among the 100 000 in a transaction that is rolled back, so the seed's subjects compete with them;
 * - the 'already checked?' query's p95 (findSimilar, the route's whole work after validation), over the
 *   labelled questions and seed-like ones;
 * - grouping time per question (the closest shown question above the group threshold, as on ask);
 * - grouping's pair recall and pair precision on its labelled set (test/fixtures/grouping-corpus.ts), asked
 *   among the seed's 30 000 questions in a transaction that is rolled back;
 * - the staff inbox sorted by demand: p99 of the first pages.
 */
import { performance } from 'node:perf_hooks';
import { questionKey } from '@rasti/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { candidatesQuery, closestShownQuestion } from '../src/features/questions/grouping.ts';
import { findSimilar, matchText, similarQuery } from '../src/features/questions/matching.ts';
import { listQuestionRows } from '../src/features/questions/questions.repository.ts';
import { rarityOf } from '../src/features/questions/rarity.ts';
import { GROUPING_RUMOURS } from '../test/fixtures/grouping-corpus.ts';
import { type GroupingScore, scoreGrouping } from '../test/fixtures/grouping-eval.ts';
import { CORPUS_QUESTIONS, CORPUS_UNRELATED } from '../test/fixtures/matching-corpus.ts';
import { loadCorpus, scoreCorpus } from '../test/fixtures/matching-eval.ts';
import { onBenchDatabaseWhenMain, quantile } from './figures.ts';

export const TIPLINE_TARGETS = {
  recallAt5: 0.85,
  falseMatchRate: 0.1,
  similarP95Ms: 50,
  groupPairRecall: 0.9,
  groupPairPrecision: 0.95,
};

const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

class Rollback extends Error {}

/** The similar query's own time (EXPLAIN ANALYZE) for a few questions; the first one's whole plan. */
async function explainSimilar(db: Db, texts: string[], plans: string[]): Promise<void> {
  const rarity = await rarityOf(db);
  for (const text of texts) {
    const query = similarQuery(rarity, matchText(text));
    if (!query) {
      plans.push(`${text}: no query (no candidate could reach the threshold)`);
      continue;
    }
    const result = await db.execute(sql`explain (analyze, costs off) ${query}`);
    const lines = (result as { rows: Record<string, unknown>[] }).rows.map((r) =>
      String(Object.values(r)[0]),
    );
    plans.push(`${text}: ${lines.filter((l) => /Execution Time/.test(l)).join(' ')}`);
    if (plans.length === 1) plans.push(...lines.map((l) => `  ${l}`));
  }
}

export interface TiplineFigures {
  subjects: number;
  questions: number;
  recallAt5: number;
  falseMatchRate: number;
  similarP50Ms: number;
  similarP95Ms: number;
  groupingMeanMs: number;
  groupingP95Ms: number;
  groupPairRecall: number;
  groupPairPrecision: number;
  inboxDemandP99Ms: number;
}

export async function tiplineFigures(
  db: Db,
  log: (line: string) => void = console.log,
): Promise<TiplineFigures> {
  const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const [counts] = rows(
    await db.execute(
      sql`select (select count(*) from subjects)::int as s, (select count(*) from questions)::int as q`,
    ),
  );
  const subjects = Number(counts!.s);
  const questions = Number(counts!.q);

  // the similar query: labelled questions, unrelated ones and seed-like rumours
  const texts = [
    ...CORPUS_QUESTIONS.map(([q]) => q),
    ...CORPUS_UNRELATED,
    'قیمت بنزین در تهران از هفته بعد دو برابر میشه؟',
    'آیا اینترنت کل کشور از فردا قطع می‌شود؟',
    'ادعای افزایش قیمت نان در شهر تهران',
    'تصویر جعلی منتسب به وزیر درباره یارانه',
  ];
  // the labelled set among the seed's subjects, rolled back afterwards; the similar query is timed in the same
  // transaction, so the labelled subjects are there to be found (and their words counted)
  const similarTimes: number[] = [];
  const plans: string[] = [];
  let score = { recallAt5: 0, falseMatchRate: 1, misses: [] as string[], falseMatches: [] as string[] };
  try {
    await db.transaction(async (tx) => {
      const ids = await loadCorpus(tx as unknown as Db);
      score = await scoreCorpus(tx as unknown as Db, ids);
      const inTx = tx as unknown as Db;
      for (const text of texts.slice(0, 10)) await findSimilar({ db: inTx, text });
      for (const text of texts) similarTimes.push(await timed(() => findSimilar({ db: inTx, text })));
      await explainSimilar(inTx, [texts[0]!, texts[2]!, texts.at(-4)!, texts.at(-1)!], plans);
      throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }

  // grouping: shown questions' titles, as if asked again
  const sample = rows(
    await db.execute(sql`select id, title from questions where is_shown order by random() limit 200`),
  );
  const groupTimes: number[] = [];
  // the words' rarity is counted once per process (rarity.ts): not part of any one question's grouping
  await rarityOf(db);
  for (const q of sample) {
    groupTimes.push(await timed(() => closestShownQuestion(db, String(q.title), Number(q.id))));
  }

  // the grouping candidates query's own time for one sampled question
  const groupPlan: string[] = [];
  const sampled = String(sample[0]?.title ?? '');
  const candidates = candidatesQuery(questionKey(sampled), await rarityOf(db), 0);
  if (candidates) {
    const lines = rows(await db.execute(sql`explain (analyze, costs off) ${candidates}`)).map((r) =>
      String(Object.values(r)[0]),
    );
    groupPlan.push(`${sampled}:`, ...lines.map((l) => `  ${l}`));
  }

  // grouping's labelled set among the seed's questions, rolled back afterwards
  let grouping: GroupingScore = {
    pairRecall: 0,
    pairPrecision: 0,
    samePairs: 0,
    groupedPairs: 0,
    apart: [],
    together: [],
  };
  try {
    await db.transaction(async (tx) => {
      grouping = await scoreGrouping(tx as unknown as Db);
      throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }

  // the inbox sorted by demand, pages 1 to 5
  const inboxTimes: number[] = [];
  for (let i = 0; i < 50; i++) {
    inboxTimes.push(
      await timed(() =>
        listQuestionRows(db, { shownOnly: true, ordering: '-demand', page: 1 + (i % 5), page_size: 10 }),
      ),
    );
  }

  const figures: TiplineFigures = {
    subjects,
    questions,
    recallAt5: score.recallAt5,
    falseMatchRate: score.falseMatchRate,
    similarP50Ms: quantile(similarTimes, 0.5),
    similarP95Ms: quantile(similarTimes, 0.95),
    groupingMeanMs: groupTimes.reduce((a, b) => a + b, 0) / Math.max(1, groupTimes.length),
    groupingP95Ms: quantile(groupTimes, 0.95),
    groupPairRecall: grouping.pairRecall,
    groupPairPrecision: grouping.pairPrecision,
    inboxDemandP99Ms: quantile(inboxTimes, 0.99),
  };
  log(`\ntipline at ${subjects} subjects and ${questions} questions:`);
  log(
    `  labelled set recall@5     ${pct(figures.recallAt5).padStart(8)}   target ≥ ${pct(TIPLINE_TARGETS.recallAt5)} (${CORPUS_QUESTIONS.length} questions)`,
  );
  log(
    `  false matches (unrelated) ${pct(figures.falseMatchRate).padStart(8)}   target < ${pct(TIPLINE_TARGETS.falseMatchRate)} (${CORPUS_UNRELATED.length} questions)`,
  );
  log(
    `  similar p50 / p95         ${ms(figures.similarP50Ms)} / ${ms(figures.similarP95Ms)}   target p95 < ${TIPLINE_TARGETS.similarP95Ms} ms (${texts.length} texts)`,
  );
  log(
    `  grouping per question     mean ${ms(figures.groupingMeanMs)}, p95 ${ms(figures.groupingP95Ms)} (${groupTimes.length} asked again)`,
  );
  log(
    `  grouping pair recall      ${pct(figures.groupPairRecall).padStart(8)}   target ≥ ${pct(TIPLINE_TARGETS.groupPairRecall)} (${grouping.samePairs} pairs of ${GROUPING_RUMOURS.length} rumours × 3)`,
  );
  log(
    `  grouping pair precision   ${pct(figures.groupPairPrecision).padStart(8)}   target ≥ ${pct(TIPLINE_TARGETS.groupPairPrecision)} (${grouping.groupedPairs} pairs grouped, distractors included)`,
  );
  if (grouping.apart.length) log(`  left apart: ${grouping.apart.join(' · ')}`);
  if (grouping.together.length) log(`  put together: ${grouping.together.join(' · ')}`);
  log(`  inbox sorted by demand    p99 ${ms(figures.inboxDemandP99Ms)} (pages 1-5 of 10, 50 calls)`);
  if (score.misses.length) log(`  missed: ${score.misses.map((m) => m.split(' →')[0]).join(' · ')}`);
  if (score.falseMatches.length) log(`  false: ${score.falseMatches.join(' · ')}`);
  log(`  the similar query's own time (EXPLAIN ANALYZE):\n    ${plans.join('\n    ')}`);
  log(`  the grouping candidates query (EXPLAIN ANALYZE):\n    ${groupPlan.join('\n    ')}`);
  return figures;
}

onBenchDatabaseWhenMain(import.meta.url, (db) => tiplineFigures(db));
