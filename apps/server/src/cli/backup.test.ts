import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createTestApp, logLinesOf, setupApp, type TestContext } from '../../test/app.ts';
import { adminUrl } from '../../test/db-template.ts';
import { startS3 } from '../../test/s3-server.ts';
import { makeSource, makeSubject, postOutlet } from '../../test/factories.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { openBackup, rowCounts, sequencesBehind, writeBackup } from '../lib/backup.ts';
import { LocalStorage } from '../lib/storage.ts';
import { openStorage } from '../plugins/context.ts';
import { backupsIn } from '../plugins/scheduled-backups.ts';
import { runBackup } from './backup.ts';
import { runMove } from './move.ts';
import { runRestore } from './restore.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'rasti-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const env = (dir: string) => ({ NODE_ENV: 'test', DATA_DIR: dir });

async function rowsById(db: Parameters<typeof writeBackup>[0], table: string): Promise<string[]> {
  const result = (await db.execute(
    sql.raw(`select row_to_json(t)::text as row from "${table}" t order by 1`),
  )) as unknown as { rows: { row: string }[] };
  return result.rows.map((r) => r.row);
}

/**
 * `npm run move` in a process of its own, told to stand still at `hold` (RASTI_MOVE_HOLD_AFTER), and
 * killed (SIGKILL: no goodbye) once it says it is there.
 */
