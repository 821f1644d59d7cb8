import { HOME_MESSAGES, SCORE_HIDDEN_ON_MOBILE_FROM, SCORE_KEYS, SCORES_MESSAGES } from '@rasti/contract';
import { describe, expect, it } from 'vitest';
import { HOME_TEXT, SCORE_HIDDEN_ON_PHONE_FROM } from './messages';

// The home screens keep their own copy of the contract's sentences (the first page ships without zod).
describe('home texts', () => {
  it('match the contract word for word', () => {
    expect(HOME_TEXT.unauthorized).toBe(HOME_MESSAGES.unauthorized);
    expect(HOME_TEXT.loadFailed).toBe(HOME_MESSAGES.loadFailed);
    expect(HOME_TEXT.latestTitle).toBe(HOME_MESSAGES.latestTitle);
    expect(HOME_TEXT.tableReloadFailed).toBe(SCORES_MESSAGES.loadFailed);
    expect(HOME_TEXT.newsCount).toBe(SCORE_KEYS.newsCount);
    expect(HOME_TEXT.total).toBe(SCORE_KEYS.total);
    expect(SCORE_HIDDEN_ON_PHONE_FROM).toBe(SCORE_HIDDEN_ON_MOBILE_FROM);
  });
});
