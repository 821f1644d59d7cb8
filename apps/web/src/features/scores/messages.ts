// The agency table's Persian text that the contract does not hold (SCORES_MESSAGES and SCORE_KEYS come
// from the zod-free '@rasti/contract/scores-messages', so the first page's JavaScript carries no zod).

export const SCORES_TEXT = {
  scoresCaption: 'امتیاز خبرگزاری‌ها بر اساس ارزیابی اخبار منتشرشده',
  scoresEmpty: 'هنوز خبری از خبرگزاری‌ها ارزیابی نشده است',
  outletColumn: 'خبرگزاری',
  showAll: 'نمایش همه',
  showFewer: 'نمایش کمتر',
  allOutlets: 'همه رسانه‌ها و کارنامه‌شان',
  scrollHint: 'ستون‌های دیگر با کشیدن جدول به کنار دیده می‌شوند.',
} as const;
