import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseRouteId('12')).toBe(12);
    for (const bad of [undefined, null, '', '0', '-1', '1.5', 'abc', '12abc', '99999999999', '2147483648']) {
      expect(parseRouteId(bad)).toBeNull();
    }
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
  });

  it('reads Persian digits in the id', () => {
    expect(parseRouteId('۴۱')).toBe(41);
  });
});
