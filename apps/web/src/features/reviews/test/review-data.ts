import type { ReviewListItem } from '@rasti/contract/reviews';

/**
 * A published review as the lists answer it: subject 100 + id, no image, category, verdict or author.
 * `overrides` set anything else.
 */
export const reviewListItem = (id: number, overrides: Partial<ReviewListItem> = {}): ReviewListItem => ({
  id,
  title: `بررسی ${id}`,
  summary: 'خلاصه',
  main_images: null,
  main_images_small: null,
  subject: 100 + id,
  subject_id: 100 + id,
  subject_title: `موضوع ${id}`,
  category: null,
  category_title: null,
  category_color: null,
  subject_evaluation: null,
  subject_evaluation_title: null,
  subject_evaluation_color: null,
  status: 2,
  date_published: '2024-03-20T10:00:00.000Z',
  views: 0,
  author_id: null,
  author_name: null,
  ...overrides,
});
