import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Role } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { bootstrapData } from '../../bootstrap.ts';
import { runAdminCommand } from '../../cli/admin.ts';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { ensureSuperAdmin } from './users.service.ts';

const { t } = setupApp({ config: { adminMobile: '09120009999' } });

const byMobile = async (mobile: string) =>
  (await t.app.db.select().from(users).where(eq(users.mobile, mobile)))[0];

describe('ensureSuperAdmin', () => {
  it('creates the account once and changes nothing the second time', async () => {
    const first = await ensureSuperAdmin({ db: t.app.db, mobile: '09120001111' });
    expect(first.outcome).toBe('created');
    const row = await byMobile('09120001111');
    expect(row).toMatchObject({
      id: first.id,
      role: Role.SuperAdmin,
      isActive: true,
      searchText: '09120001111',
    });
    const second = await ensureSuperAdmin({ db: t.app.db, mobile: '۰۹۱۲۰۰۰۱۱۱۱' });
    expect(second).toEqual({ id: first.id, outcome: 'unchanged' });
    expect(await byMobile('09120001111')).toEqual(row);
    expect(await t.app.db.select().from(users).where(eq(users.mobile, '09120001111'))).toHaveLength(1);
  });

  it('promotes and unblocks an existing account, keeping its details', async () => {
    const existing = await makeUser(t, { role: Role.Editor, isActive: false, firstName: 'پریسا' });
    expect(await ensureSuperAdmin({ db: t.app.db, mobile: existing.mobile })).toEqual({
      id: existing.id,
      outcome: 'promoted',
    });
    expect(await byMobile(existing.mobile)).toMatchObject({
      role: Role.SuperAdmin,
      isActive: true,
      firstName: 'پریسا',
    });
  });

  it('refuses something that is not a mobile', async () => {
    await expect(ensureSuperAdmin({ db: t.app.db, mobile: '12345' })).rejects.toThrow(/not a mobile/);
  });

  it('runs from ADMIN_MOBILE at start-up, idempotently', async () => {
    await bootstrapData(t.app);
    await bootstrapData(t.app);
    expect(await t.app.db.select().from(users).where(eq(users.mobile, '09120009999'))).toMatchObject([
      { role: Role.SuperAdmin, isActive: true },
    ]);
  });
});

describe('npm run admin (the CLI)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-cli-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const env = (dir: string) => ({ NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: '' });

  const onPostgres = process.env.TEST_DB === 'postgres';

  it.runIf(onPostgres)(
    'makes a mobile an active super admin in the PostgreSQL of DATABASE_URL',
    async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `rasti_cli_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
        const url = new URL(base);
        url.pathname = `/${name}`;
        const line = await runAdminCommand(['09121234567'], {
          ...env(dataDir),
          DATABASE_URL: url.toString(),
        });
        expect(line).toBe('09121234567 (user 1) created as an active super admin.');
        const database = await openDatabase({ databaseUrl: url.toString(), migrate: false, poolSize: 1 });
        try {
          expect(await database.db.select().from(users)).toMatchObject([
            { mobile: '09121234567', role: Role.SuperAdmin, isActive: true },
          ]);
        } finally {
          await database.close();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );

  it.runIf(!onPostgres)(
    'makes a mobile an active super admin in the embedded database and releases the folder',
    async () => {
      const line = await runAdminCommand(['--', '۰۹۱۲۱۲۳۴۵۶۷'], env(dataDir));
      expect(line).toBe('09121234567 (user 1) created as an active super admin.');
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        const rows = await database.db.select().from(users);
        expect(rows).toMatchObject([{ mobile: '09121234567', role: Role.SuperAdmin, isActive: true }]);
      } finally {
        await database.close();
      }
    },
    240_000,
  );

  it('refuses while a running server holds the data folder', async () => {
    const locked = mkdtempSync(path.join(os.tmpdir(), 'rasti-cli-locked-'));
    try {
      // our parent process is alive and is not us: it stands for the server holding the folder
      writeFileSync(path.join(locked, 'server.lock'), String(process.ppid));
      await expect(runAdminCommand(['09121234567'], env(locked))).rejects.toThrow(/in use by another server/);
    } finally {
      rmSync(locked, { recursive: true, force: true });
    }
  });

  it('runs as a script: a wrong mobile is refused with the usage and exit code 2', async () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const run = promisify(execFile);
    const err = await run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', '--', '0912'], {
      cwd: serverDir,
      env: { ...process.env, ...env(dataDir) },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(err).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Usage: npm run admin -- 09121234567/),
    });
  }, 120_000);
});
