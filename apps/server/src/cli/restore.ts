// `npm run restore -- FILE`: restores a backup into the configured site, which must be empty.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/lock.ts';
import { BackupError, loadBackup, openBackup } from '../lib/backup.ts';
import { openStorage } from '../plugins/context.ts';
import { UsageError } from './admin.ts';

const entries = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

export async function runRestore(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const file = args.find((a) => a !== '--');
  if (!file) throw new UsageError('Usage: npm run restore -- FILE');
  const config = loadConfig(env);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && entries(pgliteDir).length > 0) {
    throw new BackupError(
      `${pgliteDir} already holds a database: restore into an empty data folder (DATA_DIR) so no site is overwritten.`,
    );
  }
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
      );
      if (rows[0]!.n > 0) {
        throw new BackupError(
          'the database at DATABASE_URL already holds tables: restore into an empty database so no site is overwritten.',
        );
      }
    } finally {
      await client.end();
    }
  }
  const backup = await openBackup(file);
  try {
    const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
    try {
      const database = await openDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: config.databaseUrl ? undefined : pgliteDir,
        poolSize: 1,
      });
      const storage = await openStorage(config);
      try {
        let stored = 0;
        for await (const _ of storage.list()) {
          stored++;
          break;
        }
        if (stored) throw new BackupError('the upload store already holds files: restore into an empty one.');
        await loadBackup(database.db, storage, backup, config.databaseUrl ? undefined : config.dataDir);
      } finally {
        storage.close?.();
        await database.close();
      }
    } finally {
      release();
    }
  } finally {
    await backup.done();
  }
  const rows = Object.values(backup.manifest.tables).reduce((a, b) => a + b, 0);
  return `Restored ${rows} rows and ${Object.keys(backup.manifest.files).length} files from ${file} (taken ${backup.manifest.createdAt}).`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runRestore(process.argv.slice(2)).then(
    (line) => console.log(line),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}
