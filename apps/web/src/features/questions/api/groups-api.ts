import { MATCH_LIMITS } from '@rasti/contract/matching';
import type { Question, SimilarItem } from '@rasti/contract/questions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';

// Issue 16: 'already checked?' suggestions on the ask form, and the question groups of the staff inbox.

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

/** The questions of one group (the staff's group panel), most recent first. */
export const groupQuestionsQueryOptions = (group: number) =>
  queryOptions({
    queryKey: ['questions', 'group', group] as const,
    queryFn: ({ signal }) => apiPage<Question>('/news/asked/', { query: { group, page_size: 50 }, signal }),
  });

/** POST /news/asked/{id}/group/: into a group ({group}), into another question's group ({question}), or out. */
export const moveQuestionGroup = (id: number, body: { group: number | null } | { question: number }) =>
  api<Question>(`/news/asked/${id}/group/`, { method: 'POST', body });
