import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { FileStorage } from './storage.ts';

/**
 * A site's backup (ADR 31): one gzipped tar holding manifest.json, db/<table>.jsonl (each row as
 * PostgreSQL's own JSON of it) and uploads/<key>. The rows are read in one REPEATABLE READ, read-only
 * transaction, so a write in progress is wholly in or wholly out; the same format restores into PGlite or
 * PostgreSQL.
 */
export interface Manifest {
  format: 1;
  createdAt: string;
  /** migrations applied to the backed-up database: a restore needs the same schema */
  migrations: number;
  /** rows per table */
  tables: Record<string, number>;
  /** sha256 (hex) per upload key */
  files: Record<string, string>;
  /** sha256 (hex) per secret file of the data folder carried along (KEY_FILES) */
  secrets: Record<string, string>;
}

export class BackupError extends Error {}

type Runner = Pick<Db, 'execute'>;
const rowsOf = async <T>(db: Runner, query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

/**
 * Tables whose rows a migration writes (reference data, part of the schema like a function): every migrated
 * database already holds them, so a backup neither carries nor compares them (the Jalali calendar's Nowruz
 * dates of the outlet record, docs/decisions/0034).
 */
const SCHEMA_DATA_TABLES = new Set(['jalali_years']);

/** The site's tables (schema public), parents before the tables that refer to them. */
export async function tablesInOrder(db: Runner): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !SCHEMA_DATA_TABLES.has(name));
  const refs = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (done.has(table)) return;
    if (visiting.has(table)) throw new BackupError(`the tables' foreign keys form a cycle at ${table}`);
    visiting.add(table);
    for (const ref of refs) if (ref.child === table && ref.parent !== table) visit(ref.parent);
    visiting.delete(table);
    done.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function appliedMigrations(db: Runner): Promise<number> {
  const [found] = await rowsOf<{ t: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!found?.t) return 0;
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row!.n;
}

export const sha256 = async (file: string) => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
};

/**
 * The secrets generated into the data folder outside production (config.ts): sessions, tokens, hashed
 * mobiles and the offline edition's signature depend on them, so an embedded site's backup carries them and a restore puts them back.
 */
const KEY_FILES = ['jwt_secret.key', 'hash_key.key', 'offline_signing_key.pem'];

/** Rows per table of the site, for comparing a copy with its manifest. */
export async function rowCounts(db: Runner): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesInOrder(db)) {
    const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${quote(table)}`));
    counts[table] = row!.n;
  }
  return counts;
}

const serialColumns = (db: Runner) =>
  rowsOf<{ seq: string; tab: string; col: string }>(
    db,
    sql`select pg_get_serial_sequence(quote_ident(table_name), column_name) as seq, table_name as tab, column_name as col
        from information_schema.columns
        where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );

/** Id sequences that would hand out an id already taken (not past their table's largest id). */
export async function sequencesBehind(db: Runner): Promise<string[]> {
  const behind: string[] = [];
  for (const { seq, tab, col } of await serialColumns(db)) {
    const [row] = await rowsOf<{ ok: boolean }>(
      db,
      sql.raw(
        `select coalesce((select max(${quote(col)}) from ${quote(tab)}), 0) < (select case when is_called then last_value + 1 else last_value end from ${seq}) as ok`,
      ),
    );
    if (!row?.ok) behind.push(seq);
  }
  return behind;
}

/**
 * Writes the site's backup to `out` (a .tar.gz); answers its manifest. `dataDir`: the folder whose
 * generated secrets (KEY_FILES) go along, where there are any.
 */
/**
 * Rows read at a time while a table is written out. A scheduled backup runs in the server's process, and a
 * table read whole (the large seed's 500 000 sources, row_to_json text of them all) would have to fit in its
 * heap and, on PGlite, in its WebAssembly memory, which never gives back what it grew to. Read through a
 * cursor in the snapshot's transaction, a page at a time, written before the next is read, a table costs
 * one page of memory, and between pages (each write waits for the disk) the server answers what it can.
 */
export const DUMP_ROWS = 1_000;

