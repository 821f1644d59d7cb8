import { LIMITS } from '@rasti/contract/limits';
import type { Question } from '@rasti/contract/questions';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';

/** The inbox filter of spec section 2: all, without a subject, with a subject. */
export type SubjectFilter = '' | 'false' | 'true';

export interface InboxFilters {
  page: number;
  search: string;
  hasSubject: SubjectFilter;
  /** '-demand' puts the most asked first */
  ordering?: '' | '-demand';
  /** only this group's questions */
  group?: number | null;
  /** one of the saved filters (ADR 33) */
  queue?: string;
  /** only questions asked through this channel */
  channel?: string;
}

export const INBOX_PAGE_SIZE = LIMITS.adminPageSize;

export const questionsKeys = {
  all: ['questions'] as const,
  inbox: (filters: InboxFilters) => ['questions', 'inbox', filters] as const,
  detail: (id: number) => ['questions', 'detail', id] as const,
};

export const inboxQueryOptions = (filters: InboxFilters) =>
  queryOptions({
    queryKey: questionsKeys.inbox(filters),
    queryFn: ({ signal }) =>
      apiPage<Question>('/news/asked/', {
        query: {
          page: filters.page,
          page_size: INBOX_PAGE_SIZE,
          search: filters.search.trim(),
          has_subject: filters.hasSubject,
          ordering: filters.ordering ?? '',
          group: filters.group ?? '',
          queue: filters.queue ?? '',
          channel: filters.channel ?? '',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const questionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: questionsKeys.detail(id),
    queryFn: ({ signal }) => api<Question>(`/news/asked/${id}/`, { signal }),
  });

/** The questions of one group (the staff's group panel), most recent first. */
export const groupQuestionsQueryOptions = (group: number) =>
  queryOptions({
    queryKey: ['questions', 'group', group] as const,
    queryFn: ({ signal }) => apiPage<Question>('/news/asked/', { query: { group, page_size: 50 }, signal }),
  });

/** A question the server answered after a change: its page shows it at once, the inbox asks again. */
export function storeQuestion(queryClient: QueryClient, saved: Question): void {
  queryClient.setQueryData(questionsKeys.detail(saved.id), saved);
  void queryClient.invalidateQueries({ queryKey: ['questions', 'inbox'] });
}

/** A change to one question whose answer is the question: stored as above, then `options.onSuccess`. */
export function useQuestionChange(
  change: () => Promise<Question>,
  options: { onSuccess: (saved: Question) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (saved) => {
      storeQuestion(queryClient, saved);
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}
