import { MATCH_LIMITS } from '@rasti/contract/matching';
import type { SimilarItem } from '@rasti/contract/questions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, buildUrl } from '../../../lib/api/client';

// 'Already checked?' suggestions on the ask form.

/** Waits this long after the last key before asking the server. */
export const SIMILAR_DEBOUNCE_MS = 400;

/** Whether the typed title is long enough to look for answers (the server answers [] below it anyway). */
export const similarWanted = (text: string): boolean => text.trim().length >= MATCH_LIMITS.minChars;

/**
 * GET /public/public-user-question/similar/: one query per settled text; a stale request is aborted when
 * the text changes (the query loses its only observer), and the last answer stays while the next loads.
 */
export const similarQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['questions', 'similar', text.trim()] as const,
    queryFn: ({ signal }) =>
      api<SimilarItem[]>('/public/public-user-question/similar/', { query: { text: text.trim() }, signal }),
    enabled: similarWanted(text),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/**
 * POST /public/public-user-question/similar/opened/: a reader opened a suggestion, so the archive answered
 * them at once (the dashboard's archive share). A beacon, so that leaving the page does not cancel it.
 */
export function countSuggestionOpened(): void {
  const url = buildUrl('/public/public-user-question/similar/opened/');
  if (
    typeof navigator !== 'undefined' &&
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url)
  )
    return;
  void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
}
