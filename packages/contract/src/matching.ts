import { STOP_WORDS, VERB_STEMS, WORDS } from './matching-words.ts';
import { normalizePersian, toPersianDigits } from './persian.ts';

// Matching a reader's question against checked subjects (issue 16): one normaliser for the question side.
// Stored texts (search_text) are `normalizePersian` of the formal title and abstract; a question is written
// the way people talk, so it is first normalised the same way, then colloquial spellings are mapped to their
// written forms and words that carry no meaning for matching ('آیا', 'درسته', 'راسته', …) are dropped.

/** Limits of the 'already checked?' text: shorter gives no suggestions, longer is refused. */
export const MATCH_LIMITS = {
  /** characters (after trimming) below which the similar API answers [] without a query */
  minChars: 8,
  /** characters above which the similar API answers 400 (the title's own limit) */
  maxChars: 300,
  /** suggestions at most */
  maxResults: 5,
} as const;

export const MATCH_MESSAGES = {
  tooLong: `متن پرسش نباید بیشتر از ${toPersianDigits(300)} نویسه باشد.`,
  boxTitle: 'شاید پاسخ پرسش شما اینجا باشد',
  subject: 'موضوع',
  review: 'گزارش',
} as const;

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/** Maps one token (already normalised) to its written form(s); verbs keep the 'می' particle apart. */
function writtenForm(token: string): string {
  const mapped = WORDS[token];
  if (mapped) return mapped;
  for (const prefix of ['نمی', 'می']) {
    if (token.startsWith(prefix) && token.length > prefix.length) {
      const stem = VERB_STEMS[token.slice(prefix.length)];
      if (stem) return `${prefix} ${stem}`;
    }
  }
  // a colloquial third person '…ه' after a verb stem ('کنه' alone, 'شه' alone)
  const stem = VERB_STEMS[token];
  if (stem && token.length <= 4) return stem;
  return token;
}

/**
 * The question side of matching: `normalizePersian`, punctuation out, colloquial spellings to their
 * written forms, and the stop words dropped. '' when nothing meaningful is left.
 */
export function normalizeForMatching(input: string): string {
  const words = normalizePersian(input)
    .replace(NOT_LETTER_OR_DIGIT, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .flatMap((w) => writtenForm(w).split(' '));
  return words.filter((w) => !STOP_WORDS.has(w)).join(' ');
}

/** The written form of a question with its meaning words only, kept for display in tests and tools. */
export const matchingTokens = (input: string): string[] =>
  normalizeForMatching(input).split(' ').filter(Boolean);
