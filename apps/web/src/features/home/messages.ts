// The home page's and the right column's Persian text. The sentences the contract also holds
// (HOME_MESSAGES, SCORES_MESSAGES, SCORE_KEYS) are repeated here so the first page's JavaScript does
// not carry zod; messages.test.ts keeps both copies the same.

export const HOME_TEXT = {
  tagline: 'بررسی اخبار و ردیابی شایعات',
  unauthorized: 'در احراز هویت شما مشکلی پیش آمده است. لطفا مجددا تلاش نمایید',
  loadFailed: 'خطا در دریافت اطلاعات از سرور. لطفا دوباره تلاش کنید.',
  tableReloadFailed: 'خطا در دریافت اطلاعات جدول. لطفا دوباره تلاش کنید.',
  retry: 'تلاش دوباره',
  loading: 'در حال بارگذاری',

  scoresTitle: 'رتبه‌بندی خبرگزاری‌ها',
  scoresCaption: 'امتیاز خبرگزاری‌ها بر اساس ارزیابی اخبار منتشرشده',
  scoresEmpty: 'هنوز خبری از خبرگزاری‌ها ارزیابی نشده است',
  outletColumn: 'خبرگزاری',
  newsCount: 'تعداد اخبار',
  total: 'مجموع',
  showAll: 'نمایش همه',
  showFewer: 'نمایش کمتر',
  outletLogo: (name: string) => `نشان ${name}`,

  latestTitle: 'آخرین مقالات و بررسی‌ها',
  latestEmpty: 'هنوز بررسی‌ای منتشر نشده است',
  allReviews: 'همه بررسی‌ها',
  subjectLink: 'موضوع:',
  noTitle: 'بدون عنوان',
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

  facultyTitle: 'اعضای هیئت علمی',
  facultyCarousel: 'معرفی اعضای هیئت علمی',
  facultyEmpty: 'هیچ عضوی یافت نشد',
  noAbstract: 'توضیحات موجود نیست',
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
export const TRENDING_TABS = [
  { key: 'priority', label: 'اولویت' },
  { key: 'most_wanted', label: 'پر تقاضاترین' },
  { key: 'views', label: 'پربازدیدترین' },
  { key: 'most_reviewed', label: 'پر بحثترین' },
] as const;
export type TrendingKey = (typeof TRENDING_TABS)[number]['key'];

/** Score types whose score is at or above this are hidden on phones (= SCORE_HIDDEN_ON_MOBILE_FROM). */
export const SCORE_HIDDEN_ON_PHONE_FROM = 5;
