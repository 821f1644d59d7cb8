// Home answers for the home tests, shaped like GET /public/home/ (contract HomeResponse).
import type { SubjectListItem } from '@rasti/contract/subjects';
import type { FacultyMember } from '@rasti/contract/faculty';
import type { HomeResponse } from '@rasti/contract/home';
import type { ReviewListItem } from '@rasti/contract/reviews';
import type { ScoreRow } from '@rasti/contract/scores';
import { facultyMember } from '../../faculty/test/faculty-data';
import { reviewListItem } from '../../reviews/test/review-data';

export const scoreTypes: HomeResponse['scores']['score_types'] = [
  { id: 1, title: 'درست', color: '#2e7d32', score: 1 },
  { id: 2, title: 'نیمه درست', color: '#f2a541', score: 3 },
  { id: 3, title: 'شایعه', color: '#b5402e', score: 5 },
  { id: 4, title: 'نادرست', color: '#6d1b1b', score: 8 },
];

export function scoreRow(id: number, name: string, counts: [number, number, number, number]): ScoreRow {
  const newsCount = counts.reduce((a, b) => a + b, 0);
  const total = counts.reduce((sum, count, i) => sum + count * scoreTypes[i]!.score, 0);
  return {
    id,
    name,
    english_name: `outlet ${id}`,
    logo: null,
    news_count: newsCount,
    total,
    scores: {
      ...Object.fromEntries(scoreTypes.map((t, i) => [t.title, counts[i]!])),
      'تعداد اخبار': newsCount,
      مجموع: total,
    },
    counts: Object.fromEntries(scoreTypes.map((t, i) => [String(t.id), counts[i]!])),
  };
}

export const OUTLET_NAMES = [
  'خبرگزاری الف',
  'خبرگزاری ب',
  'خبرگزاری پ',
  'خبرگزاری ت',
  'خبرگزاری ث',
  'خبرگزاری ج',
  'خبرگزاری چ',
];

/** Seven outlets, best total first. */
export const scoreRows: ScoreRow[] = OUTLET_NAMES.map((name, i) =>
  scoreRow(i + 1, name, [1, 1, 7 - i, 7 - i]),
);

export function review(id: number, title: string): ReviewListItem {
  return reviewListItem(id, { title, summary: `چکیده ${title}` });
}

export function subject(id: number, title: string): SubjectListItem {
  return {
    id,
    title,
    abstract: '',
    main_images: null,
    main_images_small: null,
    category: null,
    category_title: null,
    category_color: null,
    reviews: null,
    reviews_title: null,
    reviews_color: null,
    status: 2,
    priority: 5,
    hashtags: '',
    views: 0,
    date_published: null,
  };
}

/** A board member as the home answer carries one (the faculty tests' own maker). */
export const member = (id: number, fullName: string, abstract = ''): FacultyMember =>
  facultyMember(id, fullName, abstract);

export const homeAnswer: HomeResponse = {
  scores: { score_types: scoreTypes, rows: scoreRows },
  latest_reviews: [1, 2, 3, 4, 5, 6].map((n) => review(n, `بررسی شماره ${n}`)),
  trending: {
    priority: [subject(1, 'موضوع اولویت‌دار')],
    most_wanted: [subject(2, 'موضوع پرتقاضا')],
    views: [subject(3, 'موضوع پربازدید')],
    most_reviewed: [subject(4, 'موضوع پربحث')],
  },
  faculty: [member(41, 'مریم احمدی', 'استاد ارتباطات'), member(42, 'علی رضایی'), member(43, 'سارا کریمی')],
};

/** Answers window.matchMedia with `matches(query)` for every query. */
function fakeMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Makes `(max-width:599.95px)` (MUI's phones) match or not; other queries never match. */
export function setPhoneScreen(isPhone: boolean): void {
  fakeMatchMedia((query) => isPhone && query.includes('max-width:599.95px'));
}

/** Makes `(prefers-reduced-motion: reduce)` match or not. */
export function setReducedMotion(reduce: boolean): void {
  fakeMatchMedia((query) => reduce && query.includes('prefers-reduced-motion'));
}
