import type { CorrectionNote, Source, SubjectDetail, SubjectListItem } from '@rasti/contract';
import { smallImageKey } from '../../lib/images.ts';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';
import type {
  SubjectDetailRow,
  SubjectListRow,
  SubjectQuestionRow,
  SubjectReviewRow,
} from './subjects.repository.ts';

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

/** What a subject's page lists with it: its sources, reviews, questions and correction notes. */
export interface SubjectRelated {
  /** the stored content as it is served (lib/stored-html.ts) */
  content: string;
  sources: Source[];
  reviews: SubjectReviewRow[];
  questions: SubjectQuestionRow[];
  corrections: CorrectionNote[];
}

export const presentSubjectDetail = (
  row: SubjectDetailRow,
  storage: FileStorage,
  related: SubjectRelated,
): SubjectDetail => ({
  ...presentSubjectListItem(row, storage),
  content: related.content,
  rumors: related.sources,
  subject_reviews: related.reviews.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    summary: r.summary,
    main_images: mediaUrl(storage, r.mainImage),
  })),
  questions: related.questions.map((q) => ({
    id: q.id,
    title: q.title,
    summary: q.summary,
    // only the display name the asker chose is public, never the account's name
    full_name: q.fullName,
    register_date: q.registerDate.toISOString(),
    is_shown: q.isShown,
  })),
  corrections: related.corrections,
  file: mediaUrl(storage, row.file),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
