import { jalaliMonthName, jalaliYearOf } from '@rasti/contract/jalali-months';
import { toPersianDigits } from '@rasti/contract/persian';

/** 'آذر ۱۴۰۵' for 140509 (a month as the server counts it: year × 100 + month, Tehran time). */
export const monthLabel = (month: number): string =>
  `${jalaliMonthName(month)} ${toPersianDigits(jalaliYearOf(month))}`;

/** One series of a stacked chart: its key in each month's counts, its name and colour. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/** One month's counts per series key (a key left out is zero). */
export interface MonthCounts {
  month: number;
  counts: Record<string, number>;
}

export const monthTotal = (m: MonthCounts): number => Object.values(m.counts).reduce((sum, n) => sum + n, 0);
