import { toPersianDigits } from './persian.ts';

// The public trust pages (methodology, about) and the evaluations' definitions: limits and
// sentences, kept apart from their zod schemas (trust.ts) so the public pages load no schema library.

export const TRUST_LIMITS = {
  /** an evaluation's definition (plain text) */
  evaluationDescription: 1000,
  /** the about page's HTML as sent (inline images included; they are stored as files on save) */
  aboutBody: 8 * 1024 * 1024,
} as const;

/** The editable site pages, by key (the `site_pages` table). */
export const SITE_PAGE_KEYS = ['about'] as const;
export type SitePageKey = (typeof SITE_PAGE_KEYS)[number];

export const EVALUATION_MESSAGES = {
  descriptionTooLong: `تعریف ارزیابی نباید بیشتر از ${toPersianDigits(TRUST_LIMITS.evaluationDescription)} نویسه باشد.`,
  descriptionRequired: 'تعریف ارزیابی ارسال نشده است.',
  saved: 'تعریف ارزیابی با موفقیت ذخیره شد',
  saveFailed: 'خطا در ذخیره‌ی تعریف ارزیابی',
  loadFailed: 'خطا در دریافت ارزیابی‌ها',
} as const;

export const SITE_PAGE_MESSAGES = {
  bodyRequired: 'متن صفحه ارسال نشده است.',
  bodyTooLong: 'متن صفحه بیش از اندازه طولانی است.',
  saved: 'متن صفحه با موفقیت ذخیره شد',
  saveFailed: 'خطا در ذخیره‌ی متن صفحه',
  loadFailed: 'خطا در دریافت متن صفحه',
} as const;