async function moveKilledAt(hold: string, args: string[], moveEnv: Record<string, string>): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./move.ts', import.meta.url)), ...args],
    {
      env: { ...process.env, ...moveEnv, DATABASE_URL: '', RASTI_MOVE_HOLD_AFTER: hold },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const [kind, count] = hold.split(':');
  while (!output.includes(`held after ${kind} ${count}`)) {
    if (child.exitCode !== null)
      throw new Error(`the move ended (${child.exitCode}) before ${hold}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  await exited;
}

describe('backup and restore of an embedded site', () => {
  const { t, as } = setupApp({ actors: true });
  const file = path.join(work, 'site.tar.gz');

  it('backs up while outlets are being written and restores the same rows, files and answers into a new folder', async () => {
    // a published subject whose sources name an outlet: its tallies are kept by triggers
    const [first] = (await t.app.inject({ url: '/api/news/Media/?page_size=1', headers: as(3) })).json();
    const outlet =
      first ??
      ((
        await postOutlet(t, as(3), { name: 'پایه', english_name: 'Base', link: 'https://b.example' })
      ).json() as { id: number });
    const subject = await makeSubject(t, { title: 'ادعای نمونه' });
    await makeSource(t, { subjectId: subject.id, outletId: outlet.id });
    let writing = true;
    let written = 0;
    let stored = 0;
    const writer = (async () => {
      while (writing) {
        const res = await postOutlet(t, as(3), {
          name: `رسانه ${++written}`,
          english_name: `Outlet ${written}`,
          link: `https://o${written}.example`,
        });
        expect(res.statusCode, res.body).toBe(201);
        stored++;
      }
    })();
    while (stored < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const manifest = await writeBackup(t.app.db, t.app.storage, file, t.dataDir);
    writing = false;
    await writer;

    // the snapshot holds whole outlets: each one's row, and both of its logo files
    const outletTable = 'outlets';
    expect(manifest.tables[outletTable]).toBeGreaterThanOrEqual(3);
    expect(Object.keys(manifest.files).length).toBeGreaterThanOrEqual(2 * manifest.tables[outletTable]!);

    const target = path.join(work, 'restored');
    expect(await runRestore([file], env(target))).toMatch(/^Restored \d+ rows/);

    const restored = await openDatabase({ pgliteDir: path.join(target, 'pglite'), migrate: false });
    try {
      for (const [table, count] of Object.entries(manifest.tables)) {
        const [row] = (
          (await restored.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as {
            rows: { n: number }[];
          }
        ).rows;
        expect(row!.n, table).toBe(count);
      }
      // every table holds the backed-up rows, field by field (the trigger-kept tallies included)
      for (const table of Object.keys(manifest.tables)) {
        const backedUp = manifest.tables[table] ? (await rowsFromArchive(file, table)).sort() : [];
        expect((await rowsById(restored.db, table)).sort(), table).toEqual(backedUp);
      }
      // a new row takes an id past the restored ones
      const ids = (
        (await restored.db.execute(
          sql.raw(`select pg_get_serial_sequence('"${outletTable}"', 'id') as s`),
        )) as unknown as { rows: { s: string | null }[] }
      ).rows;
      if (ids[0]?.s) {
        const next = (
          (await restored.db.execute(sql.raw(`select nextval('${ids[0].s}')::int as n`))) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n;
        expect(next).toBeGreaterThan(manifest.tables[outletTable]!);
      }
    } finally {
      await restored.close();
    }
    // the restored site answers as the backed-up one did: its outlets (signed in with a restored session)
    // and their logos
    const config = loadConfig(env(target), { seedDemo: false, webDist: path.join(target, 'no-web') });
    const database = await openDatabase({ pgliteDir: path.join(target, 'pglite'), migrate: false });
    const app = await buildApp({ config, database });
    try {
      const listed = await app.inject({ url: '/api/news/Media/?page_size=100', headers: as(3) });
      expect(listed.statusCode, listed.body).toBe(200);
      const outlets = listed.json() as { id: number; logo: string }[];
      const backedUpIds = (await rowsFromArchive(file, outletTable)).map((row) => JSON.parse(row).id).sort();
      expect(outlets.map((o) => o.id).sort()).toEqual(backedUpIds);
      for (const outlet of outlets) {
        const logo = await app.inject({ url: outlet.logo });
        expect(logo.statusCode).toBe(200);
        const original = await t.app.inject({ url: outlet.logo });
        expect(logo.rawPayload.equals(original.rawPayload)).toBe(true);
      }
    } finally {
      await app.close();
      await database.close();
    }
    const files = new LocalStorage(path.join(target, 'uploads'));
    const keys: string[] = [];
    for await (const key of files.list()) keys.push(key);
    expect(keys.sort()).toEqual(Object.keys(manifest.files).sort());
    for (const key of keys) {
      const sum = createHash('sha256')
        .update(readFileSync(path.join(target, 'uploads', key)))
        .digest('hex');
      expect(sum).toBe(manifest.files[key]);
    }
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'moves the restored embedded site into PostgreSQL and the S3 server, again safely, and two processes serve it',
    async () => {
      const source = path.join(work, 'restored');
      const name = `rasti_data_safety_move_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      const s3 = await startS3();
      const apps: { app: FastifyInstance; database: Database }[] = [];
      try {
        const bucketEnv = {
          ...env(source),
          STORAGE_DRIVER: 's3',
          S3_BUCKET: 'rasti',
          S3_ENDPOINT: s3.endpoint,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        };
        const first = await runMove(['--database-url', databaseUrl, '--s3'], bucketEnv);
        expect(first).toContain('Copied the rows into PostgreSQL.');
        expect(first).toMatch(/Copied [1-9]\d* files into the bucket/);
        expect(first).toContain(`DATABASE_URL=${databaseUrl}`);
        expect(first).toContain('STORAGE_DRIVER=s3');
        expect(first).toContain('JWT_SECRET="$(cat');
        // run again (as after an interruption): nothing is copied twice, everything is verified again
        const again = await runMove(['--database-url', databaseUrl, '--s3'], bucketEnv);
        expect(again).toContain('already holds this site');
        expect(again).toContain('Copied 0 files into the bucket');

        for (let i = 0; i < 2; i++) {
          const config = loadConfig(
            { ...bucketEnv, DATABASE_URL: databaseUrl },
            { seedDemo: false, webDist: path.join(source, 'no-web') },
          );
          const database = await openDatabase({ databaseUrl, poolSize: 2 });
          apps.push({ app: await buildApp({ config, database }), database });
        }
        const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
        const list = async (app: FastifyInstance) => {
          const res = await app.inject({ url: '/api/news/Media/?page_size=100', headers: as(3) });
          expect(res.statusCode, res.body).toBe(200);
          return res.json() as { id: number; logo: string }[];
        };
        const before = await list(a.app);
        expect(await list(b.app)).toEqual(before);
        const backedUp = (await rowsFromArchive(file, 'outlets')).map((row) => JSON.parse(row).id);
        expect(before.map((o) => o.id).sort()).toEqual(backedUp.sort());
        // one process writes (a new id past the moved ones, its logo in the bucket), the other serves it
        const res = await postOutlet({ app: a.app } as TestContext, as(3), {
          name: 'رسانه پس از جابه‌جایی',
          english_name: 'After',
          link: 'https://after.example',
        });
        expect(res.statusCode, res.body).toBe(201);
        const added = res.json() as { id: number; logo: string };
        expect(added.id).toBeGreaterThan(Math.max(...backedUp));
        expect((await list(b.app)).map((o) => o.id)).toContain(added.id);
        const logo = await b.app.inject({ url: added.logo });
        expect(logo.statusCode).toBe(200);
        expect(logo.headers['content-type']).toBe('image/webp');
        const moved = await b.app.inject({ url: before[0]!.logo });
        expect(moved.rawPayload.equals((await t.app.inject({ url: before[0]!.logo })).rawPayload)).toBe(true);
      } finally {
        for (const { app, database } of apps) {
          await app.close();
          await database.close();
        }
        await s3.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
    120_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a move killed part-way (in the rows, then in the files) completes on the next run and verifies',
    async () => {
      const source = path.join(work, 'restored');
      const name = `rasti_data_safety_killed_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      const s3 = await startS3();
      const bucketEnv = {
        ...env(source),
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'rasti',
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
      const args = ['--database-url', databaseUrl, '--s3'];
      const countsIn = async (open: Parameters<typeof openDatabase>[0]) => {
        const database = await openDatabase(open);
        try {
          return { rows: await rowCounts(database.db), behind: await sequencesBehind(database.db) };
        } finally {
          await database.close();
        }
      };
      const bucket = await openStorage(loadConfig(bucketEnv));
      const inBucket = async () => {
        const keys: string[] = [];
        for await (const key of bucket.list()) keys.push(key);
        return keys.sort();
      };
      try {
        // what the site holds: every table's rows and every upload's checksum
        const site = await countsIn({ pgliteDir: path.join(source, 'pglite'), migrate: false });
        const uploads = new LocalStorage(path.join(source, 'uploads'));
        const sums: Record<string, string> = {};
        for await (const key of uploads.list()) {
          sums[key] = createHash('sha256')
            .update(readFileSync(path.join(source, 'uploads', key)))
            .digest('hex');
        }
        const keys = Object.keys(sums).sort();
        expect(keys.length).toBeGreaterThan(2);

        // killed with three tables' rows loaded: their transaction never committed, nothing is there
        await moveKilledAt('tables:3', args, bucketEnv);
        const afterRows = await countsIn({ databaseUrl, migrate: false, poolSize: 1 });
        expect(Object.entries(afterRows.rows).filter(([, n]) => n > 0)).toEqual([]);
        expect(await inBucket()).toEqual([]);

        // killed with every row in and two files put into the bucket
        await moveKilledAt('files:2', args, bucketEnv);
        expect((await countsIn({ databaseUrl, migrate: false, poolSize: 1 })).rows).toEqual(site.rows);
        expect(await inBucket()).toHaveLength(2);

        // the next run keeps the rows, sends only the missing files, and verifies everything
        const done = await runMove(args, bucketEnv);
        expect(done).toContain('already holds this site');
        expect(done).toContain(
          `Copied ${keys.length - 2} files into the bucket; ${keys.length} verified by checksum.`,
        );
        const moved = await countsIn({ databaseUrl, migrate: false, poolSize: 1 });
        expect(moved.rows).toEqual(site.rows);
        expect(moved.behind).toEqual([]);
        expect(await inBucket()).toEqual(keys);
        for (const key of keys) {
          const object = await (bucket.read ?? bucket.get)!.call(bucket, key);
          const hash = createHash('sha256');
          for await (const chunk of object!.body) hash.update(chunk as Buffer);
          expect(hash.digest('hex'), key).toBe(sums[key]);
        }
      } finally {
        bucket.close?.();
        await s3.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
    180_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'restores into an empty PostgreSQL database and refuses one that holds tables',
    async () => {
      const name = `rasti_data_safety_restore_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const target = { ...env(path.join(work, 'pg-restore')), DATABASE_URL: url.toString() };
      try {
        const opened = await openBackup(file);
        await opened.done();
        const { manifest } = opened;
        expect(await runRestore([file], target)).toMatch(/^Restored/);
        const database = await openDatabase({ databaseUrl: url.toString(), migrate: false, poolSize: 1 });
        try {
          for (const table of Object.keys(manifest.tables)) {
            const backedUp = manifest.tables[table] ? (await rowsFromArchive(file, table)).sort() : [];
            expect((await rowsById(database.db, table)).sort(), table).toEqual(backedUp);
          }
        } finally {
          await database.close();
        }
        await expect(runRestore([file], target)).rejects.toThrow(/already holds tables/);
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
    60_000,
  );

  it('refuses a data folder that already holds a database, and says why', async () => {
    await expect(runRestore([file], env(path.join(work, 'restored')))).rejects.toThrow(
      /already holds a database/,
    );
  });

  it('stops on a file that does not match the manifest, writing nothing', async () => {
    const unpacked = path.join(work, 'unpacked');
    rmSync(unpacked, { recursive: true, force: true });
    mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    const key = Object.keys(manifest.files)[0]!;
    writeFileSync(path.join(unpacked, 'uploads', key), 'not the logo');
    const tampered = path.join(work, 'tampered.tar.gz');
    await tar.create({ gzip: true, file: tampered, cwd: unpacked }, ['manifest.json', 'db', 'uploads']);
    const target = path.join(work, 'never');
    await expect(runRestore([tampered], env(target))).rejects.toThrow(`file ${key} does not match`);
    expect(() => readFileSync(path.join(target, 'pglite', 'PG_VERSION'))).toThrow();
  });
});

async function rowsFromArchive(file: string, table: string): Promise<string[]> {
  const dir = mkdtempSync(path.join(work, 'rows-'));
  await tar.extract({ file, cwd: dir });
  const lines = readFileSync(path.join(dir, 'db', `${table}.jsonl`), 'utf8')
    .trimEnd()
    .split('\n');
  return lines;
}

describe('a backup of tables larger than a page', () => {
  const { t } = setupApp();

  it('reads each table a page at a time through a cursor and writes every row once', async () => {
    for (let i = 0; i < 7; i++) await makeSubject(t, { title: `موضوعی برای پشتیبان ${i}` });
    const subjects = (await rowsById(t.app.db, 'subjects')).length;
    // pages of 3, and pages of exactly the table's rows (the last fetch then finds none)
    for (const rowsAtATime of [3, subjects]) {
      const file = path.join(work, `paged-${rowsAtATime}.tar.gz`);
      const manifest = await writeBackup(t.app.db, t.app.storage, file, undefined, rowsAtATime);
      const opened = await openBackup(file);
      try {
        for (const table of ['subjects', 'users']) {
          const written = readFileSync(path.join(opened.dir, 'db', `${table}.jsonl`), 'utf8')
            .split('\n')
            .filter(Boolean);
          expect(written.sort()).toEqual((await rowsById(t.app.db, table)).sort());
          expect(manifest.tables[table]).toBe(written.length);
        }
        expect(manifest.tables.subjects).toBeGreaterThanOrEqual(7);
      } finally {
        await opened.done();
      }
    }
  });
});

describe('scheduled backups in the server process', () => {
  const dir = path.join(work, 'scheduled');
  const { t } = setupApp({ config: { backup: { dir, everyMs: 200, keep: 2 } } });

  it('writes a whole backup on schedule and keeps the newest BACKUP_KEEP', async () => {
    const seen = new Set<string>();
    while (seen.size < 4) {
      for (const backup of await backupsIn(dir)) seen.add(backup.file);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await t.app.close();
    const kept = await backupsIn(dir);
    expect(kept).toHaveLength(2);
    expect([...seen].sort().slice(-2).reverse()).toEqual(kept.map((b) => b.file));
    const opened = await openBackup(kept[0]!.file);
    expect(Object.keys(opened.manifest.tables)).toContain('users');
    // an embedded site's generated secrets go along; on PostgreSQL they come from the environment
    expect(Object.keys(opened.manifest.secrets)).toEqual(
      t.database.kind === 'pglite' ? ['jwt_secret.key', 'hash_key.key', 'offline_signing_key.pem'] : [],
    );
    await opened.done();
  }, 60_000);
});

describe('a scheduled backup that fails', () => {
  it('logs the failure with its reason and tries again on time, succeeding once the folder is usable', async () => {
    // a file where the backups' folder should be: every backup fails (the folder cannot be made) until it is replaced
    const dir = path.join(work, 'blocked');
    writeFileSync(dir, 'not a folder');
    const t = await createTestApp({ logLevel: 'info', backup: { dir, everyMs: 200, keep: 2 } });
    const lines = logLinesOf(t.app);
    try {
      const failures = () =>
        lines
          .map(
            (line) =>
              JSON.parse(line) as { level: number; msg: string; file?: string; err?: { message?: string } },
          )
          .filter((line) => line.msg === 'Backup failed');
      while (failures().length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      const [failure] = failures();
      expect(failure?.level).toBe(50);
      expect(failure?.file?.startsWith(`${dir}${path.sep}rasti-backup-`)).toBe(true);
      expect(failure?.err?.message).toMatch(/EEXIST|ENOTDIR/);
      // once the folder is there, the next backup on the schedule is written (its file appears when the
      // writing starts, the line when it is done: the wait is for the line)
      rmSync(dir);
      mkdirSync(dir);
      const written = () => lines.some((line) => line.includes('"msg":"Backup written"'));
      while (!written()) await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await backupsIn(dir)).length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('npm run backup', () => {
  it('backs up a stopped embedded site, and refuses one a running server holds, saying what to do', async () => {
    const site = path.join(work, 'restored');
    const out = path.join(work, 'cli.tar.gz');
    expect(await runBackup(['--out', out], env(site))).toMatch(
      /^Backed up \d+ rows in \d+ tables and [1-9]\d* files/,
    );
    const written = await openBackup(out);
    expect(written.manifest.files).not.toEqual({});
    await written.done();
    writeFileSync(path.join(site, 'server.lock'), String(process.ppid));
    try {
      await expect(runBackup(['--out', out], env(site))).rejects.toThrow(/BACKUP_EVERY_HOURS/);
    } finally {
      rmSync(path.join(site, 'server.lock'));
    }
  });
});
