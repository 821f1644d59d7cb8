import { toPersianDigits } from '@rasti/contract/persian';

export type DateInput = string | Date | number;

// The browser's own Persian calendar (ICU): no date library in the first page's JavaScript.
// Dates of the news are Iran's dates (Asia/Tehran) for every reader, and the same on the server that
// renders a page as in the browser that shows it. The top bar's clock and every time of day the back-office
// shows are Tehran's too, whatever the browser's zone, so the clock and the edit history never disagree.
const numeric = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const long = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Part = 'year' | 'month' | 'day' | 'weekday' | 'hour' | 'minute' | 'second';
function parts(formatter: Intl.DateTimeFormat, date: Date): Record<Part, string> {
  const out = {} as Record<Part, string>;
  for (const { type, value } of formatter.formatToParts(date)) {
    if (type !== 'literal') out[type as Part] = value;
  }
  return out;
}

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

/**
 * The Jalali dates written so far, by the instant (ms): a page writes the same dates again (its right column,
 * every page's) and ICU's formatToParts is the costly part (ADR 23, second attempt). Emptied when full.
 */
const writtenDates = new Map<number, string>();
const WRITTEN_DATES_MAX = 2000;

/** Jalali 'YYYY/MM/DD' with Persian digits; an empty string for a missing or invalid date. */
export function formatJalaliDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  const at = date.getTime();
  let written = writtenDates.get(at);
  if (written === undefined) {
    const { year, month, day } = parts(numeric, date);
    written = toPersianDigits(`${year}/${month}/${day}`);
    if (writtenDates.size >= WRITTEN_DATES_MAX) writtenDates.clear();
    writtenDates.set(at, written);
  }
  return written;
}

/** The top bar's date in Tehran: weekday, day, month name and year, e.g. 'چهارشنبه ۱ فروردین ۱۴۰۳'. */
export function formatJalaliLong(date: Date): string {
  const { weekday, day, month, year } = parts(long, date);
  return toPersianDigits(`${weekday} ${day} ${month} ${year}`);
}

/** A time of day in Tehran, 24-hour 'HH:mm:ss' with Persian digits (the top bar's clock, back-office times). */
export function formatClock(date: Date): string {
  const { hour, minute, second } = parts(clock, date);
  return toPersianDigits(`${hour}:${minute}:${second}`);
}
