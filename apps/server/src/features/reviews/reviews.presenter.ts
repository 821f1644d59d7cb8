import type { ReviewAuthor, ReviewListItem, ReviewNewsItem } from '@rasti/contract';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  categories,
  evaluations,
  outlets,
  reviewNewsItems,
  reviews,
  subjects,
  users,
} from '../../db/schema/index.ts';
import { smallImageUrl } from '../../lib/images.ts';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';
import { fullName } from '../../lib/tokens.ts';

const verdicts = alias(evaluations, 'verdicts');

/** What a review card shows: the review, its subject's title, category and verdict, its author's name. */
export const reviewListColumns = {
  id: reviews.id,
  title: reviews.title,
  summary: reviews.summary,
  mainImage: reviews.mainImage,
  subjectId: reviews.subjectId,
  subjectTitle: subjects.title,
  categoryId: subjects.categoryId,
  categoryTitle: categories.title,
  categoryColor: categories.color,
  verdictId: subjects.evaluationId,
  verdictTitle: verdicts.title,
  verdictColor: verdicts.color,
  status: reviews.status,
  datePublished: reviews.datePublished,
  views: reviews.views,
  authorId: reviews.authorId,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

export const reviewDetailColumns = {
  ...reviewListColumns,
  content: reviews.content,
  authorAvatar: users.avatar,
  authorAbstract: users.abstract,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

/** Reviews joined to what their card shows; callers add the where, order and page. */
export const selectReviewList = (db: Db) =>
  db
    .select(reviewListColumns)
    .from(reviews)
    .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
    .leftJoin(categories, eq(categories.id, subjects.categoryId))
    .leftJoin(verdicts, eq(verdicts.id, subjects.evaluationId))
    .leftJoin(users, eq(users.id, reviews.authorId));

export const selectReviewDetail = (db: Db) =>
  db
    .select(reviewDetailColumns)
    .from(reviews)
    .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
    .leftJoin(categories, eq(categories.id, subjects.categoryId))
    .leftJoin(verdicts, eq(verdicts.id, subjects.evaluationId))
    .leftJoin(users, eq(users.id, reviews.authorId));

export type ReviewListRow = Awaited<ReturnType<ReturnType<typeof selectReviewList>['execute']>>[number];
export type ReviewDetailRow = Awaited<ReturnType<ReturnType<typeof selectReviewDetail>['execute']>>[number];

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
export const presentAuthor = (row: ReviewDetailRow, storage: FileStorage): ReviewAuthor | null =>
  row.authorId === null
    ? null
    : {
        id: row.authorId,
        full_name: authorName(row) ?? '',
        avatar: mediaUrl(storage, row.authorAvatar),
        abstract: row.authorAbstract ?? '',
      };

/** A review's news items with their outlet's name and logo and their evaluation's title and colour. */
export const selectNewsItems = (db: Db, reviewId: number) =>
  db
    .select({
      id: reviewNewsItems.id,
      outletId: reviewNewsItems.outletId,
      outletName: outlets.name,
      outletLogo: outlets.logo,
      title: reviewNewsItems.title,
      link: reviewNewsItems.link,
      date: reviewNewsItems.date,
      summary: reviewNewsItems.summary,
      evaluationId: reviewNewsItems.evaluationId,
      evaluationTitle: evaluations.title,
      evaluationColor: evaluations.color,
    })
    .from(reviewNewsItems)
    .leftJoin(outlets, eq(outlets.id, reviewNewsItems.outletId))
    .leftJoin(evaluations, eq(evaluations.id, reviewNewsItems.evaluationId))
    .where(eq(reviewNewsItems.reviewId, reviewId))
    .orderBy(sql`${reviewNewsItems.position} asc`, sql`${reviewNewsItems.id} asc`);

export type NewsItemRow = Awaited<ReturnType<ReturnType<typeof selectNewsItems>['execute']>>[number];

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
