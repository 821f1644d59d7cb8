import type { SubjectDetail, SubjectListItem } from '@rasti/contract';
import { smallImageKey } from '../../lib/images.ts';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';
import { presentCorrectionNote } from '../corrections/index.ts';
import { presentSource } from '../sources/index.ts';
import type { SubjectListRow, SubjectPageRow } from './subjects.repository.ts';

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

/** A subject with what its page lists; `content` is the stored content as it is served (lib/stored-html.ts). */
export const presentSubjectDetail = (
  row: SubjectPageRow,
  storage: FileStorage,
  content: string,
): SubjectDetail => ({
  ...presentSubjectListItem(row, storage),
  content,
  rumors: row.sources.map((source) => presentSource(source, storage)),
  subject_reviews: row.reviews.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    summary: r.summary,
    main_images: mediaUrl(storage, r.mainImage),
    date_published: r.datePublished?.toISOString() ?? null,
  })),
  questions: row.questions.map((q) => ({
    id: q.id,
    title: q.title,
    summary: q.summary,
    // only the display name the asker chose is public, never the account's name
    full_name: q.fullName,
    register_date: q.registerDate.toISOString(),
    is_shown: q.isShown,
  })),
  corrections: row.corrections.map(presentCorrectionNote),
  file: mediaUrl(storage, row.file),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
