import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One handle type for both drivers; repositories take it as an argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

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

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // an idle connection dropped by the server must not crash the process; the next query reconnects
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    if (opts.migrate !== false) await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
    ...(opts.pgliteLoad ? { loadDataDir: opts.pgliteLoad } : {}),
    extensions: { pg_trgm },
    // PGlite's default of 128 MB of shared buffers lives inside the server's own memory; the operating
    // system's file cache holds the rest of the data anyway, and public lists are cached above the database
    postgresqlconf: ['shared_buffers = 32MB'],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (opts.migrate !== false) await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
