// Persian text helpers shared by the server (search columns, queries) and the screens.

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Persian and Arabic-Indic digits to Latin digits. */
export function toLatinDigits(input: string): string {
  return input.replace(/[۰-۹٠-٩]/g, (d) => {
    const p = PERSIAN_DIGITS.indexOf(d);
    return String(p >= 0 ? p : ARABIC_DIGITS.indexOf(d));
  });
}

/** Latin digits to Persian digits, for display. */
export function toPersianDigits(input: string | number): string {
  return String(input).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]!);
}

// Arabic harakat, superscript alef and other combining marks; tatweel.
const DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ZWNJ_AND_SPACES = /(?:\u200C|\u200D|\u200E|\u200F|\u00A0|\s)+/g;

/**
 * The affixes Persian writes after a half-space, a space or nothing at all ('اسکناس‌های', 'اسکناس های',
 * 'اسکناسهای'; 'می‌شود', 'می شود', 'میشود'): joined to their word, so the three spellings are one text.
 * A suffix joins a Persian letter before it, the particles 'می'/'نمی' a Persian letter after them, each
 * only as a whole word. A migration (fold_affixes) folded the stored search columns with the same two
 * expressions (AFFIX_FOLD) in SQL; a change here needs such a migration too (ADR "grouping by the matcher").
 */
const LETTER = '[\\u0620-\\u06FF]';
const SUFFIXES = 'هایی|های|ها|ترین|تری|تر|ایی|ای|ی';

/** The same fold as foldAffixes, as regular expressions both JavaScript and PostgreSQL read alike. */
export const AFFIX_FOLD = {
  suffix: { pattern: `(?<=${LETTER}) (${SUFFIXES})(?= |$)`, replacement: '$1', sqlReplacement: '\\1' },
  particle: {
    pattern: `(^| )(نمی|می) (?=${LETTER})`,
    replacement: '$1$2',
    sqlReplacement: '\\1\\2',
  },
} as const;
const SUFFIX_APART = new RegExp(AFFIX_FOLD.suffix.pattern, 'g');
const PARTICLE_APART = new RegExp(AFFIX_FOLD.particle.pattern, 'g');

/** Joins the affixes of already normalised text (one space between words) to their words. */
export function foldAffixes(text: string): string {
  return text
    .replace(SUFFIX_APART, AFFIX_FOLD.suffix.replacement)
    .replace(PARTICLE_APART, AFFIX_FOLD.particle.replacement);
}

/**
 * Normalise text for search (server-rules section 6): Arabic ي ى ك → ی ک, ة → ه, أ إ آ kept apart
 * from diacritics, tatweel and diacritics removed, ZWNJ and space runs folded to one space, affixes
 * joined to their words (foldAffixes), Persian and Arabic digits read as Latin, Latin case folded.
 * Stored search columns and queries both go through this one function.
 */
export function normalizePersian(input: string): string {
  return foldAffixes(
    toLatinDigits(
      input
        .normalize('NFC')
        .replace(/[يى]/g, 'ی')
        .replace(/ك/g, 'ک')
        .replace(/ة/g, 'ه')
        .replace(/[أإ]/g, 'ا')
        .replace(/ؤ/g, 'و')
        .replace(DIACRITICS, ''),
    )
      .replace(ZWNJ_AND_SPACES, ' ')
      .trim()
      .toLowerCase(),
  );
}
