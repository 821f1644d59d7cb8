import { LIMITS } from '@rasti/contract/limits';
import type { Question } from '@rasti/contract/questions';
import { apiPage } from '../../../lib/api/client';

/** Questions load a page of 10 at a time; 'بیشتر +' asks for the next page. */
export const MY_QUESTIONS_PAGE_SIZE = LIMITS.adminPageSize;

/** The signed-in user's own questions from GET /news/asked/ (the server answers only theirs). */
export const myQuestionsQueryOptions = {
  queryKey: ['questions', 'mine'] as const,
  initialPageParam: 1,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    apiPage<Question>('/news/asked/', {
      query: { page: pageParam, page_size: MY_QUESTIONS_PAGE_SIZE },
      signal,
    }),
  getNextPageParam: (last: { items: Question[]; total: number }, pages: unknown[]) =>
    pages.length * MY_QUESTIONS_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
};
