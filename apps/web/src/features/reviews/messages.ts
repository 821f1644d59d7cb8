import { toPersianDigits } from '@rasti/contract/persian';

// Persian text of the review screens that the contract does not hold. The contract's own sentences
// (REVIEW_MESSAGES, REVIEW_REQUIRED_FIELDS) come from '@rasti/contract/review-messages', which, like
// this file, is free of zod so the public pages (list, report) load no schema library.

export const REVIEWS_TEXT = {
  manageTitle: 'بررسی‌ها',
  addReview: 'افزودن بررسی',
  searchLabel: 'جستجو در بررسی‌ها',
  searchPlaceholder: 'جستجو در بررسی‌ها...',
  filtersLabel: 'جستجو و فیلتر بررسی‌ها',
  categoryFilter: 'دسته‌بندی',
  allCategories: 'همه دسته‌بندی‌ها',
  statusFilter: 'وضعیت',
  allStatuses: 'همه',
  sortLabel: 'مرتب‌سازی',
  loading: 'در حال بارگذاری',
  listLabel: 'فهرست بررسی‌ها',
  published: 'تاریخ انتشار:',
  notFound: 'بررسی موردنظر یافت نشد.',
  // the report page's heading above its error (a missing report, a failed load)
  notFoundHeading: 'این بررسی پیدا نشد',
  loadFailedHeading: 'بررسی بارگذاری نشد',

  goToSubject: 'مشاهده موضوع',
  editShort: 'ویرایش',
  summaryHeading: 'خلاصه',
  newsItemsHeading: 'اخبار بررسی‌شده',
  relatedHeading: 'بررسی‌های مرتبط',
  authorAvatar: (name: string) => `تصویر ${name}`,
  reportImage: 'تصویر بررسی',
  closeFullItem: 'بستن',
  openLink: 'مشاهده خبر',

  newTitle: 'بررسی جدید',
  subject: 'موضوع روز',
  content: 'متن بررسی',
  mainImage: 'تصویر اصلی',
  chooseImage: 'انتخاب تصویر',
  changeImage: 'تغییر تصویر',
  removeImage: 'حذف تصویر',
  imagePreview: 'پیش‌نمایش تصویر اصلی',
  uploading: 'در حال بارگذاری تصویر',
  newsItems: 'اخبار مرتبط',
  addNewsItem: 'افزودن خبر',
  submitCreate: 'ثبت بررسی',
  submitEdit: 'ذخیره تغییرات',
  cancel: 'انصراف',
  redirecting: 'تا چند لحظه دیگر به فهرست بررسی‌ها می‌روید.',
  redirectingHome: 'تا چند لحظه دیگر به صفحه اصلی می‌روید.',
  editorLoading: 'در حال بارگذاری ویرایشگر',

  newsItem: (n: number) => `خبر ${toPersianDigits(n)}`,
  outlet: 'خبرگزاری',
  itemTitle: 'عنوان',
  itemLink: 'لینک خبر',
  itemDate: 'تاریخ خبر',
  itemSummary: 'چکیده',
  evaluation: 'ارزیابی',
  noEvaluation: 'ارزیابی',
  remove: 'حذف',
  removeItem: (n: number) => `حذف خبر ${toPersianDigits(n)}`,
} as const;

/** The review form's subject picker. */
export const SUBJECT_PICKER_TEXT = {
  label: REVIEWS_TEXT.subject,
  placeholder: 'جستجوی موضوع...',
  none: 'موضوعی یافت نشد',
} as const;
