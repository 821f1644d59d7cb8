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

/** Colloquial verb endings after 'می'/'نمی' (and alone), to their written forms. */
const VERB_STEMS: Record<string, string> = {
  شه: 'شود',
  شن: 'شوند',
  شود: 'شود',
  شوند: 'شوند',
  کنه: 'کند',
  کنن: 'کنند',
  کند: 'کند',
  کنند: 'کنند',
  خوام: 'خواهم',
  خواهم: 'خواهم',
  خواد: 'خواهد',
  خواهد: 'خواهد',
  گن: 'گویند',
  گه: 'گوید',
  گویند: 'گویند',
  گوید: 'گوید',
  ده: 'دهد',
  دن: 'دهند',
  دهد: 'دهد',
  دهند: 'دهند',
  ره: 'رود',
  رن: 'روند',
  رود: 'رود',
  تونه: 'تواند',
  تونن: 'توانند',
  تواند: 'تواند',
  خوره: 'خورد',
  خورد: 'خورد',
  زنه: 'زند',
  زند: 'زند',
  رسه: 'رسد',
  رسد: 'رسد',
  مونه: 'ماند',
  ماند: 'ماند',
  گیره: 'گیرد',
  گیرن: 'گیرند',
  گیرد: 'گیرد',
  بره: 'برد',
  برد: 'برد',
  یاد: 'آید',
  اد: 'آید',
  آید: 'آید',
  اره: 'آورد',
  یاره: 'آورد',
  آورد: 'آورد',
  دونم: 'دانم',
  دانم: 'دانم',
  دونه: 'داند',
  داند: 'داند',
  بینه: 'بیند',
  بیند: 'بیند',
  کشه: 'کشد',
  کشد: 'کشد',
  افته: 'افتد',
  افتد: 'افتد',
};

/** Whole colloquial words to their written forms (after normalizePersian; 'می' forms are handled above). */
const WORDS: Record<string, string> = {
  چیه: 'چیست',
  اینه: 'این است',
  اونه: 'آن است',
  اون: 'آن',
  اونا: 'آنها',
  اینا: 'اینها',
  دیگه: 'دیگر',
  یه: 'یک',
  تومن: 'تومان',
  گرون: 'گران',
  ارزون: 'ارزان',
  بخاطر: 'به خاطر',
  خونه: 'خانه',
  نون: 'نان',
  جدیده: 'جدید',
  قدیمیه: 'قدیمی',
  جعلیه: 'جعلی',
  واقعیه: 'واقعی',
  رایگانه: 'رایگان',
  امساله: 'امسال',
  هستش: 'است',
  هستن: 'هستند',
  ویدیو: 'ویدئو',
  ویدیوی: 'ویدئوی',
  بلیط: 'بلیت',
  دانشجوها: 'دانشجویان',
  بازنشسته: 'بازنشستگان',
};

/**
 * Words that carry no meaning for matching: question words, fillers and the commonest function words.
 * They are dropped from the question, so a candidate is ranked by how much of the rest it covers.
 */
const STOP_WORDS = new Set(
  (
    'آیا ایا درسته درست است راسته راست صحت دارد داره حقیقت واقعا واقعاً واقعیت میخواستم خواستم بدونم ' +
    'لطفا لطفاً سلام ممنون مرسی بررسی کنید کنین شنیدم میگن گفتن گفتند گویند می نمی ' +
    'که را رو و در به از با برای تا هم یا این آن است هست هستند بود شد شده شدن ' +
    'چی چیست چه چرا کی کجا چطور چگونه ها های ای یک خبر ادعا ادعای ' +
    // light verbs: almost every subject has them, so they only add noise
    'شود شوند کند کنند دارد دارند'
  ).split(' '),
);
// the particles 'می'/'نمی' are dropped too: 'می شود' keeps 'شود', which the stored 'می شود' contains

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
