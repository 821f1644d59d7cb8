import { type Category, type Evaluation, LIMITS } from '@rasti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

// The form's category and evaluation choices (read here until their features own the queries).
export const subjectFormKeys = {
  categories: ['categories', 'options'] as const,
  evaluations: ['evaluations', 'options'] as const,
};

/** The category choices: one page of the largest size the API allows. */
export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: subjectFormKeys.categories,
    queryFn: ({ signal }) =>
      api<Category[]>('/news/Category/', { query: { page_size: LIMITS.apiMaxPageSize }, signal }),
  });

export const evaluationOptionsQuery = () =>
  queryOptions({
    queryKey: subjectFormKeys.evaluations,
    queryFn: ({ signal }) =>
      api<Evaluation[]>('/news/Review-Result/', { query: { page_size: LIMITS.apiMaxPageSize }, signal }),
  });
