import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';

// Public web pages import these modules by subpath ('@rasti/contract/review-messages' …) to show a
// sentence without loading the schema library: none of them, nor anything they import, may import zod.
const ZOD_FREE = [
  'review-messages',
  'faculty-messages',
  'scores-messages',
  'search-messages',
  'home-messages',
  'question-messages',
  'picture-messages',
  'trust-messages',
  'corrections-messages',
  'tipline-messages',
  'backup-messages',
  'newsroom-messages',
  'sorts',
  'error-codes',
  'login-rules',
  'messages',
  'persian',
  'bidi',
  'matching',
  'matching-words',
  'grouping-words',
  'mobile',
  'limits',
  'enums',
  'roles',
  'permissions',
  'html-policy',
  'form-rules',
  'category-messages',
  'outlet-messages',
  'source-messages',
  'subject-messages',
  'app-routes',
  'offline-edition',
];

const importsOf = (name: string): string[] =>
  [...readFileSync(new URL(`./${name}.ts`, import.meta.url), 'utf8').matchAll(/from '([^']+)'/g)].map(
    (m) => m[1]!,
  );

describe('the zod-free message modules', () => {
  it.each(ZOD_FREE)('%s.ts imports only other zod-free modules', (name) => {
    for (const from of importsOf(name)) {
      const local = /^\.\/(.+)\.ts$/.exec(from)?.[1];
      expect(local && ZOD_FREE.includes(local), `${name}.ts imports ${from}`).toBe(true);
    }
  });

  it('are still exported from the package root, the same objects', async () => {
    const reviews = await import('./review-messages.ts');
    const faculty = await import('./faculty-messages.ts');
    const scores = await import('./scores-messages.ts');
    const search = await import('./search-messages.ts');
    const home = await import('./home-messages.ts');
    const codes = await import('./error-codes.ts');
    expect(contract.REVIEW_MESSAGES).toBe(reviews.REVIEW_MESSAGES);
    expect(contract.reviewMissingMessage).toBe(reviews.reviewMissingMessage);
    expect(contract.FACULTY_MESSAGES).toBe(faculty.FACULTY_MESSAGES);
    expect(contract.SCORE_KEYS).toBe(scores.SCORE_KEYS);
    expect(contract.SEARCH_LABELS).toBe(search.SEARCH_LABELS);
    expect(contract.HOME_MESSAGES).toBe(home.HOME_MESSAGES);
    expect(contract.ERROR_CODES).toBe(codes.ERROR_CODES);
  });
});
