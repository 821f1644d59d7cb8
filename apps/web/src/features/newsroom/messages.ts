// Persian text of the newsroom's work screens that the contract's NEWSROOM_MESSAGES does not hold.
import { toPersianDigits } from '@rasti/contract/persian';

export const NEWSROOM_TEXT = {
  assignmentTitle: 'مسئول و مهلت',
  saved: 'ذخیره شد.',
  saveFailed: 'ذخیره نشد. دوباره تلاش کنید.',
  loadFailed: 'فهرست بارگیری نشد. دوباره تلاش کنید.',
  myWorkIntro: 'گروه‌های پرسش، موضوع‌ها و بررسی‌هایی که به شما سپرده شده‌اند؛ نزدیک‌ترین مهلت اول.',
  kind: 'نوع',
  title: 'عنوان',
  state: 'وضعیت',
  noDue: 'بدون مهلت',
  askers: (n: number) => `${toPersianDigits(n)} پرسنده`,
  readAll: 'خواندن همه',
  taken: (title: string) => `«${title}» به کارهای شما افزوده شد.`,
  unreadBadge: (n: number) => (n > 0 ? `اعلان‌ها: ${toPersianDigits(n)} خوانده‌نشده` : 'اعلان‌ها'),
  approvalTitle: 'تأیید پیش از انتشار',
  waitingHint: 'این بررسی پیش‌نویس می‌ماند تا سردبیر یا ادمین آن را منتشر کند.',
  returnedHint: 'این بررسی برای اصلاح بازگردانده شده است. یادداشت تأییدکننده:',
  note: 'یادداشت برای نویسنده',
  published: 'بررسی منتشر شد.',
  sentBack: 'بررسی با یادداشت به نویسنده بازگردانده شد.',
  queuesLabel: 'صف‌های کار',
  queueCount: (label: string, n: number) => `${label} (${toPersianDigits(n)})`,
} as const;
