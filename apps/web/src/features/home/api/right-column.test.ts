import { describe, expect, it } from 'vitest';
import { SAMPLE_HOME } from '../../../lib/ssr/style-sample';
import { rightColumnData } from './right-column';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
};

describe('rightColumnData', () => {
  it("makes a frozen home answer's column part once, frozen, equal to an unfrozen answer's", () => {
    const home = deepFreeze(copy(SAMPLE_HOME));
    const column = rightColumnData(home);

    expect(rightColumnData(home)).toBe(column);
    expect(Object.isFrozen(column)).toBe(true);
    expect(Object.isFrozen(column.trending.priority)).toBe(true);
    expect(column).toEqual(rightColumnData(copy(SAMPLE_HOME)));
  });

  it("makes an unfrozen answer's part afresh each time (the browser's answers)", () => {
    const home = copy(SAMPLE_HOME);
    const column = rightColumnData(home);

    expect(rightColumnData(home)).not.toBe(column);
    expect(Object.isFrozen(column)).toBe(false);
  });
});
