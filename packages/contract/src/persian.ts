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
 * Normalise text for search (server-rules section 6): Arabic ي ى ك → ی ک, ة → ه, أ إ آ kept apart
 * from diacritics, tatweel and diacritics removed, ZWNJ and space runs folded to one space,
 * Persian and Arabic digits read as Latin, Latin case folded. Stored search columns and queries both
 * go through this one function.
 */
export function normalizePersian(input: string): string {
  return toLatinDigits(
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
    .toLowerCase();
}
