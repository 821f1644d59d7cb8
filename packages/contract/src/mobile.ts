import { LIMITS } from './limits.ts';
import { toLatinDigits } from './persian.ts';

// The one reading of a typed or pasted mobile number, for the login field and the user form. Zod-free:
// the public login page imports it.

/** A country code being typed ('+', '+9'): kept as typed so '+98…' can be finished key by key. */
const PARTIAL_COUNTRY_CODE = /^\+9?$/;

/**
 * Reads a mobile number (spec section 5): Persian and Arabic digits to Latin, spaces, dashes,
 * dots and brackets dropped, the country code (+98, 0098, or 98 before a 10-digit 9… number) read as 0,
 * cut to 11 digits, and a number typed without its leading 0 ('912…') given it. Anything else is left as
 * typed so the form shows its message: a typo never becomes a different, valid-looking number.
 */
export function readMobileInput(raw: string): string {
  const text = toLatinDigits(raw).trim();
  if (PARTIAL_COUNTRY_CODE.test(text)) return text;
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+') && digits.startsWith('98')) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('0098')) digits = `0${digits.slice(4)}`;
  else if (/^989\d{9}$/.test(digits)) digits = `0${digits.slice(2)}`;
  digits = digits.slice(0, LIMITS.phoneLength);
  if (digits.startsWith('9') && digits.length < LIMITS.phoneLength) digits = `0${digits}`;
  return digits;
}
