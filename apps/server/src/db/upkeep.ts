import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './client.ts';

/**
 * PGlite's upkeep (ADR 25): PGlite runs no autovacuum, so the rows written since the last VACUUM leave their
 * pages out of the visibility map (an index-only scan reads the table for each of them: heap fetches) and
 * their dead versions stay; and no table is ever analysed again. Every UPKEEP_INTERVAL_MS, when the server
 * is idle, the tables written since are vacuumed, one VACUUM per table.
 *
 * Which tables were written is PostgreSQL's own count (pg_stat_user_tables, the figures autovacuum reads),
 * so rows changed by triggers or by view counts, which invalidate no cached answer, are counted too.
 *
 * PGlite has one connection and runs in the server's thread: a VACUUM holds both. What it costs, on the
 * large data (100 000 subjects, 20 000 reviews): a VACUUM that skips the indexes (INDEX_CLEANUP off) takes
 * 1 to 20 ms and sets the visibility map of every page without dead rows (new rows, pruned pages); a full
 * one, which also removes the dead rows' index entries (and so lets their pages be all-visible too), reads
 * every page of the table's trigram GIN indexes whatever was written: 60 to 90 ms for reviews, 0.2 s for
 * subjects, 1 to 2 s when those pages are not in PGlite's buffers. So:
 * - a table written since is vacuumed without its indexes; fully only once dead rows reach 2 % of it (the
 *   share under which VACUUM itself would skip the indexes), counted here since the last full one (a
 *   VACUUM resets PostgreSQL's count);
 * - each VACUUM runs only when no request is in flight and none began for `minQuietMs`, or ten times as
 *   long as the same kind of VACUUM of that table last took; a table not quiet enough for is left for the
 *   next round;
 * - a table is analysed with its VACUUM only past autovacuum's default threshold (50 rows and a tenth of
 *   it changed since its last ANALYZE): ANALYZE samples up to 30 000 rows however few changed (2 s for the
 *   subjects), and sampling their wide rows grows PGlite's memory for good (36 MB, client.ts).
 * Nothing runs on PostgreSQL, whose autovacuum does this.
 */

/** How often the upkeep looks for tables written since (at most one round per interval). */
export const UPKEEP_INTERVAL_MS = 5 * 60_000;
/** When a round is due but the server is busy, how soon it looks again. */
export const UPKEEP_RETRY_MS = 2_000;
/** How long the server must have been idle before a VACUUM, per millisecond the last one like it took. */
export const QUIET_PER_VACUUM_MS = 10;
/**
 * ... and at least this long (the first VACUUM of a table, or a cheap one): a lull, not a pause between
 * two readers. A full VACUUM of the large seed's subjects holds PGlite for 1 to 2 s, and with 2 s here the
 * bench's readers, arriving after one of its short idle waits, met it (their p99 went past 2 s).
 */
export const MIN_QUIET_MS = 30_000;

/** The statistics target of the upkeep's ANALYZE (PostgreSQL's default is 100). */
export const ANALYZE_TARGET = 10;

/** What every VACUUM here skips: the TOAST tables (no index-only scan reads them), truncating, the database's ages. */
const VACUUM_OPTIONS = 'PROCESS_TOAST FALSE, TRUNCATE FALSE, SKIP_DATABASE_STATS';

/** A table written since its last VACUUM: its dead rows since, its size, whether to analyse it again. */
interface WrittenTable {
  name: string;
  dead: number;
  rows: number;
  analyse: boolean;
}

/** The PGlite client under a handle; null on PostgreSQL. */
export const pgliteOf = (db: Db): PGlite | null => {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
};

/** The application's tables written since their last VACUUM (or, to be analysed, their last ANALYZE). */
async function writtenTables(client: PGlite): Promise<WrittenTable[]> {
  // PostgreSQL sends a backend's counts to the shared statistics at most once a second, when it next
  // runs a statement: forced, they are flushed after this one, before the next reads them
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<WrittenTable & { written: boolean }>(
    `select s.relname as name, s.n_dead_tup::float8 as dead, greatest(c.reltuples, 0)::float8 as rows,
        s.n_ins_since_vacuum > 0 or s.n_dead_tup > 0 as written,
        s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyse
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public'
      order by s.relname`,
  );
  return rows.filter((table) => table.written || table.analyse);
}

