import { LIGHT_VERBS, NUMBER_WORDS, PHRASES, STEM_KEEP, SYNONYMS, VERB_FORMS } from './grouping-words.ts';
import { STOP_WORDS, VERB_STEMS, WORDS } from './matching-words.ts';
import { normalizePersian, toPersianDigits } from './persian.ts';

// Matching a reader's question against checked subjects: one normaliser for the question side.
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

// Grouping questions that ask the same thing (ADR "grouping by the matcher"): on top of the matcher's
// normalisation, each word is brought to one key so that other word forms, tenses, number words and the
// common synonyms of rumours meet: 'گرانی' / 'گران می‌شود' / 'گران شد', 'سی' / '۳۰', 'هفته بعد' /
// 'هفته آینده'. Both sides of a comparison go through questionKey, so an over-eager stem costs nothing as
// long as it does not make two different words one.

const PLURALS = ['هایی', 'های', 'ها'];
const COMPARATIVES = ['ترین', 'تری', 'تر'];

/** Light stemming of plural, comparative and derivational endings; words in STEM_KEEP stay as they are. */
export function lightStem(word: string): string {
  if (STEM_KEEP.has(word) || word.length <= 3) return word;
  let w = word;
  const strip = (suffix: string, keep: number) => {
    if (w.endsWith(suffix) && w.length - suffix.length >= keep && !STEM_KEEP.has(w)) {
      w = w.slice(0, -suffix.length);
      return true;
    }
    return false;
  };
  PLURALS.some((suffix) => strip(suffix, 2));
  COMPARATIVES.some((suffix) => strip(suffix, 2));
  if (STEM_KEEP.has(w)) return w;
  // 'بازنشستگان' → 'بازنشسته', 'گرسنگی' → 'گرسنه'; 'دانشجویان' → 'دانشجو'
  if (w.length > 5 && w.endsWith('گان')) return `${w.slice(0, -3)}ه`;
  if (w.length > 4 && w.endsWith('گی')) return `${w.slice(0, -2)}ه`;
  if (w.length > 5 && w.endsWith('یان')) return w.slice(0, -3);
  // 'دانشجویی' → 'دانشجو', 'گرانی' / 'قطعی' / 'ویدئوی' → 'گران' / 'قطع' / 'ویدئو'
  if (strip('ای', 3) || strip('یی', 3)) return w;
  strip('ی', 3);
  return w;
}

/** One question word's key(s): number words as digits, verb forms to their stem, then stem and synonym. */
function wordKeys(word: string): string[] {
  if (LIGHT_VERBS.has(word)) return [];
  const number = NUMBER_WORDS[word];
  if (number) return number.split(' ');
  const synonym = SYNONYMS[word];
  if (synonym) return [synonym];
  const verb = VERB_FORMS[word];
  if (verb) return [SYNONYMS[verb] ?? verb];
  const stem = lightStem(word);
  // 'میلیونی' → 'میلیون' → '1000000'
  if (NUMBER_WORDS[stem]) return NUMBER_WORDS[stem]!.split(' ');
  return [SYNONYMS[stem] ?? VERB_FORMS[stem] ?? stem];
}

/**
 * The words of a question as grouping compares them: the matcher's normalisation (normalizeForMatching),
 * then each word's key (wordKeys), each once, in order.
 */
export function questionKey(input: string): string[] {
  let text = ` ${normalizeForMatching(input)} `;
  // a phrase's last word may carry an ending ('پنج شنبهها'): matched from the start of its first word
  for (const [phrase, word] of PHRASES) text = text.replaceAll(` ${phrase}`, ` ${word}`);
  const words = text.split(' ').filter(Boolean);
  return [...new Set(words.flatMap(wordKeys).filter((w) => !STOP_WORDS.has(w) && !LIGHT_VERBS.has(w)))];
}

let spellingTables: { colloquial: Map<string, string[]>; spellings: Map<string, Set<string>> } | undefined;

/** Which spellings each key has, made on first use (the ask form's bundle imports this module, never it). */
function spellingsTables() {
  if (spellingTables) return spellingTables;
  const colloquial = new Map<string, string[]>();
  for (const [spoken, written] of Object.entries(WORDS)) {
    if (written.includes(' ')) continue;
    colloquial.set(written, [...(colloquial.get(written) ?? []), spoken]);
  }
  const spellings = new Map<string, Set<string>>();
  const spell = (key: string, spelling: string) => {
    const set = spellings.get(key) ?? new Set<string>();
    set.add(spelling);
    spellings.set(key, set);
  };
  for (const [word, key] of Object.entries(SYNONYMS)) spell(key, word);
  for (const [word, key] of Object.entries(VERB_FORMS)) spell(SYNONYMS[key] ?? key, word);
  for (const [word, digits] of Object.entries(NUMBER_WORDS)) if (!digits.includes(' ')) spell(digits, word);
  spellingTables = { colloquial, spellings };
  return spellingTables;
}

/**
 * How a key may be written in a stored text (normalised, affixes joined): itself (a stem is found inside
 * its inflected forms), its synonyms, its verb forms, its number word and their colloquial spellings. A
 * stored text holding one of them may ask the same thing; grouping asks the trigram index for these.
 */
export function keySpellings(key: string): string[] {
  const { colloquial, spellings: tables } = spellingsTables();
  const spellings = new Set([key, ...(tables.get(key) ?? [])]);
  for (const s of [...spellings]) for (const c of colloquial.get(s) ?? []) spellings.add(c);
  return [...spellings];
}
