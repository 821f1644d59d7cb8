import { describe, expect, it } from 'vitest';
import { formatClock, formatJalaliDate, formatJalaliLong, toDate } from './jalali';

// Noon UTC keeps the calendar day the same in every time zone from UTC-11 to UTC+11.
const NOWRUZ_1403 = '2024-03-20T12:00:00Z';

describe('formatJalaliDate', () => {
  it('formats an ISO string as a Jalali date with Persian digits', () => {
    expect(formatJalaliDate(NOWRUZ_1403)).toBe('۱۴۰۳/۰۱/۰۱');
  });

  it('accepts a Date', () => {
    expect(formatJalaliDate(new Date('2023-12-31T12:00:00Z'))).toBe('۱۴۰۲/۱۰/۱۰');
  });

  it('reads numbers under 1e12 as Unix seconds and larger ones as milliseconds', () => {
    const ms = Date.parse(NOWRUZ_1403);
    expect(formatJalaliDate(ms / 1000)).toBe('۱۴۰۳/۰۱/۰۱');
    expect(formatJalaliDate(ms)).toBe('۱۴۰۳/۰۱/۰۱');
    expect(toDate(ms / 1000)?.getTime()).toBe(ms);
  });

  it('gives an empty string for missing or invalid input', () => {
    expect(formatJalaliDate('not a date')).toBe('');
    expect(formatJalaliDate(null)).toBe('');
    expect(formatJalaliDate('')).toBe('');
  });
});

describe('top bar formats', () => {
  it('writes the long date with the Persian weekday and month name', () => {
    expect(formatJalaliLong(new Date('2024-03-20T05:35:07Z'))).toBe('چهارشنبه ۱ فروردین ۱۴۰۳');
    // Tehran's day, not the browser's: 21:00 UTC on 19 March is already Wednesday in Tehran
    expect(formatJalaliLong(new Date('2024-03-19T21:00:00Z'))).toBe('چهارشنبه ۱ فروردین ۱۴۰۳');
  });

  it('writes the clock as Tehran’s HH:mm:ss with Persian digits', () => {
    expect(formatClock(new Date('2024-03-20T05:35:07Z'))).toBe('۰۹:۰۵:۰۷');
    expect(formatClock(new Date('2024-03-19T21:00:00Z'))).toBe('۰۰:۳۰:۰۰');
  });
});

describe('dates in Iran time', () => {
  it("shows a news date as Iran's date wherever it is rendered", () => {
    // 21:00 UTC on 19 March 2024 is 00:30 on 20 March in Tehran: the first day of 1403
    expect(formatJalaliDate('2024-03-19T21:00:00Z')).toBe('۱۴۰۳/۰۱/۰۱');
    expect(formatJalaliDate('2024-03-19T20:00:00Z')).toBe('۱۴۰۲/۱۲/۲۹');
  });
});
