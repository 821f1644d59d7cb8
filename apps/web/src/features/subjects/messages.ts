// The subjects screens' own Persian text. Spec wording is kept word for word where the spec gives it.

export const SUBJECTS_TEXT = {
  title: 'موضوعات روز',
  loading: 'در حال بارگذاری موضوعات',
  loadFailed: 'خطا در دریافت لیست موضوعات',
  categoriesFailed: 'خطا در دریافت دسته‌بندی‌ها',
  empty: 'هیچ موضوعی یافت نشد',
  filtersLabel: 'جستجو و فیلتر موضوعات',

  searchLabel: 'جستجو در موضوعات',
  searchPlaceholder: 'جستجو در عنوان یا چکیده...',
  sortLabel: 'مرتب‌سازی',
  categoryLabel: 'دسته‌بندی',
  allCategories: 'همه دسته‌بندی‌ها',
  statusLabel: 'وضعیت',
  allStatuses: 'همه وضعیت‌ها',
  noCategory: 'بدون دسته‌بندی',

  /** A category chip on a card: pressing filters the list by it, pressing again clears the filter. */
  filterByCategory: (title: string) => `نمایش موضوعات دسته ${title}`,
  clearCategoryFilter: (title: string) => `حذف فیلتر دسته ${title}`,
  activeCategory: 'فیلتر دسته‌بندی:',
  resultCount: (count: string) => `${count} موضوع`,

  addSubject: 'افزودن موضوع جدید',
  tableCaption: 'فهرست موضوعات روز',
  columnTitle: 'عنوان',
  columnDate: 'تاریخ انتشار',
  columnStatus: 'وضعیت',
  columnEvaluation: 'ارزیابی',
  columnActions: 'عملیات',
  notPublished: 'منتشر نشده',
  noEvaluation: 'بدون ارزیابی',
  view: (title: string) => `مشاهده ${title}`,
  edit: (title: string) => `ویرایش ${title}`,
  viewShort: 'مشاهده',
  editShort: 'ویرایش',
} as const;

/** Public sort menu of spec section 2, in its order; the server takes one flag at a time. */
export const SORT_OPTIONS = [
  { value: 'priority', label: 'اولویت' },
  { value: 'views', label: 'پربازدیدترین' },
  { value: 'most_reviewed', label: 'پربحث‌ترین' },
  { value: 'most_wanted', label: 'پرتقاضاترین' },
] as const;

export const SUBJECT_PAGE_TEXT = {
  pageTitle: 'موضوع روز',
  invalidId: 'شناسه موضوع نامعتبر است',
  notFound: 'موضوع موردنظر یافت نشد',
  loadFailed: 'خطا در دریافت اطلاعات موضوع',
  backToList: 'بازگشت به موضوعات روز',
  retry: 'تلاش دوباره',
  category: 'دسته‌بندی',
  evaluation: 'ارزیابی',
  published: 'تاریخ انتشار',
  attachment: 'دانلود فایل ضمیمه',
  hashtags: 'برچسب‌ها',
  abstract: 'چکیده',
  imageAlt: (title: string) => `تصویر ${title}`,
  editSubject: 'ویرایش موضوع',
  addReview: 'افزودن بررسی',

  sources: 'منابع منتشر شده',
  noSources: 'هنوز منبعی برای این موضوع ثبت نشده است',
  openSource: (title: string) => `باز کردن خبر «${title}» در برگه جدید`,

  reviews: 'بررسی‌های صورت گرفته',
  noReviews: 'هنوز بررسی‌ای برای این موضوع منتشر نشده است',
  readReview: 'مشاهده کامل',
  readReviewOf: (title: string) => `مشاهده کامل بررسی ${title}`,

  questions: 'پرسش‌های کاربران',
  noQuestions: 'پرسشی به این موضوع پیوند نخورده است',
  moreQuestions: 'بیشتر +',
  anonymous: 'ناشناس',
  openQuestion: (title: string) => `نمایش کامل پرسش ${title}`,
  closeQuestion: 'بستن',
  statusOf: (label: string) => `وضعیت: ${label}`,
} as const;

/** The rumour's timeline on a subject's page. */
export const TIMELINE_TEXT = {
  title: 'گاه‌شمار شایعه',
  summary: (p: {
    first: string;
    firstDate: string;
    sources: string;
    outlets: string;
    lastDate: string;
    review: string | null;
  }) =>
    `این شایعه نخستین بار در ${p.firstDate} در «${p.first}» آمد و تا ${p.lastDate} در ${p.sources} منبع از ${p.outlets} رسانه دیده شد` +
    (p.review ? `؛ بررسی راستی در ${p.review} منتشر شد.` : '.'),
  scrollCue: 'برای دیدن همه‌ی نمودار، آن را به پهلو بکشید ↔',
  reviewMark: 'بررسی راستی',
  reviewRow: (title: string) => `انتشار بررسی: ${title}`,
  firstKey: 'نخستین منبع',
  reviewKey: 'انتشار بررسی',
  tableToggle: 'داده‌های گاه‌شمار به صورت جدول',
  tableCaption: 'منبع‌های شایعه به ترتیب زمان',
  date: 'تاریخ',
  outlet: 'رسانه',
  verdict: 'ارزیابی',
  noVerdict: 'بی‌ارزیابی',
  noDate: 'بی‌تاریخ',
} as const;
