// The agency table's labels and sentences, kept apart from the zod schemas (scores.ts, which
// re-exports them) so the home page loads no schema library.

/** The two fixed columns of a row's `scores`, beside one column per evaluation title. */
export const SCORE_KEYS = {
  newsCount: 'تعداد اخبار',
  total: 'مجموع',
} as const;

export const SCORES_MESSAGES = {
  loadFailed: 'خطا در دریافت اطلاعات جدول. لطفا دوباره تلاش کنید.',
} as const;

/** Evaluations whose score is at or above this are hidden on phones (spec section 2, Home). */
export const SCORE_HIDDEN_ON_MOBILE_FROM = 5;
