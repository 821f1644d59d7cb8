import type { SearchSuggestion } from '@rasti/contract/search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** Suggestions of each type (the server's default). */
const PER_TYPE = 5;

export const searchKeys = {
  all: ['search'] as const,
  /** Staff get every status, visitors only published titles: the answer depends on who asks. */
  suggestions: (userId: number | null, term: string) => ['search', userId, term] as const,
};

/** GET /public/search/: titles of subjects and reviews containing `term`, for the top bar's search. */
export const searchSuggestionsQuery = (userId: number | null, term: string, enabled: boolean) =>
  queryOptions({
    queryKey: searchKeys.suggestions(userId, term),
    queryFn: ({ signal }) =>
      api<SearchSuggestion[]>('/public/search/', { query: { q: term, limit: PER_TYPE }, signal }),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
