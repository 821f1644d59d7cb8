// The newsroom's work (ADR 33): assignment, the inbox's queues, 'my work', in-app notices and the second
// pair of eyes before publishing. Free of zod, so the staff screens name a queue or a state without it.

/** What can be assigned: 'g' a question group, 's' a subject, 'r' a review. */
export const WORK_KINDS = ['g', 's', 'r'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export const WORK_KIND_LABELS: Record<WorkKind, string> = {
  g: 'گروه پرسش',
  s: 'موضوع',
  r: 'بررسی',
};

/** What 'my work' offers a board member or an editor to take: subjects and reviews (they have no inbox). */
export const TAKEABLE_KINDS = ['s', 'r'] as const;
export type TakeableKind = (typeof TAKEABLE_KINDS)[number];
/**
 * Takeable work is counted up to one more than this (at the large seed some 70 000 subjects lack a review:
 * counting them all cost ~0.2 s an answer); a total above it reads 'more than 500'.
 */
export const TAKEABLE_COUNT_LIMIT = 500;

/** The inbox's saved filters. */
export const QUESTION_QUEUES = ['unassigned', 'mine', 'once', 'stale', 'demand'] as const;
export type QuestionQueue = (typeof QUESTION_QUEUES)[number];

export const QUESTION_QUEUE_LABELS: Record<QuestionQueue, string> = {
  unassigned: 'تخصیص‌نیافته',
  mine: 'کارهای من',
  once: 'فقط یک بار پرسیده‌شده',
  stale: 'بی‌پاسخ بیش از ۴۸ ساعت',
  demand: 'بیشترین تقاضا',
};

/** A question without an answer this long is in the 'stale' queue. */
export const STALE_AFTER_HOURS = 48;

/** A review's approval state: waiting for an editor or an admin, or sent back to its author. */
export const Approval = { Waiting: 1, Returned: 2 } as const;
export type Approval = (typeof Approval)[keyof typeof Approval];
export const APPROVAL_LABELS: Record<Approval, string> = {
  1: 'در انتظار تأیید',
  2: 'بازگشت برای اصلاح',
};

export const NEWSROOM_MESSAGES = {
  myWork: 'کارهای من',
  notices: 'اعلان‌ها',
  noNotices: 'اعلانی ندارید.',
  noWork: 'کاری به شما سپرده نشده است.',
  assignee: 'مسئول',
  due: 'مهلت',
  unassigned: 'بدون مسئول',
  assign: 'سپردن کار',
  take: 'برداشتن کار',
  /** the action on an item 'my work' offers to take */
  takeThis: 'برمی‌دارم',
  takeable: 'کارهایی که می‌توانید بردارید',
  takeableSubjects: 'موضوع‌های منتشرشدهٔ بی‌بررسی',
  takeableReviews: 'بررسی‌های پیش‌نویس',
  noTakeable: 'کاری برای برداشتن نمانده است.',
  /** the count beside a takeable list's caption when there are more than TAKEABLE_COUNT_LIMIT */
  moreThan: (n: string) => `بیش از ${n}`,
  /** a board member or an editor may take only work nobody is on, and only for themselves */
  takeOnlyUnassigned: 'فقط کاری را که به کسی سپرده نشده است می‌توانید برای خودتان بردارید.',
  /** a board member or an editor took work someone else had taken first (or at the same moment) */
  alreadyTaken: 'این کار را پیش‌تر کس دیگری برداشته است.',
  unknownAssignee: 'این کاربر از کارکنان تحریریه نیست.',
  badDue: 'تاریخ مهلت درست نیست.',
  approve: 'انتشار',
  sendBack: 'بازگرداندن برای اصلاح',
  noteRequired: 'یادداشتی برای نویسنده بنویسید.',
  notWaiting: 'این بررسی در انتظار تأیید نیست.',
  ownReview: 'بررسی خودتان را نمی‌توانید تأیید کنید.',
  waitsForApproval: 'بررسی ذخیره شد و پس از تأیید سردبیر یا ادمین منتشر می‌شود.',
} as const;

/** The notice an assignee gets: 'گروه پرسش «…» به شما سپرده شد.' */
export const assignedNotice = (kind: WorkKind, title: string) =>
  `${WORK_KIND_LABELS[kind]} «${title}» به شما سپرده شد.`;
/** The notice a review's author gets when it is sent back. */
export const returnedNotice = (title: string) => `بررسی «${title}» برای اصلاح به شما بازگردانده شد.`;
/** The notice a review's author gets when an approver publishes it. */
export const approvedNotice = (title: string) => `بررسی «${title}» تأیید و منتشر شد.`;
/** The notice approvers get when a review waits for them. */
export const waitingNotice = (title: string) => `بررسی «${title}» در انتظار تأیید است.`;
