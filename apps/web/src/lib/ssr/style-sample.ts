// Answers with one of everything, never shown: the build draws the public pages with them to collect the
// rules of the data's own views (the right column, the home page's table and cards, a report, a subject)
// into the shared stylesheet, instead of every page carrying them.
import type { SubjectDetail, SubjectListItem } from '@rasti/contract/subjects';
import type { HomeResponse } from '@rasti/contract/home';
import type { ReviewDetail, ReviewListItem } from '@rasti/contract/reviews';
import type { PublicOutletDetail } from '@rasti/contract/outlets';

const IMAGE = '/media/sample.webp';

const subject: SubjectListItem = {
  id: 1,
  title: 'موضوع',
  abstract: 'چکیده',
  main_images: IMAGE,
  main_images_small: IMAGE,
  category: 1,
  category_title: 'دسته',
  category_color: '#1565c0',
  reviews: 1,
  reviews_title: 'نادرست',
  reviews_color: '#d32f2f',
  status: 2,
  priority: 5,
  hashtags: '',
  views: 1,
  date_published: '2026-01-01T00:00:00.000Z',
};

const review: ReviewListItem = {
  id: 1,
  title: 'بررسی',
  summary: 'چکیده',
  main_images: IMAGE,
  main_images_small: IMAGE,
  subject: 1,
  subject_id: 1,
  subject_title: 'موضوع',
  category: 1,
  category_title: 'دسته',
  category_color: '#1565c0',
  subject_evaluation: 1,
  subject_evaluation_title: 'نادرست',
  subject_evaluation_color: '#d32f2f',
  status: 2,
  date_published: '2026-01-01T00:00:00.000Z',
  views: 1,
  author_id: 1,
  author_name: 'نویسنده',
};

export const SAMPLE_HOME: HomeResponse = {
  scores: {
    score_types: [
      { id: 1, title: 'درست', color: '#2e7d32', score: 1 },
      { id: 2, title: 'نادرست', color: '#d32f2f', score: 5 },
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      name: 'خبرگزاری',
      english_name: 'outlet',
      logo: IMAGE,
      news_count: 2,
      total: 6,
      scores: { درست: 1, نادرست: 1, 'تعداد اخبار': 2, مجموع: 6 },
      counts: { '1': 1, '2': 1 },
    })),
  },
  latest_reviews: [review, { ...review, id: 2 }],
  trending: { priority: [subject], most_wanted: [subject], views: [subject], most_reviewed: [subject] },
  faculty: [
    {
      id: 1,
      first_name: 'نام',
      last_name: 'نام',
      full_name: 'نام نام',
      avatar: IMAGE,
      abstract: 'چکیده',
      published_count: 1,
    },
  ],
};

const DATE = '2026-01-01T00:00:00.000Z';
const CONTENT =
  '<h2>عنوان</h2><p>متن <a href="https://example.com">پیوند</a></p><blockquote>نقل</blockquote>';

/** A report (/report/1) with its news items, author and related reviews. */
export const SAMPLE_REVIEW: ReviewDetail = {
  ...review,
  content: CONTENT,
  news_items: [
    {
      id: 1,
      source_id: 1,
      source_name: 'خبرگزاری',
      logo: IMAGE,
      title: 'خبر',
      link: 'https://example.com/1',
      date: 1_767_225_600,
      summary: 'چکیده',
      evaluation: 1,
      evaluation_title: 'نادرست',
      evaluation_color: '#d32f2f',
    },
  ],
  author: { id: 1, full_name: 'نویسنده', avatar: IMAGE, abstract: 'چکیده' },
  related_reviews: [{ ...review, id: 2 }],
  corrections: [{ note: 'اصلاحیه', date: DATE }],
  created_at: DATE,
  updated_at: DATE,
};

/** A subject (/news-subject-page/1) with its sources, reviews and questions. */
export const SAMPLE_SUBJECT: SubjectDetail = {
  ...subject,
  content: CONTENT,
  file: null,
  rumors: [
    {
      id: 1,
      news_subject: 1,
      title: 'روایت',
      link: 'https://example.com/2',
      publisher: 1,
      publisher_name: 'خبرگزاری',
      logo: IMAGE,
      summary: 'چکیده',
      date_published_rumor: 1_767_225_600,
      result_id: 1,
      reviews_color: '#d32f2f',
      reviews_title: 'نادرست',
      status: 2,
    },
  ],
  subject_reviews: [
    { id: 1, title: 'بررسی', status: 2, summary: 'چکیده', main_images: IMAGE, date_published: DATE },
  ],
  questions: [
    { id: 1, title: 'پرسش', summary: 'چکیده', full_name: 'پرسنده', register_date: DATE, is_shown: true },
  ],
  corrections: [{ note: 'اصلاحیه', date: DATE }],
  created_at: DATE,
  updated_at: DATE,
};

/** An outlet's page (/media/1): its score row, rank, chart and one checked news item. */
export const SAMPLE_OUTLET: PublicOutletDetail = {
  id: 1,
  name: 'خبرگزاری',
  english_name: 'News',
  link: 'https://example.com',
  logo: IMAGE,
  origin: 1,
  rumor_count: 2,
  total: -1,
  scores: [{ id: 1, title: 'نادرست', color: '#d32f2f', score: -2, count: 1 }],
  sources: [{ ...SAMPLE_SUBJECT.rumors[0]!, subject_title: 'موضوع' }],
  sources_total: 2,
  months: [{ month: 140509, counts: { '1': 1, '0': 1 } }],
  rank: { now: 1, of: 2, year_ago: null, of_year_ago: 0, year_ago_month: 140409 },
};
