import type { ReviewDetail, StaffReviewDetail } from '@rasti/contract/reviews';
import { queryOptions } from '@tanstack/react-query';
import { COUNTS_VIEW } from '../../../ssr-state';
import { api } from '../../../lib/api/client';
import { reviewsKeys } from './review-keys';

/** A published review for everyone (counts a view). */
export const publicReviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reviewsKeys.publicDetail(id),
    queryFn: ({ signal }) => api<ReviewDetail>(`/public/public-news-review/${id}/`, { signal }),
    meta: COUNTS_VIEW,
  });

/** Any review, for staff: drafts included, with `can_edit`. */
export const staffReviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reviewsKeys.staffDetail(id),
    queryFn: ({ signal }) => api<StaffReviewDetail>(`/news/review-subject/${id}/`, { signal }),
  });
