import { normalizePersian } from '@rasti/contract';
import { and, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
 * How the public's search text is matched, by its length once normalised (spaces aside), so that the
 * trigram index always narrows the rows and no visitor's text makes the database read a whole table (a
 * one- or two-letter substring cannot use the index: 0.2 to 1 s on the 100 000-subject seed, with every
 * other query of PGlite waiting behind it):
 * - three letters or more: the text itself, anywhere (LIKE, as for staff);
 * - two: a word that starts with them (pg_trgm's word similarity `<%`, from the same index: its default
 *   threshold of 0.6 takes two of the text's three trigrams, the word's start and its first two letters);
 * - one, or nothing: no search (null).
 */
export type PublicSearch =
  | { kind: 'contains'; pattern: string; needle: string }
  | { kind: 'word'; needle: string };

export function publicSearchOf(text: string | undefined): PublicSearch | null {
  const pattern = containsPattern(text);
  if (!pattern) return null;
  const needle = normalizePersian(text ?? '');
  const letters = needle.replace(/\s+/g, '').length;
  if (letters >= 3) return { kind: 'contains', pattern, needle };
  return letters === 2 && !/\s/.test(needle) ? { kind: 'word', needle } : null;
}

/** `search` over a normalised search column: its text anywhere, or a word starting with it. */
export function matchesSearch(searchColumn: AnyPgColumn, search: PublicSearch): SQL {
  return search.kind === 'contains'
    ? like(searchColumn, search.pattern)
    : sql`${search.needle} <% ${searchColumn}`;
}

/**
 * titleContains for the public's text (publicSearchOf): two letters must also start a word of the column
 * (matchesSearch), which lets the index find the candidates. Null when there is no search.
 */
export function publicTitleContains(
  searchColumn: AnyPgColumn,
  titleColumn: AnyPgColumn,
  text: string | undefined,
): SQL | null {
  const search = publicSearchOf(text);
  if (!search) return null;
  return and(
    matchesSearch(searchColumn, search),
    sql`strpos(${searchColumn}, ${search.needle}) between 1 and char_length(${titleColumn}) - char_length(${search.needle}) + 1`,
  )!;
}

/**
 * A public list's total when it is searched: matches are counted up to `countLimit` (a common word is in
 * tens of thousands of rows, each read to be counted: 0.5 to 2.6 s on the large seed); the list's pages
 * end there (100 pages of 6). An object so that tests can lower it.
 */
export const PUBLIC_SEARCH = { countLimit: 600 };

/** Titles that start with the text sort first among suggestions. */
export function titleStartsWith(searchColumn: AnyPgColumn, text: string): SQL {
  return sql`strpos(${searchColumn}, ${normalizePersian(text)}) = 1`;
}
