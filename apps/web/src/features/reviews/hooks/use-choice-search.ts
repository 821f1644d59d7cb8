import type { AutocompleteProps } from '@mui/material/Autocomplete';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { REVIEWS_TEXT } from '../messages';

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

type Page<R> = { items: R[]; total: number };

/** The rows of a picker's answer: a page (with its total) or a bare list of choices. */
const rowsOf = <R>(data: Page<R> | R[] | undefined): R[] =>
  data === undefined ? [] : Array.isArray(data) ? data : data.items;

/**
 * A picker searched on the server: the props an MUI Autocomplete of `T` choices needs (typed text,
 * options found for it with the chosen one kept, loading), from the rows of `queryFor(search)` (a page or a list).
 * `labelOf` and `toChoice` should be stable (module-level) functions.
 */
export function useServerChoices<T extends { id: number }, R, D extends Page<R> | R[], K extends QueryKey>(
  value: T | null,
  onChange: (next: T | null) => void,
  labelOf: (choice: T) => string,
  queryFor: (search: string) => UseQueryOptions<D, Error, D, K>,
  toChoice: (row: R) => T,
) {
  const { input, setInput, search } = useChoiceSearch(value, labelOf);
  const found = useQuery(queryFor(search));
  const options = useMemo(
    () => withChosen(rowsOf<R>(found.data).map(toChoice), value),
    [found.data, value, toChoice],
  );
  return {
    options,
    value,
    onChange: (_event: unknown, next: T | null) => onChange(next),
    inputValue: input,
    onInputChange: (_event: unknown, next: string) => setInput(next),
    getOptionLabel: labelOf,
    isOptionEqualToValue: (option: T, chosen: T) => option.id === chosen.id,
    filterOptions: (x: T[]) => x,
    loading: found.isFetching,
    loadingText: REVIEWS_TEXT.loading,
  } satisfies Partial<AutocompleteProps<T, false, false, false>>;
}
