// The categories' sentences (spec section 5, word for word), without zod (ADR 16).

export const CATEGORY_MESSAGES = {
  titleRequired: 'نام دسته الزامی است',
  titleDuplicate: 'نام دسته‌بندی تکراری است',
  colorRequired: 'رنگ زمینه الزامی است',
  colorInvalid: 'رنگ باید یک کد هگز مانند #1a2b3c باشد',
  created: 'دسته‌بندی جدید با موفقیت ثبت شد!',
  saved: 'تغییرات با موفقیت ذخیره شد!',
  failed: 'خطا در عملیات. لطفاً دوباره تلاش کنید.',
  loadFailed: 'خطا در دریافت دسته‌بندی‌ها',
} as const;
