/**
 * The dashboard's figures at the large seed (`npm run bench:dashboard`, and a part of `npm run bench`): the
 * time `GET /news/dashboard/` spends on its aggregates for the last 30 days and for a year, and the public
 * statistics' twelve months (made once per cache entry). Printed beside the target (ADR 0040); nothing asserted.
 */
import type { Db } from '../src/db/client.ts';
import { dashboardFigures, periodOf, publicStatistics } from '../src/features/dashboard/dashboard.service.ts';
import { onBenchDatabaseWhenMain, quantile } from './figures.ts';

export const DASHBOARD_TARGET_MS = 300;

async function times(runs: number, work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await work();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  return { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95) };
}

export interface DashboardBench {
  month: { p50: number; p95: number };
  year: { p50: number; p95: number };
  publicStatistics: { p50: number; p95: number };
  questions: number;
}

export async function dashboardBench(
  db: Db,
  log: (line: string) => void = console.log,
): Promise<DashboardBench> {
  const month = await times(20, () => dashboardFigures(db, periodOf({})));
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const year = await times(10, () => dashboardFigures(db, periodOf({ from, to })));
  const statistics = await times(5, () => publicStatistics(db));
  const figures = await dashboardFigures(db, periodOf({ from, to }));
  const questions = figures.requests_per_day.reduce((n, d) => n + d.total, 0);
  const f = (t: { p50: number; p95: number }) => `p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`;
  log(`\ndashboard (target < ${DASHBOARD_TARGET_MS} ms; ${questions} questions in the last year)`);
  log(`  the last 30 days: ${f(month)}`);
  log(`  the last year: ${f(year)}`);
  log(`  public statistics, twelve months (once per cache entry): ${f(statistics)}`);
  return { month, year, publicStatistics: statistics, questions };
}

onBenchDatabaseWhenMain(import.meta.url, (db) => dashboardBench(db));
