// The super admin's view of the scheduled backups (ADR 31).
export const BACKUP_MESSAGES = {
  heading: 'پشتیبان‌گیری',
  off: 'پشتیبان‌گیری زمان‌بندی‌شده خاموش است؛ برای روشن کردنش BACKUP_EVERY_HOURS را تنظیم کنید.',
  none: 'هنوز پشتیبانی گرفته نشده است.',
  latest: 'آخرین پشتیبان',
  every: 'زمان‌بندی: هر',
  hours: 'ساعت',
  loadFailed: 'وضعیت پشتیبان‌ها خوانده نشد.',
  kilobytes: 'کیلوبایت',
  megabytes: 'مگابایت',
} as const;
