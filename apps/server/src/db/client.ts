import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One handle type for both drivers; repositories take it as an argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

const here = path.dirname(fileURLToPath(import.meta.url));
/** src/db/migrations, from the source (src/db) or from the built server (dist/server.mjs) */
export const migrationsFolder = existsSync(path.join(here, 'migrations'))
  ? path.join(here, 'migrations')
  : path.resolve(here, '../src/db/migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL URL; without it PGlite is used */
  databaseUrl?: string;
  /** PGlite data folder; undefined means in memory */
  pgliteDir?: string;
  /** a PGlite data dump (from dumpDataDir) to start from, for tests */
  pgliteLoad?: Blob;
  migrate?: boolean;
  poolSize?: number;
}

/**
 * PGlite runs PostgreSQL inside this process, so its memory is the server's (the memory target: under 250 MB at
 * peak on Node 20, 300 MB on Node 22 and 24, ADR 21 and 43). Measured on the bench's data (RSS of the server
 * under `npm run bench`):
 * - every shared buffer is written when PostgreSQL starts, so the WebAssembly memory is resident for
 *   about 11 MB plus shared_buffers from the first second (47 MB at 32 MB, 27 MB at 16 MB). Pages not in
 *   the buffers come from the operating system's file cache. The cost is on queries that are not cached
 *   above the database and read many pages: uncached global search suggestions on the 100 000-subject
 *   seed answered about half as many requests per second at 16 MB as at 32 MB. 8 MB since the memory
 *   soak's last cuts (ADR 21): 8 MB less resident from the start, for uncached answers that read many pages
 *   about 6-18 % slower than at 16 MB (the first-requests bench on the large seed);
 * - work_mem stays at PostgreSQL's 4 MB: the public queries walk indexes under a LIMIT and sort nothing
 *   large (see seed-large.ts); the WebAssembly memory never grew past its first 128 MB in the bench;
 * - max_connections 10 instead of PostgreSQL's 100: PGlite has one backend, and the shared memory sized by
 *   connections (lock tables, process slots, `pg_shmem_allocations`) is about 2 MB smaller.
 */
const PGLITE_SETTINGS = ['shared_buffers = 8MB', 'max_connections = 10'];

let wasmTierChosen = false;
/**
 * V8 compiles PGlite's 9 MB of WebAssembly with its baseline compiler (Liftoff) and then, in background
 * threads, again with its optimising one (TurboFan) for functions that run often. That second tier cost
 * 35-60 MB more resident memory in our measurements (its compiled code and compiler memory).
 * Without it, queries not served from the public cache run slower (home data, search and reviews
 * uncached: 25-40% fewer requests per second on the large seed); cached answers do not touch PGlite.
 * The flag is read when a module is compiled, so it is set once, before the first PGlite.
 */
function baselineWasmOnly(): void {
  if (wasmTierChosen) return;
  wasmTierChosen = true;
  v8.setFlagsFromString('--liftoff-only');
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // pg and drizzle's driver for it (about 3 MB of heap) are imported only for PostgreSQL (docs/decisions/0021)
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // a database that does not answer is reported (503) within seconds, not waited on for ever
      connectionTimeoutMillis: 5000,
    });
    // an idle connection dropped by the server must not crash the process; the next query reconnects
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    if (opts.migrate !== false) await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
    return opened(db, 'postgres', pool, () => pool.end());
  }
  baselineWasmOnly();
  const client = await PGlite.create({
    ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
    ...(opts.pgliteLoad ? { loadDataDir: opts.pgliteLoad } : {}),
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (opts.migrate !== false) await migratePgliteAndVacuum(client);
  return opened(db, 'pglite', client, () => client.close());
}

const appliedMigrations = async (client: PGlite): Promise<number> => {
  const table = await client.query<{ t: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!table.rows[0]?.t) return 0;
  return (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))
    .rows[0]!.n;
};

/**
 * Migrates, then VACUUM when migrations were applied to a database that had some before: PGlite runs no
 * autovacuum, and a migration that rewrites rows (0014 fills columns of every review) leaves their pages
 * out of the visibility map, so the list indexes could not be read alone (index-only scans) and the
 * planner would sort the table instead. Under a second on the large seed, once. Not ANALYZE of every
 * table: sampling the subjects' wide rows grew PGlite's memory (never given back) by about 37 MB; a
 * migration analyses the tables whose statistics it changes. The rows written later are vacuumed by the
 * running server's upkeep (db/upkeep.ts, ADR 25).
 */
async function migratePgliteAndVacuum(client: PGlite): Promise<void> {
  const before = await appliedMigrations(client);
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  if (before > 0 && (await appliedMigrations(client)) > before) await client.exec('VACUUM');
}

/** An opened database; `ping` (readiness) runs a trivial query on its client or pool. */
function opened(
  db: Db,
  kind: Database['kind'],
  client: { query(sql: string): Promise<unknown> },
  close: () => Promise<void>,
): Database {
  return {
    db,
    kind,
    ping: async () => {
      await client.query('select 1');
    },
    close,
  };
}
