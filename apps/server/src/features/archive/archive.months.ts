// each function from its own module: the package's index imports all of its ~250 (about 2.5 MB of heap)
import { getMonth } from 'date-fns-jalali/getMonth';
import { getYear } from 'date-fns-jalali/getYear';
import { newDate } from 'date-fns-jalali/newDate';

// The archive's months are Jalali months with their days in Tehran time: a report published at 23:30
// Tehran time on a month's last day belongs to that month. date-fns-jalali converts the calendar; the
// instant of a Tehran midnight comes from the time zone database (Iran kept summer time until 1401).

/** The first Jalali year the archive can name; earlier years are no page of ours. */
export const FIRST_ARCHIVE_YEAR = 1380;

const TEHRAN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Tehran's wall clock at an instant, as the milliseconds of that wall time read as UTC. */
function tehranWall(at: number): number {
  const p = Object.fromEntries(TEHRAN.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/** The instant Tehran's day (Gregorian year, month 1-12, day) begins. */
export function tehranMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Tehran is 3:30 or 4:30 ahead of UTC: two corrections settle on the offset of that day
  let at = wall - 3.5 * 3_600_000;
  for (let i = 0; i < 2; i++) at -= tehranWall(at) - wall;
  return new Date(at);
}

/** A Jalali month's first day in the Gregorian calendar. */
function gregorianOf(year: number, month: number): [number, number, number] {
  // newDate reads the Jalali date and answers a Date of the host's own time zone at its midnight
  const d = newDate(year, month - 1, 1);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()];
}

/** The instant a Jalali month (month 1-12) begins in Tehran. */
export const monthStart = (year: number, month: number): Date => tehranMidnight(...gregorianOf(year, month));

/** The month after a Jalali month. */
export const nextMonth = (year: number, month: number): [number, number] =>
  month === 12 ? [year + 1, 1] : [year, month + 1];

/** A Jalali month's instants: from its first Tehran midnight up to (not including) the next month's. */
export function monthRange(year: number, month: number): { from: Date; before: Date } {
  return { from: monthStart(year, month), before: monthStart(...nextMonth(year, month)) };
}

/** The Jalali year and month an instant falls in, in Tehran. */
export function jalaliMonthOf(at: Date): [number, number] {
  const p = Object.fromEntries(TEHRAN.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  // noon of that Tehran day in the host's zone: the Jalali date of the same calendar day
  const day = new Date(p.year!, p.month! - 1, p.day!, 12);
  return [getYear(day), getMonth(day) + 1];
}

/** Whether the archive has this month: from its first year up to the month Tehran is in now. */
export function isArchiveMonth(year: number, month: number, now: Date): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return false;
  const [y, m] = jalaliMonthOf(now);
  return year >= FIRST_ARCHIVE_YEAR && (year < y || (year === y && month <= m));
}

/** Every archive month's start, from the first year's Farvardin to the month after `now`'s, in order. */
export function monthStarts(now: Date): { year: number; month: number; from: Date }[] {
  const [y, m] = jalaliMonthOf(now);
  const [endY, endM] = nextMonth(y, m);
  const out: { year: number; month: number; from: Date }[] = [];
  for (let year = FIRST_ARCHIVE_YEAR, month = 1; year < endY || (year === endY && month <= endM); ) {
    out.push({ year, month, from: monthStart(year, month) });
    [year, month] = nextMonth(year, month);
  }
  return out;
}
