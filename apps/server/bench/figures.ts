// What several bench parts share: the server's memory target, the value at a quantile of their timings, a
// trend's slope (the memory soak's), a process's memory and children from /proc, and the large seed's database
// that `npm run bench` seeded, opened for a part run alone (`npm run bench:dashboard`, `bench:tipline`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, openDatabase } from '../src/db/client.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The server's memory target, by the runtime that runs it (docs/decisions/0043): 250 MB on Node 20 (V8 11),
 * where it was set and measured; 300 MB from V8 12 (Node 22 and 24), whose runtime keeps 35-50 MB more native
 * memory (its binary, allocator and V8's pages around the same JavaScript heaps: ADR 21, sessions 21-23). The
 * soak's peak, the bench's peak and the reading server's peak (render-cost.ts) are held to it.
 */
export const MEMORY_TARGETS_MB = { beforeV8_12: 250, fromV8_12: 300 } as const;

export const memoryTargetMb = (v8Version: string = process.versions.v8): number =>
  Number.parseInt(v8Version, 10) >= 12 ? MEMORY_TARGETS_MB.fromV8_12 : MEMORY_TARGETS_MB.beforeV8_12;

/** The value at quantile `q` (0 to 1) of `values` (0 when there are none). */
export const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** The least-squares slope of `y` over `x` (0 for fewer than two points or a single `x`). */
export function slope(points: { x: number; y: number }[]): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY);
    variance += (p.x - meanX) ** 2;
  }
  return variance ? covariance / variance : 0;
}

/**
 * A process's memory in MB, from /proc/<pid>/status (Linux; 0 elsewhere or once it has ended): resident now
 * (VmRSS), or the most it has held since it started (VmHWM, the kernel's high-water mark, which no sampling
 * can miss).
 */
export function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * The processes whose parent is `pid`, from /proc/<pid>/stat (not every kernel has
 * /proc/<pid>/task/<tid>/children).
 */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the fourth field, after the name in parentheses (which may hold spaces)
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // the process ended while the list was read
    }
  }
  return children;
}

/**
 * Runs `work` on the bench's large seed (BENCH_DATABASE_URL, or the PGlite folder BENCH_DATA_DIR, default
 * data-bench) when `moduleUrl` is the file node was started with; a failure ends the process with its error.
 */
export function onBenchDatabaseWhenMain(moduleUrl: string, work: (db: Db) => Promise<unknown>): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const main = async () => {
    const url = process.env.BENCH_DATABASE_URL ?? '';
    const dataDir = path.resolve(root, process.env.BENCH_DATA_DIR ?? 'data-bench');
    const database = await openDatabase(
      url ? { databaseUrl: url } : { pgliteDir: path.join(dataDir, 'pglite') },
    );
    try {
      await work(database.db);
    } finally {
      await database.close();
    }
  };
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
