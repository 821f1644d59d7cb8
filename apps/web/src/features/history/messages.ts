// The history section of the edit screens.

export const HISTORY_TEXT = {
  heading: 'تاریخچه',
  intro: 'نسخه‌های پیشین این مطلب، پیش از هر ویرایش؛ تازه‌ترین در بالا.',
  listLabel: 'نسخه‌های پیشین',
  empty: 'هنوز ویرایشی ثبت نشده است.',
  loadFailed: 'تاریخچه بارگذاری نشد.',
  unknownUser: 'کاربر حذف‌شده',
  by: 'ویرایش به دست',
  field: 'فیلد',
  before: 'پیش از این ویرایش',
  current: 'اکنون',
  restore: 'بازگرداندن این نسخه',
  confirmTitle: 'بازگرداندن نسخه',
  confirmText: (fields: string) =>
    `مقدارهای پیشین این فیلدها دوباره ذخیره می‌شوند: ${fields}. این کار خود یک ویرایش تازه است و در تاریخچه می‌ماند.`,
  confirm: 'بازگرداندن',
  cancel: 'انصراف',
  restored: 'نسخه بازگردانده شد.',
  nothingRestored: 'چیزی برای بازگرداندن نبود.',
  skipped: 'بازگردانده نشد',
  restoreFailed: 'بازگرداندن این نسخه انجام نشد.',
  empty_value: '(خالی)',
  itemsCount: (n: string) => `${n} خبر`,
  pageLabel: 'صفحه‌بندی تاریخچه',
} as const;
