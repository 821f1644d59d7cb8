import type { Question } from '@rasti/contract';

/** A question as the API answers it; tests override what they are about. */
export const makeQuestion = (overrides: Partial<Question> = {}): Question => ({
  id: 7,
  title: 'آیا نان گران می‌شود؟',
  summary: 'در گروه خانوادگی پیامی دیدم.',
  resource: 'https://example.com/post',
  full_name: 'مریم احمدی',
  avatar: null,
  news_subject: null,
  news_subject_title: null,
  group: null,
  demand: 1,
  is_shown: true,
  user_active: true,
  user: { id: 31, full_name: 'مریم احمدی', avatar: null },
  // 1404/10/11 in the Persian calendar
  register_date: '2026-01-01T08:00:00.000Z',
  answered_at: null,
  ...overrides,
});
