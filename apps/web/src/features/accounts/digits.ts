import { toLatinDigits } from '@rasti/contract/persian';

/** Persian and Arabic digits read as Latin, everything else dropped, cut to `max` characters. */
export function digitsOnly(raw: string, max?: number): string {
  const digits = toLatinDigits(raw).replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}
