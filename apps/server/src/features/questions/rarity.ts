import { setImmediate as requestsTurn } from 'node:timers/promises';
import { Status } from '@rasti/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';

// How rare each word of the published subjects' and reviews' match text is (ADR 0013): the
// document frequency of every normalised word, computed in SQL over the same text the matcher compares
// (title and the abstract's opening) and held in memory per process and per database. It is read on every
// 'already checked?' call and refreshed lazily: after REFRESH_MS, or at once when new subjects or reviews
// have been added past 1% of the count (a cheap max(id) probe); a large table is recounted in the
// background while the old figures keep answering. A small catalogue is recounted as soon as its published
// texts change, which a one-row fingerprint of them tells (see SMALL).

/** Figures older than this are recounted (in the background once there are many). */
export const RARITY_REFRESH_MS = 5 * 60_000;
/**
 * Below this many documents the figures are recounted as soon as the published texts change (their
 * fingerprint, asked on every call), so a subject published a moment ago weighs as it should. Above it
 * they are recounted only when stale: a caller (the public 'already checked?' route) must not be able to
 * make the server count a large catalogue's words per request. The small catalogue was once recounted on
 * every call, and that count (every word of every text split and stemmed by regular expressions, in
 * PGlite's WebAssembly) was most of a tipline update's cost under a flood: twice per update, matched and
 * grouped (ADR 27's addendum).
 */
const SMALL = 500;
/** The max(id) probe is asked at most this often. */
const PROBE_MS = 10_000;

export interface Rarity {
  /** published subjects and reviews counted */
  docs: number;
  /** documents containing each word */
  df: Map<string, number>;
}

interface Entry {
  rarity: Rarity;
  at: number;
  probedAt: number;
  mark: number;
  /** the published texts' fingerprint when a small catalogue was counted (undefined: not taken) */
  texts?: string;
  pending?: Promise<void>;
}

const cache = new WeakMap<object, Entry>();
const firstCounts = new WeakMap<object, Promise<Entry>>();

/**
 * The match text of a subject (`s`) or review (`r`) row, the expression the matcher compares and indexes
 * (matching.ts, titleText): the rarity counts the words of exactly that text.
 */
export const matchTextOf = (alias: 's' | 'r') =>
  `left(${alias}.search_text, char_length(${alias}.title) + 80)`;

/**
 * The words of the match text: split on anything but letters and digits, as normalizeForMatching does,
 * each with the word it holds under a joined plural or comparative ending or after a joined 'می'/'نمی'
 * (normalizePersian joins affixes: 'سالهای' also counts for 'سال'). The index is asked for a word as a
 * substring (LIKE), so its rarity must count the texts that hold it inside a longer form too; counted
 * as whole words only, a word like 'سال' looked rare while LIKE let thousands of 'سالهای' through and the
 * candidate cap cut the answer off.
 */
const WORDS_SQL = (alias: 's' | 'r') =>
  sql.raw(
    `regexp_split_to_table(${matchTextOf(alias)}, '[^[:alnum:]]+') as t(w),
     lateral (values (t.w), (regexp_replace(t.w, '^(.{2,})(هایی|های|ها)$', '\\1')),
                     (regexp_replace(t.w, '^(.{2,})(ترین|تری|تر)$', '\\1')),
                     (regexp_replace(t.w, '^(نمی|می)(.{2,})$', '\\2'))) as v(w)`,
  );

async function highMark(db: Db): Promise<number> {
  const [row] = rowsOf<{ m: number | string | null }>(
    await db.execute(
      sql`select coalesce((select max(id) from subjects), 0) + coalesce((select max(id) from reviews), 0) as m`,
    ),
  );
  return Number(row?.m ?? 0);
}

/**
 * A fingerprint of the published match texts (how many, and the sum of their hashes): it changes when a
 * text is published, unpublished, edited or deleted. One pass of hashtext over the rows, far cheaper than
 * counting their words; asked for small catalogues only.
 */
async function textsMark(db: Db): Promise<string> {
  const part = (alias: 's' | 'r', table: 'subjects' | 'reviews') =>
    sql.raw(
      `(select count(*)::text || ':' || coalesce(sum(hashtext(${matchTextOf(alias)})), 0)::text` +
        ` from ${table} ${alias} where ${alias}.status = ${Status.Published})`,
    );
  const [row] = rowsOf<{ m: string }>(
    await db.execute(sql`select ${part('s', 'subjects')} || '/' || ${part('r', 'reviews')} as m`),
  );
  return String(row?.m ?? '');
}

/**
 * Published documents counted by one statement. PGlite runs in the server's thread, and a statement holds it
 * until it ends: the whole count in one statement held it 0.6 s on the memory soak's 19 000 documents, every
 * request waiting, and that grows with the catalogue. In slices of 500, with the event loop let turn between
 * them, the longest hold was 87 ms (161 at 1 000, 322 at 2 000), for about a tenth more time in all.
 */
export const COUNT_SLICE = 500;

/**
 * Each published document's words, each once (deduplicated within the document, not across 1.6 million
 * (document, word) pairs of the large seed: that sort grew PGlite's memory, never given back, by 10 MB at
 * start, ADR 21), counted per word; and the documents, counted as rows. The documents are taken `slice` at a
 * time in id order, and a word's count is the sum of its counts in the slices (each document is in one).
 */
