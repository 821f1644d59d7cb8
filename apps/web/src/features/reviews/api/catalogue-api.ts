import type { SubjectListItem } from '@rasti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';

// The subjects the review screens pick from (staff calls); outlets, evaluations and categories come from
// their owners (features/outlets, trust, categories).

/** How many choices a picker shows for one search. */
export const PICKER_PAGE_SIZE = 20;

export const catalogueKeys = {
  subjects: (search: string) => ['reviews', 'subject-choices', search] as const,
  subject: (id: number) => ['reviews', 'subject-choice', id] as const,
};

export const subjectChoicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: catalogueKeys.subjects(search),
    queryFn: ({ signal }) =>
      apiPage<SubjectListItem>('/news/news-subject/', {
        query: { search: search.trim(), page: 1, page_size: PICKER_PAGE_SIZE },
        signal,
      }),
    staleTime: 30_000,
  });

/** One subject by id: the preselected or saved subject, which may not be in the first page of choices. */
export const subjectChoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.subject(id),
    queryFn: ({ signal }) =>
      api<Pick<SubjectListItem, 'id' | 'title'>>(`/news/news-subject/${id}/`, { signal }),
    staleTime: 60_000,
  });
