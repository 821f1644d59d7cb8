import { describe, expect, it } from 'vitest';
import { publicSuggestionsQueryOptions, staffSuggestionsQueryOptions } from './list-reviews';

describe('the reviews lists’ title suggestions', () => {
  it('are asked for a visitor’s text only with a word of three letters, for staff’s at any length', () => {
    expect(publicSuggestionsQueryOptions('آب').enabled).toBe(false);
    expect(publicSuggestionsQueryOptions('آبی').enabled).toBe(true);
    expect(staffSuggestionsQueryOptions('آب', '').enabled).toBe(true);
    expect(staffSuggestionsQueryOptions('  ', '').enabled).toBe(false);
  });
});
