import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cleanHtml } from './html.ts';
import { startSanitiser } from './sanitiser-thread.ts';

// Rich HTML (a subject's or review's content, a site page's body) is cleaned with the allow-list when it
// is written, by every path that writes it (docs/decisions/0018-stored-html-is-trusted-on-the-way-out.md),
// and served as stored: the API does not clean it again on every read, and a server that only reads never
// loads the sanitiser (jsdom). The browser still cleans it before display (SafeHtml).
//
// Rows written before a path cleaned, or cleaned with an older allow-list, are cleaned once by
// `cleanStoredHtml` at start: the database carries the allow-list's version it was cleaned with (a comment
// on the subjects table, so no migration), and until a database is known clean its HTML is cleaned on the
// way out as before. That cleaning runs the sanitiser in a thread of its own (stored-html-worker.ts), which
// ends with it: jsdom's modules and a large catalogue's garbage (about 2 GB on 120 000 rows when it ran on
// the main thread) are never the server's. The main thread reads and writes the rows, in batches.

/**
 * The allow-list's version. Raise it whenever lib/html.ts lets less through (a tag, attribute, style or
 * link scheme dropped): every stored row is then cleaned again at the next start.
 */
export const STORED_HTML_RULES = 1;
const MARK = `rasti:stored-html-clean:${STORED_HTML_RULES}`;

/** The columns holding rich HTML, by table and key. */
const HTML_COLUMNS = [
  { table: 'subjects', key: 'id', column: 'content' },
  { table: 'reviews', key: 'id', column: 'content' },
  { table: 'site_pages', key: 'key', column: 'body' },
] as const;
const BATCH = 500;

/** Databases whose stored HTML is known clean (per database: a process may hold several, as tests do). */
const cleanDatabases = new WeakSet<Db>();

/** Stored rich HTML as it goes out: as stored once the database is known clean, else cleaned now. */
export const storedHtml = (db: Db, html: string): string => (cleanDatabases.has(db) ? html : cleanHtml(html));

const markOf = async (db: Db): Promise<string | null> => {
  const { rows } = (await db.execute(
    sql`select obj_description('subjects'::regclass, 'pg_class') as mark`,
  )) as unknown as { rows: { mark: string | null }[] };
  return rows[0]?.mark ?? null;
};

/**
 * Makes sure every stored HTML column is clean under the current allow-list: nothing to do (one query)
 * when the database says so; otherwise each row is cleaned (and rewritten only where that changes it),
 * then the database is marked. Answers how many rows were rewritten.
 */
export async function cleanStoredHtml(db: Db, log: (message: string) => void = () => {}): Promise<number> {
  if ((await markOf(db)) === MARK) {
    cleanDatabases.add(db);
    return 0;
  }
  const sanitiser = startSanitiser();
  let rewritten = 0;
  try {
    for (const { table, key, column } of HTML_COLUMNS) {
      let after: string | number | null = null;
      for (;;) {
        const { rows } = (await db.execute(sql`
          select ${sql.identifier(key)} as key, ${sql.identifier(column)} as html
          from ${sql.identifier(table)}
          ${after === null ? sql`` : sql`where ${sql.identifier(key)} > ${after}`}
          order by ${sql.identifier(key)} limit ${BATCH}`)) as unknown as {
          rows: { key: string | number; html: string }[];
        };
        const cleaned = rows.length ? await sanitiser.clean(rows.map((row) => row.html)) : [];
        for (const [at, row] of rows.entries()) {
          const clean = cleaned[at] as string;
          if (clean === row.html) continue;
          await db.execute(
            // only if nobody rewrote it meanwhile (another process's write is clean already)
            sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${clean}
                where ${sql.identifier(key)} = ${row.key} and ${sql.identifier(column)} = ${row.html}`,
          );
          rewritten++;
        }
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1]!.key;
      }
    }
  } finally {
    await sanitiser.close();
  }
  await markStoredHtmlClean(db);
  log(`stored HTML: cleaned with allow-list ${STORED_HTML_RULES}, ${rewritten} rows rewritten`);
  return rewritten;
}

/**
 * Marks the database's stored HTML clean under the current allow-list, for a writer that wrote only clean
 * HTML outside the app's services (the large seed writes `<p>` around words of fixed lists), so the next
 * start does not clean every row again.
 */
export async function markStoredHtmlClean(db: Db): Promise<void> {
  await db.execute(sql.raw(`comment on table subjects is '${MARK}'`));
  cleanDatabases.add(db);
}
