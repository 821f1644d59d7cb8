// What other features (and the server renderer) may use of the reviews' data.
export { publicReviewQueryOptions, staffReviewQueryOptions } from './get-review';
export {
  authorReviewsQueryOptions,
  publicReviewListQueryOptions,
  staffReviewListQueryOptions,
} from './list-reviews';
export { reviewsKeys } from './review-keys';
