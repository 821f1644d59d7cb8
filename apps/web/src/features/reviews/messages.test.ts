import { REVIEW_MESSAGES } from '@rasti/contract/reviews';
import { describe, expect, it } from 'vitest';
import { REVIEWS_TEXT } from './messages';

// The public pages carry their own copies of these sentences so their chunks load no zod; the copies
// must stay the contract's words.
describe('REVIEWS_TEXT copies of the contract', () => {
  it.each([
    ['loadListFailed', 'loadListFailed'],
    ['loadOneFailed', 'loadOneFailed'],
    ['empty', 'empty'],
    ['publicTitle', 'listTitle'],
    ['reportTitle', 'about'],
    ['noTitle', 'noSubjectTitle'],
    ['editReview', 'edit'],
    ['aboutAuthor', 'authorHeading'],
    ['anonymous', 'anonymous'],
    ['noAbstract', 'noAbstract'],
  ] as const)('%s is REVIEW_MESSAGES.%s', (local, contract) => {
    expect(REVIEWS_TEXT[local]).toBe(REVIEW_MESSAGES[contract]);
  });
});
