// The global search's labels and limits, kept apart from the zod schemas (search.ts, which re-exports
// them) so the top bar loads no schema library.
import { normalizePersian } from './persian.ts';

export const SEARCH_LABELS = {
  subject: 'موضوع روز',
  review: 'بررسی',
} as const;

export const SEARCH_LIMITS = {
  /** suggestions of each type by default, and at most */
  perTypeDefault: 5,
  perTypeMax: 10,
  queryMax: 100,
} as const;

/**
 * Whether a visitor's text is a search: it holds a word of three letters or more once normalised. A
 * shorter text is none on the server (its lists show everything, its suggestions are empty): one or two
 * letters give the trigram index nothing to narrow, and the database would read every row (ADR 26).
 * Staff's texts are searched at any length.
 */
export function isPublicSearch(text: string): boolean {
  return normalizePersian(text)
    .split(/\s+/)
    .some((word) => [...word].length >= PUBLIC_SEARCH_MIN_LETTERS);
}

/** The letters a word of a visitor's search needs (isPublicSearch). */
export const PUBLIC_SEARCH_MIN_LETTERS = 3;

/** What a visitor is told while the text is too short to be searched. */
export const SEARCH_TOO_SHORT = 'برای جستجو دست‌کم یک واژه‌ی سه‌حرفی بنویسید';
