import { missingFieldsMessage, pickLabels, type RequiredFields } from './form-rules.ts';
import { isolateLatin } from './bidi.ts';

// The review screens' sentences, limits and required fields, kept apart from the zod schemas
// (reviews.ts, which re-exports them) so the public list and report pages load no schema library.

/** Spec sections 2, 5 and 8 (the review form's English messages in Persian). */
export const REVIEW_MESSAGES = {
  titleRequired: 'عنوان الزامی است',
  summaryRequired: 'چکیده الزامی است',
  contentRequired: 'متن بررسی الزامی است',
  subjectRequired: 'موضوع الزامی است',
  statusRequired: 'وضعیت الزامی است',
  imageRequired: 'تصویر اصلی الزامی است',
  /** 'please fill in the following: ' plus the comma-joined names of the missing fields */
  completePrefix: 'لطفاً موارد زیر را تکمیل کنید: ',
  statusInvalid: 'وضعیت انتخاب‌شده معتبر نیست',
  unknownSubject: 'موضوع انتخاب‌شده وجود ندارد',
  newsItemsInvalid: 'فهرست اخبار معتبر نیست',
  newsItemTitleRequired: 'عنوان خبر الزامی است',
  unknownOutlet: 'خبرگزاری انتخاب‌شده وجود ندارد',
  unknownEvaluation: 'ارزیابی انتخاب‌شده وجود ندارد',
  linkInvalid: isolateLatin('لینک باید یک نشانی معتبر http یا https باشد'),
  dateInvalid: 'تاریخ خبر باید زمان یونیکس (ثانیه) باشد',
  notOwner: 'فقط بررسی‌هایی را که خودتان نوشته‌اید می‌توانید ویرایش کنید.',
  created: 'بررسی با موفقیت ایجاد شد',
  edited: 'بررسی با موفقیت ویرایش شد',
  saveFailed: 'خطا در ذخیره تغییرات',
  loadListFailed: 'خطا در دریافت گزارش‌های بررسی',
  loadOneFailed: 'خطا در دریافت داده‌های گزارش',
  listTitle: 'گزارش بررسی‌ها',
  empty: 'هیچ گزارشی یافت نشد',
  about: 'بررسی در مورد:',
  noSubjectTitle: 'بدون عنوان',
  edit: 'ویرایش بررسی',
  authorHeading: 'درباره نویسنده:',
  anonymous: 'ناشناس',
  noAbstract: 'بدون توضیحات',
  /** the review form could not load what it edits or chooses from: 'error fetching data' */
  formLoadFailed: 'خطا در دریافت اطلاعات',
  /** the management list could not load: 'error fetching reviews data' */
  manageListLoadFailed: 'خطا در دریافت اطلاعات بررسی‌ها',
  /** the report page found no review, or could not load it: 'error loading data' */
  notFoundOnPage: 'خطا در بارگذاری اطلاعات',
} as const;

export const REVIEW_LIMITS = {
  /** related reviews on a report page */
  related: 4,
  /** news items one review may carry */
  maxNewsItems: 30,
  titleMax: 300,
  summaryMax: 5000,
  newsSummaryMax: 5000,
} as const;

/** A review's fields with their labels on the edit screen (the required list and the history name them). */
export const REVIEW_FIELD_LABELS = {
  subject: 'موضوع',
  title: 'عنوان',
  summary: 'چکیده',
  content: 'متن بررسی',
  main_images: 'تصویر اصلی',
  status: 'وضعیت',
  date_published: 'تاریخ انتشار',
  news_items: 'اخبار',
} as const;

/** The review form's required fields in the order the message lists them, with their Persian names. */
export const REVIEW_REQUIRED_FIELDS = pickLabels(REVIEW_FIELD_LABELS, [
  'subject',
  'title',
  'summary',
  'content',
  'status',
  'main_images',
]);
export type ReviewRequiredField = keyof typeof REVIEW_REQUIRED_FIELDS;

/** Each required field's own message ('title is required' …). */
export const REVIEW_FIELD_MESSAGES: Record<ReviewRequiredField, string> = {
  subject: REVIEW_MESSAGES.subjectRequired,
  title: REVIEW_MESSAGES.titleRequired,
  summary: REVIEW_MESSAGES.summaryRequired,
  content: REVIEW_MESSAGES.contentRequired,
  status: REVIEW_MESSAGES.statusRequired,
  main_images: REVIEW_MESSAGES.imageRequired,
};

/** The review form's required-field rule. */
export const REVIEW_REQUIRED: RequiredFields<ReviewRequiredField> = {
  labels: REVIEW_REQUIRED_FIELDS,
  prefix: REVIEW_MESSAGES.completePrefix,
  messages: REVIEW_FIELD_MESSAGES,
};

/** 'please fill in the following: …' naming every missing field (spec section 5). */
export const reviewMissingMessage = (missing: readonly ReviewRequiredField[]): string =>
  missingFieldsMessage(REVIEW_REQUIRED, missing);
