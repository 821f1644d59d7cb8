import type { StaffReviewDetail } from '@rasti/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../lib/api/upload';
import { reviewsKeys } from './review-keys';

export interface SaveReviewInput {
  /** the review being edited; null creates one */
  reviewId: number | null;
  body: FormData;
  onProgress?: (fraction: number) => void;
}

/** POST creates, PATCH {id}/ updates (multipart); both answer the saved review. */
export const saveReview = ({ reviewId, body, onProgress }: SaveReviewInput) =>
  upload<StaffReviewDetail>(
    reviewId !== null ? `/news/review-subject/${reviewId}/` : '/news/review-subject/',
    {
      method: reviewId !== null ? 'PATCH' : 'POST',
      body,
      onProgress,
    },
  );

type SaveHandlers = {
  onMutate: () => void;
  onSettled: () => void;
  /** after every review query is marked stale and the saved review put in its staff detail */
  onSaved: (saved: StaffReviewDetail) => void;
  onError: (error: unknown) => void;
};

/** Saves a review; every review list and detail reads again, the staff detail at once from the answer. */
export function useSaveReview({ onMutate, onSettled, onSaved, onError }: SaveHandlers) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onMutate,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: reviewsKeys.all });
      queryClient.setQueryData(reviewsKeys.staffDetail(saved.id), saved);
      onSaved(saved);
    },
    onError,
    onSettled,
  });
}
