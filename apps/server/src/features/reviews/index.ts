// What other features may use of this one (the import-boundary rule in biome.json points them here).
// the one meaning of 'the public may see this review' (the sitemap lists exactly these)
export {
  type ClaimSourceRow,
  findClaimSources,
  isPublic,
  isPublicReviewRow,
  type ReviewListRow,
} from './reviews.repository.ts';
export {
  findEditableReview,
  findPublishedReview,
  latestPublishedReviewRows,
  latestReviews,
  listPublishedReviews,
  publicReviewDetail,
  publishedReportHead,
  restorableNewsItems,
  writeReviewEdit,
} from './reviews.service.ts';
