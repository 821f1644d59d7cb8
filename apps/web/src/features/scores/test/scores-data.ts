// Agency table rows for the scores and home tests, shaped like the home answer's `scores` (contract ScoreRow).
import type { HomeResponse } from '@rasti/contract/home';
import type { ScoreRow } from '@rasti/contract/scores';

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
