import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { afterAll, beforeAll, inject } from 'vitest';
import { adminUrl } from './db-template.ts';
import { type Actors, actors } from './factories.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  /** the development SMS outbox, newest last: sign-in codes ({to, code, at}) and notices ({to, text, at}) */
  outbox(): { to: string; code: string; text?: string; at: string }[];
  close(): Promise<void>;
}

/** A fresh database copied from the migrated template: PGlite by default, PostgreSQL when TEST_DB=postgres. */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `rasti_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('dbTemplate')}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString(), migrate: false, poolSize: 5 });
    return {
      ...database,
      drop: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('dbTemplate'))]);
  const database = await openDatabase({ pgliteLoad: dump, migrate: false });
  return { ...database, drop: () => database.close() };
}

export interface TestAppOptions {
  /** a Redis connection shared with other apps (the public cache's invalidations travel through it) */
  redis?: Redis;
  /** routes added for one test before the app is ready */
  routes?: (app: FastifyInstance) => void;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  { redis, routes }: TestAppOptions = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-test-'));
  const config = loadConfig(
    // a page's first render starts its worker thread, which on a busy test machine can take seconds: the
    // plain page it would get instead is the shedding tests' subject (they set their own limits), not others'
    { NODE_ENV: 'test', RENDER_TIMEOUT_MS: '20000' },
    // rows made straight in the database would hide behind cached lists; the cache's own test turns it on
    {
      dataDir,
      seedDemo: false,
      webDist: path.join(dataDir, 'no-web'),
      publicCache: false,
      // a test's searches run back to back on a busy machine: the search gate's time share is its own test's
      searchTimeShare: 1,
      ...overrides,
    },
  );
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, redis: redis ?? null });
  routes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    outbox: () => {
      try {
        return readFileSync(path.join(dataDir, 'sms-outbox.log'), 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line));
      } catch {
        return [];
      }
    },
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every line the app logs from now on, as written (JSON): pino writes every record, request loggers and
 * plugins' alike, through the root logger's stream, which this replaces. The app's level still applies.
 */
export function logLinesOf(app: FastifyInstance): string[] {
  const lines: string[] = [];
  const streamKey = Object.getOwnPropertySymbols(app.log).find((key) => key.description === 'pino.stream');
  if (!streamKey) throw new Error("the app's logger has no pino stream");
  const stream = (app.log as unknown as Record<symbol, { write(line: string): boolean }>)[streamKey]!;
  stream.write = (line: string) => {
    lines.push(line);
    return true;
  };
  return lines;
}

export interface SetupOptions extends TestAppOptions {
  /** configuration for this file's app (a function is called in beforeAll, e.g. to write a web build first) */
  config?: Partial<Config> | (() => Partial<Config>);
  /** one signed-in user per role, for `as(who)` */
  actors?: boolean;
}

/**
 * A test file's shared app: made before its tests and closed after them. `t` stands for the TestContext
 * (ready inside hooks and tests), `as(who)` for the role headers when `actors` is asked for.
 */
export function setupApp({ config, actors: withActors, ...options }: SetupOptions = {}): {
  t: TestContext;
  as: Actors;
} {
  let context: TestContext | undefined;
  let roles: Actors | undefined;
  beforeAll(async () => {
    context = await createTestApp(typeof config === 'function' ? config() : config, options);
    if (withActors) roles = await actors(context);
  });
  afterAll(async () => {
    await context?.close();
  });
  const t = new Proxy({} as TestContext, {
    get(_, key) {
      if (!context) throw new Error('the test app is made in beforeAll: use it inside hooks and tests');
      return context[key as keyof TestContext];
    },
  });
  const as: Actors = (who) => {
    if (!roles) throw new Error('setupApp({ actors: true }) gives the role headers');
    return roles(who);
  };
  return { t, as };
}

/**
 * Rows a test file makes once, before its tests, one maker after the other: `ids.name` is the id of the
 * row its maker returned (ready inside hooks and tests).
 */
export function idsBeforeAll<K extends string>(
  makers: Record<K, () => Promise<{ id: number }>>,
): Readonly<Record<K, number>> {
  const ids = {} as Record<K, number>;
  beforeAll(async () => {
    for (const key of Object.keys(makers) as K[]) ids[key] = (await makers[key]()).id;
  });
  return ids;
}
