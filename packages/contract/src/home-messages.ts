// The home page's sentences, kept apart from the zod schemas (home.ts, which re-exports them) so the
// first page loads no schema library.

export const HOME_MESSAGES = {
  unauthorized: 'در احراز هویت شما مشکلی پیش آمده است. لطفا مجددا تلاش نمایید',
  loadFailed: 'خطا در دریافت اطلاعات از سرور. لطفا دوباره تلاش کنید.',
  askSent: 'پرسش شما با موفقیت ارسال شد',
  askFailed: 'خطا در ثبت پرسش! لطفا مجددا ارسال نمایید',
  latestTitle: 'آخرین مقالات و بررسی‌ها',
} as const;