export async function countWords(db: Db, slice = COUNT_SLICE): Promise<Rarity> {
  const df = new Map<string, number>();
  let docs = 0;
  for (const [alias, table] of [
    ['s', 'subjects'],
    ['r', 'reviews'],
  ] as const) {
    const published = sql.raw(`${alias}.status = ${Status.Published}`);
    const from = sql.raw(`${table} ${alias}`);
    const id = sql.raw(`${alias}.id`);
    const matchText = sql.raw(matchTextOf(alias));
    let after = 0;
    for (;;) {
      const [bound] = rowsOf<{ upto: number | null }>(
        await db.execute(sql`
          select max(id)::int as upto from (
            select ${id} from ${from} where ${published} and ${id} > ${after} order by ${id} limit ${slice}) ids`),
      );
      const upto = bound?.upto;
      if (upto == null) break;
      const inSlice = sql`${published} and ${id} > ${after} and ${id} <= ${upto}`;
      const rows = rowsOf<{ word: string | null; df: number | string }>(
        await db.execute(sql`
          with words as (select x.w from ${from}, lateral (select distinct v.w from ${WORDS_SQL(alias)}) x where ${inSlice})
          select w as word, count(*)::int as df from words where w <> '' group by w
          union all
          select null, count(*)::int from ${from}
            where ${inSlice} and ${matchText} is not null`),
      );
      for (const r of rows) {
        if (r.word === null) docs += Number(r.df);
        else df.set(r.word, (df.get(r.word) ?? 0) + Number(r.df));
      }
      after = upto;
      await requestsTurn();
    }
  }
  return { docs, df };
}

/** The current figures for this database, recounted when stale (see above). */
export async function rarityOf(db: Db): Promise<Rarity> {
  const key = db as object;
  const now = Date.now();
  const entry = cache.get(key);
  if (!entry) {
    // the first count is awaited (3.8 s at 100 000 subjects on PostgreSQL), once however many calls wait for it
    let first = firstCounts.get(key);
    if (!first) {
      first = (async () => {
        const mark = await highMark(db);
        // taken before the count: a change in between is seen (and counted) on the next call
        const texts = mark < SMALL ? await textsMark(db) : undefined;
        const rarity = await countWords(db);
        const made: Entry = { rarity, at: Date.now(), probedAt: Date.now(), mark, texts };
        cache.set(key, made);
        return made;
      })().finally(() => firstCounts.delete(key));
      firstCounts.set(key, first);
    }
    return (await first).rarity;
  }
  if (entry.pending) return entry.rarity;
  if (entry.rarity.docs < SMALL) {
    // a small catalogue is recounted when its published texts changed: a status change is seen at once
    const texts = await textsMark(db);
    if (texts !== entry.texts) {
      entry.rarity = await countWords(db);
      entry.texts = texts;
      entry.at = now;
    }
    return entry.rarity;
  }
  let stale = now - entry.at > RARITY_REFRESH_MS;
  let mark = entry.mark;
  if (!stale && now - entry.probedAt > PROBE_MS) {
    mark = await highMark(db);
    entry.probedAt = now;
    const grown = mark - entry.mark;
    stale = grown > entry.rarity.docs / 100;
  }
  if (!stale) return entry.rarity;
  const current = entry;
  const recount = countWords(db).then((rarity) => {
    current.rarity = rarity;
    current.at = Date.now();
    current.mark = mark;
  });
  current.pending = recount
    .catch(() => {
      current.at = Date.now(); // try again after the next period, keep the old figures
    })
    .finally(() => {
      current.pending = undefined;
    });
  return current.rarity;
}

/** Inverse document frequency; a word no document holds (a typo, a colloquial form) weighs `unknown`. */
export function idf(rarity: Rarity, word: string, unknown: number): number {
  const df = rarity.df.get(word) ?? 0;
  if (df === 0) return unknown;
  return Math.log(1 + rarity.docs / df);
}

/** The trigrams of a word as pg_trgm makes them (two spaces before, one after). */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

const gramIndex = new WeakMap<Rarity, Map<string, string[]>>();

/** Which catalogue words hold each trigram, made once per count. */
function gramsOf(rarity: Rarity): Map<string, string[]> {
  let index = gramIndex.get(rarity);
  if (!index) {
    index = new Map();
    for (const word of rarity.df.keys()) {
      for (const gram of trigramsOf(word)) {
        const list = index.get(gram);
        if (list) list.push(word);
        else index.set(gram, [word]);
      }
    }
    gramIndex.set(rarity, index);
  }
  return index;
}

/**
 * The catalogue word closest to a word it does not hold (a typo, another spelling): the one holding the
 * largest share of the word's trigrams, at least `least` (pg_trgm's word similarity of the word against
 * it), the commoner first on a tie; undefined when none is close enough.
 */
export function nearestWord(rarity: Rarity, word: string, least: number): string | undefined {
  const grams = trigramsOf(word);
  const shared = new Map<string, number>();
  const index = gramsOf(rarity);
  for (const gram of grams) {
    for (const other of index.get(gram) ?? []) shared.set(other, (shared.get(other) ?? 0) + 1);
  }
  let best: string | undefined;
  let bestShare = least;
  for (const [other, n] of shared) {
    const share = n / grams.size;
    if (
      share > bestShare ||
      (share === bestShare &&
        best !== undefined &&
        (rarity.df.get(other) ?? 0) > (rarity.df.get(best) ?? 0)) ||
      (share === bestShare && best === undefined)
    ) {
      best = other;
      bestShare = share;
    }
  }
  return best;
}
