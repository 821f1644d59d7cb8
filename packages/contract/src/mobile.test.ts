import { describe, expect, it } from 'vitest';
import { validateLoginPhone } from './login-rules.ts';
import { VALIDATION } from './messages.ts';
import { readMobileInput } from './mobile.ts';

describe('readMobileInput', () => {
  it.each([
    ['0912 345 6789', '09123456789'],
    ['+989123456789', '09123456789'],
    ['+98 912 345 6789', '09123456789'],
    ['00989123456789', '09123456789'],
    ['989123456789', '09123456789'],
    ['۰۹۱۲۳۴۵۶۷۸۹', '09123456789'],
    ['٠٩١٢٣٤٥٦٧٨٩', '09123456789'],
    ['(0912) 345-67.89', '09123456789'],
    ['9123456789', '09123456789'],
    ['091234567890', '09123456789'],
  ])('reads %s as %s', (raw, expected) => {
    expect(readMobileInput(raw)).toBe(expected);
  });

  it('never turns a typo into another valid-looking number: the form shows its message instead', () => {
    expect(readMobileInput('0812345678')).toBe('0812345678');
    expect(validateLoginPhone(readMobileInput('0812345678'))).toBe(VALIDATION.phoneLength);
    expect(readMobileInput('08123456789')).toBe('08123456789');
    expect(validateLoginPhone(readMobileInput('08123456789'))).toBe(VALIDATION.phonePrefix);
    expect(readMobileInput('123')).toBe('123');
    expect(readMobileInput('98912345678')).toBe('98912345678');
  });

  it('lets a number and a country code be typed key by key', () => {
    for (const typed of ['09123456789', '+989123456789', '00989123456789', '9123456789']) {
      let value = '';
      for (const key of typed) value = readMobileInput(value + key);
      expect(value, typed).toBe('09123456789');
    }
  });

  it('keeps an empty field empty', () => {
    expect(readMobileInput('')).toBe('');
    expect(readMobileInput('abc')).toBe('');
  });
});
