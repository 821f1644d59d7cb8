import { REVIEW_FIELD_LABELS } from './review-messages.ts';
import { SUBJECT_FIELD_LABELS } from './subject-messages.ts';

// The shared words and limits for corrections and history, without zod (ADR 16): public pages
// and the edit screens import them by subpath.

export const CORRECTION_LIMITS = { noteMax: 1000 } as const;

export const CORRECTION_MESSAGES = {
  notPublished: 'یادداشت اصلاحیه فقط برای مطلبی که منتشر شده است ثبت می‌شود.',
} as const;

/** The fields a subject's history records, with their labels on the edit screen. */
export const SUBJECT_HISTORY_FIELDS = SUBJECT_FIELD_LABELS;

/** The fields a review's history records, with their labels on the edit screen. */
export const REVIEW_HISTORY_FIELDS = REVIEW_FIELD_LABELS;

export const HISTORY_FIELD_LABELS: Record<string, string> = {
  ...SUBJECT_HISTORY_FIELDS,
  ...REVIEW_HISTORY_FIELDS,
  // the newsroom's work (ADR 33): who is on the item, by when, and a review's approval state
  assignee: 'مسئول',
  due: 'مهلت',
  approval: 'تأیید',
};

export const RESTORE_MESSAGES = {
  fileGone: 'فایل این نسخه دیگر در فضای ذخیره‌سازی نیست.',
  referenceGone: 'این مورد دیگر وجود ندارد.',
  publishDateKept: 'تاریخ انتشار همان نخستین انتشار می‌ماند.',
  unknownRevision: 'این نسخه پیدا نشد.',
} as const;
