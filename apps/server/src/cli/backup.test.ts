import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { makeSource, makeSubject, postOutlet } from '../../test/factories.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { writeBackup } from '../lib/backup.ts';
import { LocalStorage } from '../lib/storage.ts';
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
  }, 60_000);

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
