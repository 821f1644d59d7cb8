import { toPersianDigits } from '@rasti/contract/persian';
import { format } from 'date-fns-jalali';
import { faIR } from 'date-fns-jalali/locale/fa-IR';

export type DateInput = string | Date | number;

/** Numbers under 1e12 are Unix seconds, larger ones milliseconds (spec section 5). */
export function toDate(value: DateInput): Date | null {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number'
        ? new Date(value < 1e12 ? value * 1000 : value)
        : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Jalali 'YYYY/MM/DD' with Persian digits; an empty string for a missing or invalid date. */
export function formatJalaliDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? toPersianDigits(format(date, 'yyyy/MM/dd')) : '';
}

/** The top bar's date: weekday, day, month name and year, e.g. 'چهارشنبه ۱ فروردین ۱۴۰۳'. */
export function formatJalaliLong(date: Date): string {
  return toPersianDigits(format(date, 'EEEE d MMMM yyyy', { locale: faIR }));
}

/** The top bar's clock, 24-hour 'HH:mm:ss' with Persian digits. */
export function formatClock(date: Date): string {
  return toPersianDigits(format(date, 'HH:mm:ss'));
}
