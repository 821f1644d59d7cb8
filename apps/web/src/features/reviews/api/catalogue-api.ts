import type { Category, Evaluation, Media, SubjectListItem } from '@rasti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api/client';

// The catalogue the review screens pick from: subjects, outlets and evaluations (staff calls) and the
// public categories of the list's filter.

/** How many choices a picker shows for one search. */
export const PICKER_PAGE_SIZE = 20;

export const catalogueKeys = {
  subjects: (search: string) => ['reviews', 'subject-choices', search] as const,
  subject: (id: number) => ['reviews', 'subject-choice', id] as const,
  outlets: (search: string) => ['reviews', 'outlet-choices', search] as const,
  evaluations: ['reviews', 'evaluations'] as const,
  categories: ['reviews', 'categories'] as const,
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

export const outletChoicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: catalogueKeys.outlets(search),
    queryFn: ({ signal }) =>
      apiPage<Media>('/news/Media/', {
        query: { search: search.trim(), page: 1, page_size: PICKER_PAGE_SIZE },
        signal,
      }),
    staleTime: 60_000,
  });

/** Every evaluation (there are a handful): the news-item blocks wait for these before filling in. */
export const evaluationsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.evaluations,
    queryFn: ({ signal }) => api<Evaluation[]>('/news/Review-Result/', { query: { page_size: 100 }, signal }),
    staleTime: 5 * 60_000,
  });

export const publicCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) =>
      api<Category[]>('/public/public-category/', { query: { page_size: 100 }, auth: false, signal }),
    staleTime: 5 * 60_000,
  });
