import { type SearchSuggestion, Status } from '@rasti/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, subjects } from '../../db/schema/index.ts';
import { titleContains, titleStartsWith } from '../../lib/title-match.ts';

export interface SuggestOptions {
  db: Db;
  text: string;
  /** suggestions of each type */
  limit: number;
  /** staff see every status; everyone else published only (a review also needs its subject published) */
  everyStatus: boolean;
}

/**
 * The top bar's suggestions: subjects, then reviews, whose title contains the text after Persian
 * normalisation; within each, titles starting with the text first, then the newest.
 */
export async function suggest({ db, text, limit, everyStatus }: SuggestOptions): Promise<SearchSuggestion[]> {
  const subjectMatch = titleContains(subjects.searchText, subjects.title, text);
  const reviewMatch = titleContains(reviews.searchText, reviews.title, text);
  if (!subjectMatch || !reviewMatch) return [];
  const published = (column: typeof subjects.status | typeof reviews.status): SQL | undefined =>
    everyStatus ? undefined : eq(column, Status.Published);

  const [subjectRows, reviewRows] = await Promise.all([
    db
      .select({ id: subjects.id, title: subjects.title })
      .from(subjects)
      .where(and(subjectMatch, published(subjects.status)))
      .orderBy(
        sql`${titleStartsWith(subjects.searchText, text)} desc`,
        sql`${subjects.datePublished} desc nulls last`,
        desc(subjects.id),
      )
      .limit(limit),
    db
      .select({ id: reviews.id, title: reviews.title })
      .from(reviews)
      .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
      .where(and(reviewMatch, published(reviews.status), published(subjects.status)))
      .orderBy(
        sql`${titleStartsWith(reviews.searchText, text)} desc`,
        sql`${reviews.datePublished} desc nulls last`,
        desc(reviews.id),
      )
      .limit(limit),
  ]);
  return [
    ...subjectRows.map((r) => ({ type: 'subject' as const, id: r.id, title: r.title })),
    ...reviewRows.map((r) => ({ type: 'review' as const, id: r.id, title: r.title })),
  ];
}
