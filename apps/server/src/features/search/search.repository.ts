import { Status } from '@rasti/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { reviews, subjects } from '../../db/schema/index.ts';
import { publicTitleContains, titleContains, titleStartsWith } from '../../lib/title-match.ts';

export interface SuggestionQuery {
  text: string;
  limit: number;
  /** staff see every status; everyone else published only (a review also needs its subject published) */
  everyStatus: boolean;
}

/** Titles starting with the text first, then the newest. */
const suggestionOrder = (
  table: { searchText: AnyPgColumn; datePublished: AnyPgColumn; id: AnyPgColumn },
  text: string,
): SQL[] => [
  sql`${titleStartsWith(table.searchText, text)} desc`,
  sql`${table.datePublished} desc nulls last`,
  sql`${table.id} desc`,
];

const published = (
  q: SuggestionQuery,
  column: typeof subjects.status | typeof reviews.status,
): SQL | undefined => (q.everyStatus ? undefined : eq(column, Status.Published));

/**
 * The rows of `query` (one of the searched tables, `table`, with what `visible` reads) whose title contains
 * the text, titles starting with it first, then the newest; null when the text is empty.
 */
function suggestionRows<Q extends PgSelect>(
  q: SuggestionQuery,
  table: typeof subjects | typeof reviews,
  query: Q,
  visible: SQL | undefined,
) {
  // the public's text needs a word of three letters (publicSearchOf), staff's any
  const match = (q.everyStatus ? titleContains : publicTitleContains)(table.searchText, table.title, q.text);
  if (!match) return null;
  return query
    .where(and(match, visible))
    .orderBy(...suggestionOrder(table, q.text))
    .limit(q.limit);
}

/** Subjects whose title contains the text (published ones unless `everyStatus`). */
export const subjectSuggestionRows = (db: Db, q: SuggestionQuery) =>
  suggestionRows(
    q,
    subjects,
    db.select({ id: subjects.id, title: subjects.title }).from(subjects).$dynamic(),
    published(q, subjects.status),
  );

/** Reviews whose title contains the text (published ones of published subjects unless `everyStatus`). */
export const reviewSuggestionRows = (db: Db, q: SuggestionQuery) =>
  suggestionRows(
    q,
    reviews,
    db
      .select({ id: reviews.id, title: reviews.title })
      .from(reviews)
      .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
      .$dynamic(),
    and(published(q, reviews.status), published(q, subjects.status)),
  );
