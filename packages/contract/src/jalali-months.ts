// Jalali months as numbers (year × 100 + month: 140509 is Azar 1405), the key of an outlet's record by
// month. The calendar is ICU's Persian one in Tehran time, as the pages format every date and as the
// database's `jalali_years` was written from; the server decides which months a page shows.

const tehranMonth = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'numeric',
});

/** The Jalali month (year × 100 + month) that a moment falls in, in Tehran. */
export function jalaliMonthOf(at: Date): number {
  let year = 0;
  let month = 0;
  for (const part of tehranMonth.formatToParts(at)) {
    if (part.type === 'year') year = Number.parseInt(part.value, 10);
    if (part.type === 'month') month = Number.parseInt(part.value, 10);
  }
  return year * 100 + month;
}

/** The month `by` months after `month` (before it when negative). */
export function shiftJalaliMonth(month: number, by: number): number {
  const index = Math.floor(month / 100) * 12 + (month % 100) - 1 + by;
  return Math.floor(index / 12) * 100 + (index % 12) + 1;
}

/** The `count` months that end with `last`, oldest first. */
export const jalaliMonthsEndingAt = (last: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => shiftJalaliMonth(last, i - count + 1));

/** The Persian names of the Jalali months, Farvardin first. */
export const JALALI_MONTH_NAMES = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

export const jalaliYearOf = (month: number): number => Math.floor(month / 100);
export const jalaliMonthName = (month: number): string => JALALI_MONTH_NAMES[(month % 100) - 1] ?? '';
