import type { reviewNewsItems, reviews, subjects } from '../../db/schema/index.ts';
import type { Snapshot } from './revisions.repository.ts';

// What the history records of a subject and a review, under the edit form's field names: texts, ids and
// numbers as stored, dates as ISO, image and file paths as storage keys.

type SubjectRow = typeof subjects.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;
type NewsItemRow = Pick<
  typeof reviewNewsItems.$inferSelect,
  'outletId' | 'title' | 'link' | 'date' | 'summary' | 'evaluationId'
>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const subjectSnapshot = (row: Omit<SubjectRow, 'id'>): Snapshot => ({
  title: row.title,
  abstract: row.abstract,
  content: row.content,
  main_images: row.mainImage,
  file: row.file,
  category: row.categoryId,
  reviews: row.evaluationId,
  status: row.status,
  priority: row.priority,
  hashtags: row.hashtags,
  date_published: iso(row.datePublished),
});

/** A news item as the review form sends it (its date in Unix seconds). */
export const newsItemSnapshot = (item: NewsItemRow) => ({
  source_id: item.outletId ?? null,
  title: item.title,
  link: item.link,
  date: item.date ? Math.floor(item.date.getTime() / 1000) : null,
  summary: item.summary,
  evaluation: item.evaluationId ?? null,
});

/** A review; its news items only when the edit sent them (they are another table's rows). */
export const reviewSnapshot = (row: Omit<ReviewRow, 'id'>, items?: NewsItemRow[]): Snapshot => ({
  subject: row.subjectId,
  title: row.title,
  summary: row.summary,
  content: row.content,
  main_images: row.mainImage,
  status: row.status,
  date_published: iso(row.datePublished),
  ...(items ? { news_items: items.map(newsItemSnapshot) } : {}),
});