export async function writeBackup(
  db: Db,
  storage: FileStorage,
  out: string,
  dataDir?: string,
  rowsAtATime = DUMP_ROWS,
): Promise<Manifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'rasti-backup-'));
  try {
    await mkdir(path.join(staging, 'db'));
    const tables: Record<string, number> = {};
    let migrations = 0;
    await db.transaction(
      async (tx) => {
        migrations = await appliedMigrations(tx);
        for (const table of await tablesInOrder(tx)) {
          const file = await open(path.join(staging, 'db', `${table}.jsonl`), 'w');
          let count = 0;
          await tx.execute(
            sql.raw(
              `declare rasti_dump no scroll cursor for select row_to_json(t)::text as row from ${quote(table)} t`,
            ),
          );
          try {
            for (;;) {
              const rows = await rowsOf<{ row: string }>(tx, sql.raw(`fetch ${rowsAtATime} from rasti_dump`));
              if (rows.length > 0) await file.write(rows.map((r) => `${r.row}\n`).join(''));
              count += rows.length;
              if (rows.length < rowsAtATime) break;
            }
          } finally {
            await file.close();
          }
          await tx.execute(sql.raw('close rasti_dump'));
          tables[table] = count;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // uploads are written before the rows that name them and never changed after, so every file a row of
    // the snapshot names is already stored; a file stored since is carried along unnamed, which is harmless
    const files: Record<string, string> = {};
    for await (const key of storage.list()) {
      const object = storage.read ? await storage.read(key) : await storage.get?.(key);
      if (!object) continue; // deleted since it was listed
      const file = path.join(staging, 'uploads', key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(object.body, createWriteStream(file));
      files[key] = await sha256(file);
    }
    const secrets: Record<string, string> = {};
    for (const name of dataDir ? KEY_FILES : []) {
      const key = await readFile(path.join(dataDir!, name)).catch(() => null);
      if (!key) continue;
      await mkdir(path.join(staging, 'keys'), { recursive: true });
      await writeFile(path.join(staging, 'keys', name), key, { mode: 0o600 });
      secrets[name] = createHash('sha256').update(key).digest('hex');
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      files,
      secrets,
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    const partial = `${out}.partial`;
    // tar is imported by the first backup or restore, not by every server (docs/decisions/0021)
    const tar = await import('tar');
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, await readdir(staging));
    // a backup is whole or absent: a crash while writing leaves only the .partial file
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks a backup into a temporary folder and checks every file against its manifest. */
export async function openBackup(
  file: string,
): Promise<{ dir: string; manifest: Manifest; done(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rasti-restore-'));
  const done = () => rm(dir, { recursive: true, force: true });
  try {
    const tar = await import('tar');
    await tar.extract({ file, cwd: dir, strict: true });
    let manifest: Manifest;
    try {
      manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      throw new BackupError(`${file} is not a Rasti backup: it has no readable manifest.json.`);
    }
    if (manifest.format !== 1) throw new BackupError(`unknown backup format ${manifest.format}`);
    for (const [table, count] of Object.entries(manifest.tables)) {
      const text = await readFile(path.join(dir, 'db', `${table}.jsonl`), 'utf8').catch(() => '');
      const lines = text === '' ? 0 : text.split('\n').length - 1;
      if (lines !== count)
        throw new BackupError(`table ${table}: the manifest says ${count} rows, the backup holds ${lines}.`);
    }
    const checked = [
      ...Object.entries(manifest.files).map(([key, sum]) => [key, path.join(dir, 'uploads', key), sum]),
      ...Object.entries(manifest.secrets ?? {}).map(([name, sum]) => [
        name,
        path.join(dir, 'keys', name),
        sum,
      ]),
    ];
    for (const [key, file, sum] of checked) {
      const actual = await sha256(file!).catch(() => 'missing');
      if (actual !== sum)
        throw new BackupError(`file ${key} does not match the manifest's checksum (${actual}).`);
    }
    return { dir, manifest, done };
  } catch (error) {
    await done();
    throw error;
  }
}

/**
 * Loads an opened backup into a migrated database that holds no site yet (rows a migration put there
 * are replaced by the backup's), in one transaction, then moves every id sequence past its largest id.
 */
export async function loadBackup(
  db: Db,
  /** where the uploads go; null leaves them (a move that keeps its upload folder) */
  storage: FileStorage | null,
  backup: { dir: string; manifest: Manifest },
  dataDir?: string,
  /** called inside the transaction after each table's rows are in (the interrupted-move test stops there) */
  afterTable?: (table: string, loaded: number) => Promise<void>,
): Promise<void> {
  const migrations = await appliedMigrations(db);
  if (migrations !== backup.manifest.migrations) {
    throw new BackupError(
      `the backup was taken with ${backup.manifest.migrations} migrations applied, this code has ${migrations}: restore it with the same version of Rasti.`,
    );
  }
  const order = await tablesInOrder(db);
  const missing = Object.keys(backup.manifest.tables).filter((t) => !order.includes(t));
  if (missing.length)
    throw new BackupError(`the backup has tables this database lacks: ${missing.join(', ')}`);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${order.map(quote).join(', ')} cascade`));
    // the tallies kept by triggers (subject_tallies, outlet_scores) are restored as they were backed up:
    // their triggers must not count the restored rows a second time; foreign keys stay checked
    for (const table of order) await tx.execute(sql.raw(`alter table ${quote(table)} disable trigger user`));
    let loaded = 0;
    for (const table of order) {
      if (!backup.manifest.tables[table]) continue;
      const text = await readFile(path.join(backup.dir, 'db', `${table}.jsonl`), 'utf8');
      const rows = `[${text.trimEnd().split('\n').join(',')}]`;
      // one statement per table: its foreign keys (a table's own included) are checked at its end
      await tx.execute(
        sql`insert into ${sql.raw(quote(table))} select * from json_populate_recordset(null::${sql.raw(quote(table))}, ${rows}::json)`,
      );
      await afterTable?.(table, ++loaded);
    }
    for (const table of order) await tx.execute(sql.raw(`alter table ${quote(table)} enable trigger user`));
    const serials = await serialColumns(tx);
    for (const { seq, tab, col } of serials) {
      await tx.execute(
        sql.raw(
          `select setval('${seq.replaceAll("'", "''")}', coalesce((select max(${quote(col)}) from ${quote(tab)}), 0) + 1, false)`,
        ),
      );
    }
  });
  for (const name of dataDir ? Object.keys(backup.manifest.secrets ?? {}) : []) {
    await writeFile(path.join(dataDir!, name), await readFile(path.join(backup.dir, 'keys', name)), {
      mode: 0o600,
    });
  }
  for (const key of storage ? Object.keys(backup.manifest.files) : []) {
    await storage!.put(key, await readFile(path.join(backup.dir, 'uploads', key)), contentTypeOf(key));
  }
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** Local files carry no type; a bucket needs one, named by the key's extension as the server stores it. */
export const contentTypeOf = (key: string) => TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
