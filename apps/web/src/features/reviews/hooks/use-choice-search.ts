import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The typed text of a picker searched on the server: once typing pauses, and only while it differs from
 * the chosen option's label (the label shown for a choice is not a search).
 */
export function useChoiceSearch<T>(value: T | null, labelOf: (choice: T) => string) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(value && input === labelOf(value) ? '' : input, SEARCH_DEBOUNCE_MS);
  return { input, setInput, search };
}

/** The options found, with the chosen one first when the search did not find it. */
export const withChosen = <T extends { id: number }>(found: T[], chosen: T | null): T[] =>
  chosen && !found.some((o) => o.id === chosen.id) ? [chosen, ...found] : found;
