// The common Persian misspellings a half-space (ZWNJ, U+200C) prevents, found in a piece of text.
// A rule names the suffix or prefix; the allow-lists hold real words that only look like a misspelling.

const LETTER = '\\u0621-\\u063A\\u0641-\\u064A\\u067E\\u0686\\u0698\\u06A9\\u06AF\\u06CC';
/** Letters that join the next letter (so a suffix written after them without ZWNJ fuses into the word). */
const JOINING =
  '\\u0626\\u0628\\u062A-\\u062E\\u0633-\\u063A\\u0641-\\u0647\\u064A\\u067E\\u0686\\u06A9\\u06AF\\u06CC';
const SPACE = '[ \\u00A0]';

export interface Misspelling {
  word: string;
  rule: string;
}

const PLURAL_WORDS = new Set(['تنها', 'تنهایی', 'بها', 'بهای', 'انتها', 'انتهای', 'اشتها', 'منتها', 'نهایی']);
const SUFFIX_WORDS = new Set([
  // comparatives and superlatives written joined by convention
  'بهتر',
  'بهترین',
  'بیشتر',
  'بیشترین',
  'کمتر',
  'کمترین',
  // nouns that merely end in تر or a verb form that ends in بندی/سازی
  'دفتر',
  'دختر',
  'دکتر',
  'متر',
  'کیلومتر',
  'تیتر',
  'چتر',
  'بستر',
  'شتر',
  'اختر',
  'فیلتر',
  'پوستر',
  'انگشتر',
  'ببندی',
  'بسازی',
  // the negative participle is one word
  'نشده',
]);
const MI_WORDS = new Set(['میلاد', 'میلیارد', 'میعاد', 'میم', 'میقات']);

interface Rule {
  name: string;
  pattern: RegExp;
  allowed?: Set<string>;
  /** Further test on the matched word (the pattern alone would hit real words). */
  also?: (word: string) => boolean;
}

const WORD_START = `(?<![${LETTER}])`;
const WORD_END = `(?![${LETTER}])`;

const RULES: Rule[] = [
  {
    name: "'ها' joined without ZWNJ",
    pattern: new RegExp(
      `${WORD_START}[${LETTER}]*[${JOINING}](?:ها|های|هایی|هایش|هایشان|هاست)${WORD_END}`,
      'g',
    ),
    allowed: PLURAL_WORDS,
  },
  {
    name: "'ها' after a space instead of ZWNJ",
    pattern: new RegExp(`[${LETTER}]${SPACE}+(?:ها|های|هایی|هایش|هایشان|هاست)${WORD_END}`, 'g'),
  },
  {
    name: "'ترین', 'تر', 'شده', 'سازی' or 'بندی' joined without ZWNJ",
    pattern: new RegExp(`${WORD_START}[${LETTER}]*[${JOINING}](?:ترین|تر|شده|سازی|بندی)${WORD_END}`, 'g'),
    allowed: SUFFIX_WORDS,
  },
  {
    name: "'ترین', 'سازی' or 'بندی' after a space instead of ZWNJ",
    pattern: new RegExp(`[${LETTER}]${SPACE}+(?:ترین|سازی|بندی)${WORD_END}`, 'g'),
  },
  {
    name: "a 'پر' compound split by a space ('پربحث‌ترین', not 'پر بحث‌ترین')",
    pattern: new RegExp(`${WORD_START}پر${SPACE}+[${LETTER}]+\u200C?ترین${WORD_END}`, 'g'),
  },
  {
    name: "'اند', 'اید' or 'ایم' spaced from a word ending in 'ه'",
    pattern: new RegExp(`[${LETTER}]ه${SPACE}+(?:اند|اید|ایم)${WORD_END}`, 'g'),
  },
  {
    name: "'می' or 'نمی' joined to the verb without ZWNJ",
    pattern: new RegExp(`${WORD_START}(?:نمی[${LETTER}]+|می[${LETTER}]+)${WORD_END}`, 'g'),
    allowed: MI_WORDS,
    // a verb ends in its person (د، م), a past stem (ت) or is the impersonal توان; nouns like میز or میزان do not
    also: (word) => word.startsWith('نمی') || /(?:د|م|ت|توان)$/.test(word),
  },
  {
    name: "'می' or 'نمی' spaced from the verb",
    pattern: new RegExp(`${WORD_START}(?:نمی|می)${SPACE}+[${LETTER}]+`, 'g'),
  },
];

export function findMisspellings(text: string): Misspelling[] {
  const found: Misspelling[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const word = match[0];
      if (rule.allowed?.has(word)) continue;
      if (rule.also && !rule.also(word)) continue;
      found.push({ word, rule: rule.name });
    }
  }
  return found;
}
