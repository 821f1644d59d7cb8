import { isPublicSearch, SEARCH_TOO_SHORT } from '@rasti/contract/search-messages';

/**
 * The line a visitor's search field shows while its text is typed but is no search yet (no word of three
 * letters: the server then lists everything, ADR 26); undefined otherwise.
 */
export const searchHint = (text: string): string | undefined =>
  text.trim() !== '' && !isPublicSearch(text) ? SEARCH_TOO_SHORT : undefined;
