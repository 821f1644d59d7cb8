import type { SubjectListItem } from '@rasti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';
import { searchTerm } from './list-subjects';
import { subjectKeys } from './subject-keys';

/** How many titles the admin search suggests. */
export const SUGGESTION_COUNT = 6;
/** How many choices the review form's subject picker shows for one search. */
export const SUBJECT_CHOICES_PAGE_SIZE = 20;

/** Staff title suggestions for a search term (any status). */
export const subjectSuggestionsQueryOptions = (search: string) => {
  const term = searchTerm(search);
  return queryOptions({
    queryKey: subjectKeys.suggestions(term),
    queryFn: ({ signal }) =>
      apiPage<SubjectListItem>('/news/news-subject/', {
        query: { page: 1, page_size: SUGGESTION_COUNT, search: term },
        signal,
      }).then((r) => r.items),
    enabled: term.length > 0,
    staleTime: 30_000,
  });
};

/** The review form's subject picker: the first page of subjects (any status) matching a search. */
export const subjectChoicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: subjectKeys.choices(search),
    queryFn: ({ signal }) =>
      apiPage<SubjectListItem>('/news/news-subject/', {
        query: { search: search.trim(), page: 1, page_size: SUBJECT_CHOICES_PAGE_SIZE },
        signal,
      }).then((r) => r.items),
    staleTime: 30_000,
  });

/** One subject by id for a picker: the preselected or saved subject, which may not be among the choices. */
export const subjectChoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: subjectKeys.detail(id, 'staff'),
    queryFn: ({ signal }) =>
      api<Pick<SubjectListItem, 'id' | 'title'>>(`/news/news-subject/${id}/`, { signal }),
    staleTime: 60_000,
  });
