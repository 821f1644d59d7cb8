import type { SearchSuggestion } from '@rasti/contract';

/** A suggestion labelled with what it opens (a subject's page or a report). */
export const presentSuggestion =
  (type: SearchSuggestion['type']) =>
  (row: { id: number; title: string }): SearchSuggestion => ({ type, id: row.id, title: row.title });
