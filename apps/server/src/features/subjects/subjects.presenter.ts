import type { SubjectDetail, SubjectListItem } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, evaluations, subjects } from '../../db/schema/index.ts';
import { smallImageKey } from '../../lib/images.ts';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';

/** What a subject card or table row shows: the subject with its category's and evaluation's title and colour. */
export const listColumns = {
  id: subjects.id,
  title: subjects.title,
  abstract: subjects.abstract,
  mainImage: subjects.mainImage,
  categoryId: subjects.categoryId,
  categoryTitle: categories.title,
  categoryColor: categories.color,
  evaluationId: subjects.evaluationId,
  evaluationTitle: evaluations.title,
  evaluationColor: evaluations.color,
  status: subjects.status,
  priority: subjects.priority,
  hashtags: subjects.hashtags,
  views: subjects.views,
  datePublished: subjects.datePublished,
};

export const detailColumns = {
  ...listColumns,
  content: subjects.content,
  file: subjects.file,
  createdAt: subjects.createdAt,
  updatedAt: subjects.updatedAt,
};

/** Subjects joined to their category and evaluation; callers add the where, order and page. */
export const selectSubjectList = (db: Db) =>
  db
    .select(listColumns)
    .from(subjects)
    .leftJoin(categories, eq(categories.id, subjects.categoryId))
    .leftJoin(evaluations, eq(evaluations.id, subjects.evaluationId));

export const selectSubjectDetail = (db: Db) =>
  db
    .select(detailColumns)
    .from(subjects)
    .leftJoin(categories, eq(categories.id, subjects.categoryId))
    .leftJoin(evaluations, eq(evaluations.id, subjects.evaluationId));

export type SubjectListRow = Awaited<ReturnType<ReturnType<typeof selectSubjectList>['execute']>>[number];
export type SubjectDetailRow = Awaited<ReturnType<ReturnType<typeof selectSubjectDetail>['execute']>>[number];

export const presentSubjectListItem = (row: SubjectListRow, storage: FileStorage): SubjectListItem => ({
  id: row.id,
  title: row.title,
  abstract: row.abstract,
  main_images: mediaUrl(storage, row.mainImage),
  main_images_small: row.mainImage ? storage.url(smallImageKey(row.mainImage)) : null,
  category: row.categoryId,
  category_title: row.categoryTitle,
  category_color: row.categoryColor,
  reviews: row.evaluationId,
  reviews_title: row.evaluationTitle,
  reviews_color: row.evaluationColor,
  status: row.status,
  priority: row.priority,
  hashtags: row.hashtags,
  views: row.views,
  date_published: row.datePublished?.toISOString() ?? null,
});

export const presentSubjectDetail = (
  row: SubjectDetailRow,
  storage: FileStorage,
  related: Pick<SubjectDetail, 'content' | 'rumors' | 'subject_reviews' | 'questions' | 'corrections'>,
): SubjectDetail => ({
  ...presentSubjectListItem(row, storage),
  ...related,
  file: mediaUrl(storage, row.file),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
