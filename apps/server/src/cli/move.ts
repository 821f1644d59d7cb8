// `npm run move -- --database-url URL [--s3]`: copies the embedded site (PGlite and its upload folder) into
// a PostgreSQL database and, with --s3, the bucket that the S3_* settings name (ADR 31).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/lock.ts';
import {
  BackupError,
  contentTypeOf,
  loadBackup,
  openBackup,
  rowCounts,
  sequencesBehind,
  writeBackup,
} from '../lib/backup.ts';
import { type FileStorage, LocalStorage } from '../lib/storage.ts';
import { openStorage } from '../plugins/context.ts';
import { UsageError } from './admin.ts';

const USAGE = 'Usage: npm run move -- --database-url postgres://user:password@host:5432/rasti [--s3]';

async function checksumOf(storage: FileStorage, key: string): Promise<string | null> {
  const object = await (storage.read ?? storage.get)?.call(storage, key);
  if (!object) return null;
  const hash = createHash('sha256');
  for await (const chunk of object.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * For the interrupted-move test only: RASTI_MOVE_HOLD_AFTER=tables:N (or files:N) makes the move print
 * 'held after tables N' once N tables' rows are loaded (inside their transaction), or N files are put into
 * the bucket, and then stand still, so the test kills the process at a known point. Unset, nothing waits.
 */
function holdPoint(setting: string | undefined): (kind: 'tables' | 'files', count: number) => Promise<void> {
  const [wanted, at] = (setting ?? '').split(':');
  const after = Number(at);
  if (!(wanted === 'tables' || wanted === 'files') || !(after > 0)) return async () => {};
  return async (kind, count) => {
    if (kind !== wanted || count !== after) return;
    console.log(`held after ${kind} ${count}`);
    await new Promise(() => setInterval(() => {}, 60_000));
  };
}

export async function runMove(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const at = args.indexOf('--database-url');
  const databaseUrl = at >= 0 ? args[at + 1] : undefined;
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new UsageError(USAGE);
  const toBucket = args.includes('--s3');
  const hold = holdPoint(env.RASTI_MOVE_HOLD_AFTER);
  if (env.DATABASE_URL) {
    throw new UsageError('move copies an embedded site: unset DATABASE_URL (the target is --database-url).');
  }
  const config = loadConfig(env);
  if (toBucket && config.storage.driver !== 's3') {
    throw new UsageError(
      '--s3 copies the uploads into the bucket that S3_BUCKET names (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): set them first.',
    );
  }
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!existsSync(pgliteDir)) throw new BackupError(`${pgliteDir} holds no embedded site to move.`);
  const lines: string[] = [];
  // the embedded site must be stopped: PGlite has no lock between processes (db/lock.ts)
  const release = lockDataDir(config.dataDir);
  const work = await mkdtemp(path.join(os.tmpdir(), 'rasti-move-'));
  try {
    const source = await openDatabase({ pgliteDir, migrate: false });
    const file = path.join(work, 'site.tar.gz');
    try {
      await writeBackup(source.db, new LocalStorage(path.join(config.dataDir, 'uploads')), file);
    } finally {
      await source.close();
    }
    const backup = await openBackup(file);
    try {
      const target = await openDatabase({ databaseUrl, poolSize: 2 });
      try {
        const before = await rowCounts(target.db);
        const same = Object.entries(backup.manifest.tables).every(([t, n]) => before[t] === n);
        const empty = Object.values(before).every((n) => n === 0);
        if (same && !empty) {
          lines.push(
            'The database already holds this site (an earlier run copied it): rows left as they are.',
          );
        } else if (empty) {
          // one transaction: an interrupted run leaves the database as it found it
          await loadBackup(target.db, null, backup, undefined, (_table, loaded) => hold('tables', loaded));
          lines.push('Copied the rows into PostgreSQL.');
        } else {
          const [table] = Object.entries(before).filter(
            ([t, n]) => n !== (backup.manifest.tables[t] ?? 0),
          )[0]!;
          throw new BackupError(
            `the database at --database-url holds other rows (table ${table}: ${before[table]}, the embedded site has ${backup.manifest.tables[table] ?? 0}): move into an empty database.`,
          );
        }
        const after = await rowCounts(target.db);
        for (const [table, n] of Object.entries(backup.manifest.tables)) {
          if (after[table] !== n)
            throw new BackupError(`table ${table}: ${after[table]} rows copied of ${n}.`);
        }
        const behind = await sequencesBehind(target.db);
        if (behind.length) throw new BackupError(`id sequences behind their tables: ${behind.join(', ')}`);
        lines.push(`Verified ${Object.keys(after).length} tables' row counts and the id sequences.`);
      } finally {
        await target.close();
      }

      if (toBucket) {
        const bucket = await openStorage(config);
        try {
          let copied = 0;
          for (const [key, sum] of Object.entries(backup.manifest.files)) {
            // a file an earlier run stored whole is kept; a missing or different one is (re)written
            if ((await checksumOf(bucket, key)) === sum) continue;
            await bucket.put(key, await readFile(path.join(backup.dir, 'uploads', key)), contentTypeOf(key));
            copied++;
            if ((await checksumOf(bucket, key)) !== sum)
              throw new BackupError(`${key} differs in the bucket.`);
            await hold('files', copied);
          }
          lines.push(
            `Copied ${copied} files into the bucket; ${Object.keys(backup.manifest.files).length} verified by checksum.`,
          );
        } finally {
          bucket.close?.();
        }
      }
    } finally {
      await backup.done();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
    release();
  }

  const settings = [`DATABASE_URL=${databaseUrl}`];
  if (toBucket && config.storage.driver === 's3') {
    const s3 = config.storage.s3;
    settings.push('STORAGE_DRIVER=s3', `S3_BUCKET=${s3.bucket}`, `S3_REGION=${s3.region}`);
    if (s3.endpoint) settings.push(`S3_ENDPOINT=${s3.endpoint}`);
    if (!s3.forcePathStyle) settings.push('S3_FORCE_PATH_STYLE=false');
    if (s3.prefix) settings.push(`S3_PREFIX=${s3.prefix}`);
    if (s3.publicUrl) settings.push(`S3_PUBLIC_URL=${s3.publicUrl}`);
    settings.push('S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… (as now)');
  } else {
    settings.push(
      `DATA_DIR=${config.dataDir} (uploads stay in its uploads folder: one machine only; --s3 moves them)`,
    );
  }
  // sessions and hashed mobiles were made with these, and the offline edition is signed with the last:
  // every process needs the same ones
  for (const [name, file] of [
    ['JWT_SECRET', 'jwt_secret.key'],
    ['HASH_KEY', 'hash_key.key'],
    ['OFFLINE_SIGNING_KEY', 'offline_signing_key.pem'],
  ] as const) {
    if (!env[name] && existsSync(path.join(config.dataDir, file)))
      settings.push(`${name}="$(cat ${path.join(config.dataDir, file)})"`);
  }
  return [...lines, '', 'From now on run every server process with:', ...settings.map((s) => `  ${s}`)].join(
    '\n',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runMove(process.argv.slice(2)).then(
    (text) => console.log(text),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}
