import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 400;

const positiveInt = (raw: string | null): number | null => {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : null;
};

interface ListPageOptions<F extends string> {
  /** the list's other filters, each a key of the address */
  filters?: readonly F[];
  /** the address's key for the search (default 'q') */
  searchParam?: string;
  /** whether a filter or page change adds a history entry ('push', the default) or replaces it */
  history?: 'push' | 'replace';
}

/**
 * A staff list's page, search and filters kept in the address (?q=&page=&<filter>=), so a reload, a
 * shared link or the back button brings the same page back. The search box follows typing at once and
 * the address once typing pauses; changing the search or a filter starts again from page 1.
 */
export function useListPage<F extends string = never>({
  filters = [],
  searchParam = 'q',
  history: entries = 'push',
}: ListPageOptions<F> = {}) {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const urlSearch = params.get(searchParam) ?? '';
  const [searchInput, setSearchInput] = useState(urlSearch);
  const debouncedSearch = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);

  /** Writes `changes` ('' or null removes a key); any change but the page's own goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | null>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: options.replace ?? entries === 'replace' },
      ),
    [setParams, entries],
  );

  // the search this hook last wrote to the address, to tell its own changes from outside ones
  const written = useRef(urlSearch);
  useEffect(() => {
    // only a settled value: a stale one would undo a change made from outside meanwhile
    if (debouncedSearch !== searchInput) return;
    // a link was followed while its page loads (this list is still shown): the browser's entry is the next
    // page's now, and writing the search would bring the visitor back here (memory routers keep no entry)
    const entry = (window.history.state as { key?: string } | null)?.key;
    if (entry !== undefined && entry !== key) return;
    const term = debouncedSearch.trim();
    if (term === written.current) return;
    written.current = term;
    update({ [searchParam]: term }, { replace: true });
  }, [debouncedSearch, searchInput, update, searchParam, key]);

  // the address changed from outside (back button, a link): the box shows it
  useEffect(() => {
    if (urlSearch === written.current) return;
    written.current = urlSearch;
    setSearchInput(urlSearch);
  }, [urlSearch]);

  const values = Object.fromEntries(filters.map((name) => [name, params.get(name) ?? ''])) as Record<
    F,
    string
  >;
  const setPage = useCallback(
    (page: number, options: { replace?: boolean } = {}) => update({ page }, options),
    [update],
  );
  const setFilter = useCallback((name: F, value: string) => update({ [name]: value }), [update]);

  return {
    searchInput,
    setSearchInput,
    /** the settled search, as the address holds it */
    search: urlSearch,
    page: positiveInt(params.get('page')) ?? 1,
    filters: values,
    setFilter,
    setPage,
    update,
  };
}
