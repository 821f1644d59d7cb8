import { z } from 'zod';
import { pageQuery } from './common.ts';

// ---- the monthly archive ----

/** The Jalali months' names, Farvardin first (one list, in jalali-months.ts). */
export { JALALI_MONTH_NAMES as JALALI_MONTHS } from './jalali-months.ts';

/** One month of the archive's index: its Jalali year and month (1 to 12) and its published reports. */
export const archiveMonth = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  count: z.number().int(),
});
export type ArchiveMonth = z.infer<typeof archiveMonth>;

/** A month's page of reports, as the path names it in Latin digits (the page route redirects others). */
export const archiveMonthParams = z.object({
  year: z.coerce.number().int().min(1300).max(1700),
  month: z.coerce.number().int().min(1).max(12),
});
export const archiveMonthQuery = pageQuery;

/** The archive's own address of a month: Latin digits, no leading zero (the one canonical form). */
export const archiveMonthPath = (year: number, month: number) => `/archive/${year}/${month}`;

export const ARCHIVE_TEXT = {
  title: 'بایگانی',
  intro: 'همه‌ی گزارش‌های منتشرشده‌ی راستی، ماه به ماه.',
  description: 'بایگانی ماه به ماه همه‌ی گزارش‌های منتشرشده‌ی راستی، با شمار گزارش‌های هر ماه.',
  monthTitle: (month: string, year: string) => `گزارش‌های ${month} ${year}`,
  monthDescription: (month: string, year: string) =>
    `همه‌ی گزارش‌هایی که راستی در ${month} ${year} منتشر کرده است، از تازه‌ترین.`,
  count: (n: string) => `${n} گزارش`,
  indexLabel: 'ماه‌های بایگانی',
  listLabel: 'گزارش‌های این ماه',
  emptyIndex: 'هنوز گزارشی منتشر نشده است.',
  emptyMonth: 'در این ماه گزارشی منتشر نشده است.',
  loadFailed: 'بایگانی بار نشد.',
  back: 'همه‌ی ماه‌ها',
} as const;
