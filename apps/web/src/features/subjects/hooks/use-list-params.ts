import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 400;

type Key = 'q' | 'page' | 'category' | 'sort' | 'status';

const positiveInt = (raw: string | null): number | null => {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : null;
};

/**
 * A list's filters and page kept in the address (?q=&category=&page=...), so a reload, a shared link
 * or the back button brings the same page back. Changing a filter starts again from page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('q') ?? '';
  // the box follows typing at once; the address (and the request) once typing pauses
  const [searchInput, setSearchInput] = useState(urlSearch);
  const debouncedSearch = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);

  const update = useCallback(
    (changes: Partial<Record<Key, string | number | null>>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  // the search this hook last wrote to the address, to tell its own changes from outside ones
  const written = useRef(urlSearch);

  useEffect(() => {
    // only a settled value: a stale one would undo a change made from outside meanwhile
    if (debouncedSearch !== searchInput) return;
    const term = debouncedSearch.trim();
    if (term === written.current) return;
    written.current = term;
    update({ q: term }, { replace: true });
  }, [debouncedSearch, searchInput, update]);

  // the address changed from outside (back button, a link): the box shows it
  useEffect(() => {
    if (urlSearch === written.current) return;
    written.current = urlSearch;
    setSearchInput(urlSearch);
  }, [urlSearch]);

  return {
    searchInput,
    setSearchInput,
    search: urlSearch,
    page: positiveInt(params.get('page')) ?? 1,
    category: positiveInt(params.get('category')),
    get: (key: Key) => params.get(key),
    update,
  };
}
