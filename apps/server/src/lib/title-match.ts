import { isPublicSearch, normalizePersian } from '@rasti/contract';
import { and, count, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { containsPattern } from './sql.ts';

/**
 * "The title contains the text" over a search column that holds normalizePersian(title + ' ' + rest), as
 * subjects (title, abstract) and reviews (title, summary) do: the normalised title is the column's first
 * part, so the text's first occurrence must end within the title's length. The LIKE lets the trigram index
 * find the candidates; the position test then keeps title matches only. Null when the text is empty.
 *
 * The title's stored length is used, which is at least its normalised length (normalising only removes
 * or folds characters), so no title match is ever lost; a match just past a title that lost characters
 * to normalisation (diacritics, ZWNJ runs) can slip in, which is harmless for a search.
 */
export function titleContains(
  searchColumn: AnyPgColumn,
  titleColumn: AnyPgColumn,
  text: string | undefined,
): SQL | null {
  const pattern = containsPattern(text);
  if (!pattern) return null;
  const needle = normalizePersian(text ?? '');
  return and(
    like(searchColumn, pattern),
    sql`strpos(${searchColumn}, ${needle}) between 1 and char_length(${titleColumn}) - char_length(${needle}) + 1`,
  )!;
}

/**
 * The public's search text as a LIKE pattern ("contains", as containsPattern), or null when it holds no
 * word of three letters or more: such a text is no search (a list shows everything, suggestions are
 * empty). The trigram index finds a text by its words' inner trigrams; one or two letters (or only short
 * words, whose padded trigrams are in most rows) leave it nothing selective, and the database then reads
 * and tests every row of the table: 0.2 to 1 s on the 100 000-subject seed, on PGlite in the server's main
 * thread, with every other answer waiting. Staff keep containsPattern for any text.
 */
export function publicSearchOf(text: string | undefined): string | null {
  const pattern = containsPattern(text);
  return pattern && isPublicSearch(text ?? '') ? pattern : null;
}

/** A list's LIKE pattern for `text`: the public's (publicSearchOf), or staff's for any text (containsPattern). */
export const listSearchPattern = (text: string | undefined, forPublic: boolean): string | null =>
  forPublic ? publicSearchOf(text) : containsPattern(text);

/** titleContains for the public's text (publicSearchOf): null when it is no search. */
export function publicTitleContains(
  searchColumn: AnyPgColumn,
  titleColumn: AnyPgColumn,
  text: string | undefined,
): SQL | null {
  return publicSearchOf(text) === null ? null : titleContains(searchColumn, titleColumn, text);
}

/**
 * Bounds of a public list's search: its matches are counted up to `countLimit` (a common word is in tens
 * of thousands of rows, each read to be counted: 0.5 to 2.6 s on the large seed) and its pages end there
 * (100 pages of 6); a reviews search by its subjects' titles takes the first `subjectLimit` matching
 * subjects (their ids are a set the database builds whole before anything else). An object so that tests
 * can lower them.
 */
export const PUBLIC_SEARCH = { countLimit: 600, subjectLimit: 1000 };

/** How many rows of `table` match a public search's `where`, counted up to PUBLIC_SEARCH.countLimit. */
export const cappedCount = (db: Db, table: PgTable, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(db.select({ one: sql`1` }).from(table).where(where).limit(PUBLIC_SEARCH.countLimit).as('matches'));

/** Titles that start with the text sort first among suggestions. */
export function titleStartsWith(searchColumn: AnyPgColumn, text: string): SQL {
  return sql`strpos(${searchColumn}, ${normalizePersian(text)}) = 1`;
}
