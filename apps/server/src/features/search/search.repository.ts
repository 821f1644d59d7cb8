import { Status } from '@rasti/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { reviews, subjects } from '../../db/schema/index.ts';
import { titleContains, titleStartsWith } from '../../lib/title-match.ts';

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

/** Subjects whose title contains the text: titles starting with it first, then the newest. Null when empty. */
export function subjectSuggestionRows(db: Db, q: SuggestionQuery) {
  const match = titleContains(subjects.searchText, subjects.title, q.text);
  if (!match) return null;
  return db
    .select({ id: subjects.id, title: subjects.title })
    .from(subjects)
    .where(and(match, published(q, subjects.status)))
    .orderBy(...suggestionOrder(subjects, q.text))
    .limit(q.limit);
}

/** Reviews whose title contains the text: titles starting with it first, then the newest. Null when empty. */
export function reviewSuggestionRows(db: Db, q: SuggestionQuery) {
  const match = titleContains(reviews.searchText, reviews.title, q.text);
  if (!match) return null;
  return db
    .select({ id: reviews.id, title: reviews.title })
    .from(reviews)
    .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
    .where(and(match, published(q, reviews.status), published(q, subjects.status)))
    .orderBy(...suggestionOrder(reviews, q.text))
    .limit(q.limit);
}
