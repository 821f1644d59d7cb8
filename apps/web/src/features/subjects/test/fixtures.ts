import type { Category, Source, SubjectDetail, SubjectListItem } from '@rasti/contract';

// Answers shaped like the server's (contract catalogue), for the subjects and sources screen tests.

export const CATEGORIES: Category[] = [
  { id: 1, title: 'علمی', color: '#5d4037' },
  { id: 2, title: 'اقتصاد', color: '#ffeb3b' },
];

export function makeSubject(id: number, overrides: Partial<SubjectListItem> = {}): SubjectListItem {
  return {
    id,
    title: `موضوع ${id}`,
    abstract: `چکیده موضوع ${id}`,
    main_images: `/media/subjects/${id}.webp`,
    main_images_small: `/media/subjects/${id}-small.webp`,
    category: 1,
    category_title: 'علمی',
    category_color: '#5d4037',
    reviews: 3,
    reviews_title: 'نادرست',
    reviews_color: '#d32f2f',
    status: 2,
    priority: 5,
    hashtags: '#زلزله #تهران',
    views: 0,
    // 1403/01/01 in Tehran
    date_published: '2024-03-20T08:30:00.000Z',
    ...overrides,
  };
}

export function makeSource(id: number, overrides: Partial<Source> = {}): Source {
  return {
    id,
    news_subject: 10,
    title: `منبع ${id}`,
    link: `https://news.example/${id}`,
    publisher: 4,
    publisher_name: 'خبرگزاری نمونه',
    logo: null,
    summary: `خلاصه منبع ${id}`,
    date_published_rumor: 1_710_923_400,
    result_id: 3,
    reviews_color: '#d32f2f',
    reviews_title: 'نادرست',
    status: 2,
    ...overrides,
  };
}

export function makeDetail(id: number, overrides: Partial<SubjectDetail> = {}): SubjectDetail {
  return {
    ...makeSubject(id),
    content:
      '<h2>بررسی شواهد</h2><p>متن <strong>پررنگ</strong></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    file: '/media/files/report.pdf',
    rumors: [makeSource(1, { news_subject: id }), makeSource(2, { news_subject: id, link: '' })],
    subject_reviews: [{ id: 41, title: 'بررسی یک', status: 2, summary: 'خلاصه بررسی', main_images: null }],
    questions: Array.from({ length: 7 }, (_, i) => ({
      id: 100 + i,
      title: `پرسش ${i + 1}`,
      summary: `متن پرسش ${i + 1}`,
      full_name: i === 0 ? '' : `پرسنده ${i + 1}`,
      register_date: '2024-03-21T08:30:00.000Z',
      is_shown: true,
    })),
    corrections: [],
    created_at: '2024-03-01T00:00:00.000Z',
    updated_at: '2024-03-01T00:00:00.000Z',
    ...overrides,
  };
}
