import { VALIDATION } from './messages.ts';
import { toPersianDigits } from './persian.ts';

// The question flow's limits, sentences and small rules, kept apart from its zod schemas
// (questions.ts) so the public ask form and the home page's toast load no schema library.

/** Longest texts a question may hold (the title column is varchar(300), the display name varchar(150)). */
export const QUESTION_LIMITS = {
  title: 300,
  summary: 5000,
  resource: 2000,
  fullName: 150,
  /** questions a visitor without an account may send from one address per hour */
  anonymousPerIpPerHour: 10,
  /** questions one signed-in user may send per hour */
  signedInPerUserPerHour: 60,
} as const;

const tooLong = (what: string, max: number) => `${what} نباید بیشتر از ${toPersianDigits(max)} نویسه باشد.`;

/**
 * Every sentence of the question flow. The spec quotes the staff alerts in English; these are their
 * Persian, and each success contains 'موفقیت' so the alert turns green (spec section 8).
 */
export const QUESTION_MESSAGES = {
  // the ask form (spec section 5 and 8)
  bothRequired: VALIDATION.askBoth,
  titleRequired: VALIDATION.askTitle,
  reasonRequired: VALIDATION.askReason,
  titleTooLong: tooLong('عنوان', QUESTION_LIMITS.title),
  reasonTooLong: tooLong('علت درخواست بررسی', QUESTION_LIMITS.summary),
  resourceTooLong: tooLong('منابع', QUESTION_LIMITS.resource),
  fullNameTooLong: tooLong('نام نمایشی', QUESTION_LIMITS.fullName),
  sent: 'درخواست شما با موفقیت ثبت شد. به زودی درخواست شما بررسی می‌شود!',
  sendFailed: 'خطا در ثبت پرسش! لطفا مجددا ارسال نمایید',
  // the home page after a login that attached a temporary token (spec section 2, Home)
  homeSent: 'پرسش شما با موفقیت ارسال شد',
  homeFailed: 'خطا در ثبت پرسش! لطفا مجددا ارسال نمایید',
  // the temporary token
  tokenRequired: 'کد موقت پرسش ارسال نشده است.',
  tokenInvalid: 'کد موقت پرسش نامعتبر است، منقضی شده یا قبلاً استفاده شده است.',
  // the asker's view (spec section 4)
  answered: 'پاسخ داده شده',
  notReviewed: 'بررسی نشده',
  notReviewedText: 'پرسش شما مورد بررسی قرار نگرفته است.',
  // the staff screens (spec section 8)
  saved: 'تغییرات با موفقیت ذخیره شد',
  saveFailed: 'خطا در ذخیره تغییرات',
  deactivated: 'گزارش با موفقیت غیرفعال شد',
  deleteFailed: 'خطا در حذف گزارش!',
  userBlocked: 'کاربر با موفقیت مسدود شد',
  userActivated: 'کاربر با موفقیت فعال شد',
  blockFailed: 'خطا در مسدود کردن کاربر!',
  loadFailed: 'خطا در دریافت گزارش‌های کاربران',
  loadOneFailed: 'خطا در دریافت گزارش کاربر',
  unknownSubject: 'موضوع انتخاب‌شده وجود ندارد',
  noAccount: 'این پرسش بدون حساب کاربری ارسال شده و کاربری برای مسدود کردن ندارد.',
  staffAsker: 'حساب کارکنان فقط از بخش مدیریت کاربران قابل مسدود کردن است.',
  hidden: 'این گزارش غیرفعال شده و قابل ویرایش نیست.',
} as const;

/** Error codes of the question flow beyond the shared ERROR_CODES. */
export const QUESTION_ERROR_CODES = {
  tokenInvalid: 'temporary_token_invalid',
  hidden: 'question_hidden',
} as const;

/** The ask form's one message for what is missing, or null when title and reason are both there. */
export function askMissingMessage(title: string, reason: string): string | null {
  const noTitle = title.trim() === '';
  const noReason = reason.trim() === '';
  if (noTitle && noReason) return QUESTION_MESSAGES.bothRequired;
  if (noTitle) return QUESTION_MESSAGES.titleRequired;
  if (noReason) return QUESTION_MESSAGES.reasonRequired;
  return null;
}

/** Whether a question counts as answered for its asker: a subject answers it (spec section 4). */
export const isAnswered = (q: { news_subject: number | null }): boolean => q.news_subject !== null;

/** The question groups of the staff inbox. */
export const QUESTION_GROUP_MESSAGES = {
  unknownGroup: 'گروه انتخاب‌شده وجود ندارد',
  unknownQuestion: 'پرسشی با این شماره وجود ندارد',
  groupOrQuestion: 'یکی از گروه یا شماره پرسش را بفرستید',
  sameQuestion: 'پرسش نمی‌تواند به گروه خودش منتقل شود',
  moved: 'گروه پرسش با موفقیت تغییر کرد',
  moveFailed: 'خطا در تغییر گروه پرسش',
  demand: (n: number) => `${toPersianDigits(n)} نفر پرسیده‌اند`,
  panelTitle: 'گروه',
  removeFromGroup: 'خارج کردن از گروه',
  moveToGroup: 'انتقال به گروه پرسش شماره',
  moveButton: 'انتقال',
  alone: 'این پرسش در گروهی نیست.',
  showGroup: 'پرسش‌های این گروه',
  sortNewest: 'جدیدترین',
  sortDemand: 'بیشترین تقاضا',
  sortLabel: 'ترتیب',
  groupFilter: (id: number) => `پرسش‌های گروه ${toPersianDigits(id)}`,
  clearGroup: 'نمایش همه پرسش‌ها',
} as const;
