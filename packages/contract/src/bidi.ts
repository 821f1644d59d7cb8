// Persian sentences that name Latin words (file types, a header's name): each Latin word is isolated
// left to right, so the bidi algorithm does not join 'jpeg، png، webp' into one left-to-right run and
// show the list back to front; the Persian commas between them stay in the sentence's direction.

const LRI = '\u2066';
const PDI = '\u2069';

/** The text with each Latin word (letters, then letters, digits, dots, pluses or hyphens) isolated. */
export function isolateLatin(text: string): string {
  return text.replace(/[A-Za-z][A-Za-z0-9.+-]*/g, (word) => `${LRI}${word}${PDI}`);
}
