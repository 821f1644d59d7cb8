import { missingFieldsMessage, pickLabels, type RequiredFields } from './form-rules.ts';
import { isolateLatin } from './bidi.ts';

// The subjects' sentences and required fields ('news-subject', spec sections 5 and 8), without zod (ADR 16).

/** The subject form's messages (spec section 5 and 8 quote them in English; this is their Persian). */
export const SUBJECT_MESSAGES = {
  completePrefix: 'لطفاً موارد زیر را تکمیل کنید: ',
  priorityInvalid: 'اولویت باید عددی صحیح از ۱ تا ۵ باشد',
  statusInvalid: 'وضعیت انتخاب‌شده معتبر نیست',
  unknownCategory: 'دسته‌بندی انتخاب‌شده وجود ندارد',
  unknownEvaluation: 'ارزیابی انتخاب‌شده وجود ندارد',
  created: 'موضوع با موفقیت ایجاد شد',
  edited: 'موضوع با موفقیت ویرایش شد',
  saveFailed: 'خطا در ذخیره تغییرات',
  loadFailed: 'خطا در دریافت لیست موضوعات',
} as const;

export const ATTACHMENT_MESSAGES = {
  typeRefused: isolateLatin('فایل ضمیمه فقط می‌تواند pdf، docx، xlsx، zip یا txt باشد.'),
} as const;

/** A subject's fields with their labels on the edit screen (the required list and the history name them). */
export const SUBJECT_FIELD_LABELS = {
  title: 'عنوان',
  abstract: 'چکیده',
  content: 'محتوا',
  main_images: 'تصویر',
  file: 'فایل پیوست',
  category: 'دسته‌بندی',
  reviews: 'ارزیابی',
  status: 'وضعیت',
  priority: 'اولویت',
  hashtags: 'هشتگ‌ها',
  date_published: 'تاریخ انتشار',
} as const;

/** The subject form's required fields in the order the message lists them, with their Persian names. */
export const SUBJECT_REQUIRED_FIELDS = pickLabels(SUBJECT_FIELD_LABELS, [
  'title',
  'abstract',
  'content',
  'main_images',
  'category',
  'status',
  'reviews',
]);
export type SubjectRequiredField = keyof typeof SUBJECT_REQUIRED_FIELDS;

/** The subject form's required-field rule: each field's own message is '<name> is required'. */
export const SUBJECT_REQUIRED: RequiredFields<SubjectRequiredField> = {
  labels: SUBJECT_REQUIRED_FIELDS,
  prefix: SUBJECT_MESSAGES.completePrefix,
  messages: Object.fromEntries(
    Object.entries(SUBJECT_REQUIRED_FIELDS).map(([field, label]) => [field, `${label} الزامی است`]),
  ) as Record<SubjectRequiredField, string>,
};

/** 'please complete the following: ' plus the comma-joined names of the missing fields. */
export const subjectMissingMessage = (missing: readonly SubjectRequiredField[]): string =>
  missingFieldsMessage(SUBJECT_REQUIRED, missing);
