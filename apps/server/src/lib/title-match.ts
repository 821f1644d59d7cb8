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

/** Titles that start with the text sort first among suggestions. */
export function titleStartsWith(searchColumn: AnyPgColumn, text: string): SQL {
  return sql`strpos(${searchColumn}, ${normalizePersian(text)}) = 1`;
}
