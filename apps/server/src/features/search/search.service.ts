import type { SearchSuggestion } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { presentSuggestion } from './search.presenter.ts';
import { reviewSuggestionRows, type SuggestionQuery, subjectSuggestionRows } from './search.repository.ts';

/**
 * The top bar's suggestions: subjects, then reviews, whose title contains the text after Persian
 * normalisation (up to `limit` of each); within each, titles starting with the text first, then the newest.
 */
export async function suggest(opts: { db: Db } & SuggestionQuery): Promise<SearchSuggestion[]> {
  const subjectRows = subjectSuggestionRows(opts.db, opts);
  const reviewRows = reviewSuggestionRows(opts.db, opts);
  if (!subjectRows || !reviewRows) return [];
  const [subjects, reviews] = await Promise.all([subjectRows, reviewRows]);
  return [...subjects.map(presentSuggestion('subject')), ...reviews.map(presentSuggestion('review'))];
}
