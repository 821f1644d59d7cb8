// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { presentNewsItem, presentReviewListItem } from './reviews.presenter.ts';
export { isPublic, newsItemRows, selectReviewList } from './reviews.repository.ts';
export {
  findEditableReview,
  latestReviews,
  restorableNewsItems,
  writeReviewEdit,
} from './reviews.service.ts';
