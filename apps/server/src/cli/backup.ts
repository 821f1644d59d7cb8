// `npm run backup -- --out FILE`: writes the configured site's backup (database rows and uploads) to FILE.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/lock.ts';
import { BackupError, writeBackup } from '../lib/backup.ts';
import { openStorage } from '../plugins/context.ts';
import { UsageError } from './admin.ts';

export async function runBackup(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const at = args.indexOf('--out');
  const out = at >= 0 ? args[at + 1] : undefined;
  if (!out) throw new UsageError('Usage: npm run backup -- --out FILE (e.g. rasti-backup.tar.gz)');
  const config = loadConfig(env);
  // PGlite has no lock between processes: on the embedded database the folder must not be in use (ADR 31)
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      throw new BackupError(
        `${(error as Error).message}\nA running embedded site takes its own backups: start it with BACKUP_EVERY_HOURS (and BACKUP_DIR, BACKUP_KEEP), or stop it for this command.`,
      );
    }
  }
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
      migrate: false,
      poolSize: 1,
    });
    const storage = await openStorage(config);
    try {
      const manifest = await writeBackup(
        database.db,
        storage,
        out,
        config.databaseUrl ? undefined : config.dataDir,
      );
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      return `Backed up ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${Object.keys(manifest.files).length} files to ${out}.`;
    } finally {
      storage.close?.();
      await database.close();
    }
  } finally {
    release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runBackup(process.argv.slice(2)).then(
    (line) => console.log(line),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}
