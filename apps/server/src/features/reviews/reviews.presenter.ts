import {
  REVIEW_LIMITS,
  type ReviewAuthor,
  type ReviewDetail,
  type ReviewListItem,
  type ReviewNewsItem,
} from '@rasti/contract';
import { smallImageUrl } from '../../lib/images.ts';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';
import { fullName } from '../../lib/tokens.ts';
import type { Actor } from '../../plugins/auth.ts';
import { canEditReview } from './reviews.policy.ts';
import { presentCorrectionNote } from '../corrections/index.ts';
import type { NewsItemRow, ReviewListRow, ReviewPageRow } from './reviews.repository.ts';

const authorName = (row: ReviewListRow): string | null =>
  row.authorId === null || row.authorFirstName === null || row.authorLastName === null
    ? null
    : fullName({ firstName: row.authorFirstName, lastName: row.authorLastName });

export const presentReviewListItem = (row: ReviewListRow, storage: FileStorage): ReviewListItem => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  main_images: mediaUrl(storage, row.mainImage),
  main_images_small: smallImageUrl(storage, row.mainImage),
  subject: row.subjectId,
  subject_id: row.subjectId,
  subject_title: row.subjectTitle,
  category: row.categoryId,
  category_title: row.categoryTitle,
  category_color: row.categoryColor,
  subject_evaluation: row.verdictId,
  subject_evaluation_title: row.verdictTitle,
  subject_evaluation_color: row.verdictColor,
  status: row.status,
  date_published: row.datePublished?.toISOString() ?? null,
  views: row.views,
  author_id: row.authorId,
  author_name: authorName(row),
});

/** The author box; null when the author's account is gone. */
export const presentAuthor = (row: ReviewPageRow, storage: FileStorage): ReviewAuthor | null =>
  row.authorId === null
    ? null
    : {
        id: row.authorId,
        full_name: authorName(row) ?? '',
        avatar: mediaUrl(storage, row.authorAvatar),
        abstract: row.authorAbstract ?? '',
      };

/** The news item shape of the contract; its date goes out as Unix seconds. */
export const presentNewsItem = (row: NewsItemRow, storage: FileStorage): ReviewNewsItem => ({
  id: row.id,
  source_id: row.outletId,
  source_name: row.outletName,
  logo: mediaUrl(storage, row.outletLogo),
  title: row.title,
  link: row.link,
  date: row.date ? Math.floor(row.date.getTime() / 1000) : null,
  summary: row.summary,
  evaluation: row.evaluationId,
  evaluation_title: row.evaluationTitle,
  evaluation_color: row.evaluationColor,
});

/** A review with what its page lists; `content` is the stored content as it is served (lib/stored-html.ts). */
export const presentReviewDetail = (
  row: ReviewPageRow,
  storage: FileStorage,
  content: string,
): ReviewDetail => ({
  ...presentReviewListItem(row, storage),
  content,
  news_items: row.newsItems.map((item) => presentNewsItem(item, storage)),
  author: presentAuthor(row, storage),
  // those of its subject first
  related_reviews: [...row.sameSubject, ...row.sameCategory]
    .slice(0, REVIEW_LIMITS.related)
    .map((r) => presentReviewListItem(r, storage)),
  corrections: row.corrections.map(presentCorrectionNote),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A list item or report as staff see it: with whether this staff member may edit it. */
export const withCanEdit = <T extends { author_id: number | null }>(
  item: T,
  actor: Actor,
): T & { can_edit: boolean } => ({ ...item, can_edit: canEditReview(actor, { authorId: item.author_id }) });