export interface UpkeepRound {
  vacuumed: string[];
  /** those of them vacuumed with their indexes */
  full: string[];
  analysed: string[];
  /** false when a table was left for the next round: the server was not idle long enough for it */
  finished: boolean;
}

/** What the upkeep keeps between rounds, by table: its dead rows since its last full VACUUM, what each kind took. */
export interface UpkeepState {
  deadSinceFull: Map<string, number>;
  lastMs: Map<string, number>;
}

export const newUpkeepState = (): UpkeepState => ({ deadSinceFull: new Map(), lastMs: new Map() });

/**
 * One round: a VACUUM of each table written since, light or full, each when the server has been idle
 * long enough for it (`idleForMs`: how long; 0 while a request is in flight).
 */
export async function upkeepRound(
  client: PGlite,
  idleForMs: () => number,
  { state = newUpkeepState(), minQuietMs = MIN_QUIET_MS }: { state?: UpkeepState; minQuietMs?: number } = {},
): Promise<UpkeepRound> {
  const round: UpkeepRound = { vacuumed: [], full: [], analysed: [], finished: true };
  const quietFor = (ms: number) => {
    const idle = idleForMs();
    return idle > 0 && idle >= ms;
  };
  if (!quietFor(minQuietMs)) return { ...round, finished: false };
  for (const table of await writtenTables(client)) {
    // a request that came meanwhile is let in (and seen by `idleForMs`) before the next VACUUM holds the thread
    await nextTurn();
    const dead = (state.deadSinceFull.get(table.name) ?? 0) + table.dead;
    const full = dead > 50 + 0.02 * table.rows;
    const kind = `${table.name} ${full ? 'full' : 'light'}`;
    if (!quietFor(Math.max(minQuietMs, QUIET_PER_VACUUM_MS * (state.lastMs.get(kind) ?? 0)))) {
      round.finished = false;
      continue;
    }
    const options = [VACUUM_OPTIONS, full ? '' : 'INDEX_CLEANUP OFF', table.analyse ? 'ANALYZE' : '']
      .filter(Boolean)
      .join(', ');
    const began = performance.now();
    // ANALYZE samples 300 rows per statistics target: 3 000 here, not 30 000 (PGlite's memory grows to hold
    // the sample of the subjects' wide rows, about 36 MB at 30 000, and never gives it back)
    if (table.analyse) await client.exec(`SET default_statistics_target = ${ANALYZE_TARGET}`);
    try {
      await client.exec(`VACUUM (${options}) "${table.name.replace(/"/g, '""')}"`);
    } finally {
      if (table.analyse) await client.exec('RESET default_statistics_target');
    }
    state.lastMs.set(kind, performance.now() - began);
    state.deadSinceFull.set(table.name, full ? 0 : dead);
    round.vacuumed.push(table.name);
    if (full) round.full.push(table.name);
    if (table.analyse) round.analysed.push(table.name);
  }
  return round;
}

export interface UpkeepOptions {
  /** how long the server has been idle (no request in flight and none begun), in ms */
  idleForMs: () => number;
  intervalMs?: number;
  retryMs?: number;
  minQuietMs?: number;
  /** told of each round that vacuumed something, and of failures */
  log?: (round: UpkeepRound & { ms: number }) => void;
  onError?: (err: unknown) => void;
}

export interface Upkeep {
  /** stops the timer and waits for a round under way */
  stop(): Promise<void>;
}

/**
 * Runs upkeepRound every `intervalMs` on PGlite (nothing on PostgreSQL); a round that finds the server
 * busy is tried again after `retryMs`, until it finishes.
 */
export function startUpkeep(db: Db, options: UpkeepOptions): Upkeep {
  const client = pgliteOf(db);
  if (!client) return { stop: async () => {} };
  const intervalMs = options.intervalMs ?? UPKEEP_INTERVAL_MS;
  const retryMs = options.retryMs ?? UPKEEP_RETRY_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const state = newUpkeepState();
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const run = () => {
    timer = null;
    const began = performance.now();
    running = upkeepRound(client, () => (stopped ? 0 : options.idleForMs()), {
      state,
      minQuietMs: options.minQuietMs,
    })
      .then((round) => {
        if (round.vacuumed.length > 0) options.log?.({ ...round, ms: performance.now() - began });
        schedule(round.finished ? intervalMs : retryMs);
      })
      .catch((err: unknown) => {
        options.onError?.(err);
        schedule(intervalMs);
      })
      .finally(() => {
        running = null;
      });
  };
  schedule(intervalMs);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
