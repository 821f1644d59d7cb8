import { LIST_SORT_LABELS } from '@rasti/contract/sorts';

// The home page's and the right column's Persian text that the contract does not hold. The contract's
// own (HOME_MESSAGES, SCORES_MESSAGES, SCORE_KEYS, FACULTY_MESSAGES, REVIEW_MESSAGES) come from its
// zod-free '@rasti/contract/*-messages' modules, so the first page's JavaScript carries no zod.

export const HOME_TEXT = {
  tagline: 'بررسی اخبار و ردیابی شایعات',

  scoresTitle: 'رتبه‌بندی خبرگزاری‌ها',

  latestEmpty: 'هنوز بررسی‌ای منتشر نشده است',
  allReviews: 'همه بررسی‌ها',
} as const;

/** The right column's texts (spec section 2, Layout). */
export const RIGHT_COLUMN_TEXT = {
  label: 'ستون کناری',
  trendingTitle: 'موضوعات داغ',
  trendingTabs: 'مرتب‌سازی موضوعات داغ',
  trendingEmpty: 'موضوعی یافت نشد',
  allSubjects: 'همه موضوعات روز',

  askTitle: 'از من بپرس',
  askText: 'خبری دیده‌اید و از درستی آن مطمئن نیستید؟ آن را بفرستید تا کارشناسان ما بررسی کنند.',
  askAction: 'درخواست بررسی خبر',

  allFaculty: 'همه اعضای هیئت علمی',
  previous: 'عضو قبلی',
  next: 'عضو بعدی',
  pause: 'توقف نمایش خودکار',
  play: 'ادامه نمایش خودکار',
  slideOf: (n: string, total: string) => `${n} از ${total}`,
  goToSlide: (n: string) => `نمایش عضو ${n}`,
  avatarOf: (name: string) => `تصویر ${name}`,
} as const;

/** The four sort tabs of the trending list, in the spec's order; keys are the home answer's. */
export const TRENDING_TABS = (['priority', 'most_wanted', 'views', 'most_reviewed'] as const).map((key) => ({
  key,
  label: LIST_SORT_LABELS[key],
}));
export type TrendingKey = (typeof TRENDING_TABS)[number]['key'];
