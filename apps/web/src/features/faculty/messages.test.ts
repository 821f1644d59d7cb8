import { FACULTY_MESSAGES } from '@rasti/contract';
import { describe, expect, it } from 'vitest';
import { FACULTY_TEXT } from './messages';

// The faculty screens keep their own copy of the contract's sentences (the public pages ship without zod).
describe('faculty texts', () => {
  it('match the contract word for word', () => {
    for (const [key, text] of Object.entries(FACULTY_MESSAGES)) {
      expect(FACULTY_TEXT[key as keyof typeof FACULTY_MESSAGES]).toBe(text);
    }
  });
});
