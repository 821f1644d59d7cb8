import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 400;

/**
 * A list's filters kept in the address (?q=…&page=…&<filter>=…), so the back button and a shared link
 * bring the same page back. The search box updates the address once typing pauses; any filter change
 * starts again from page 1.
 */
export function useListSearch<F extends string>(filterNames: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const committed = params.get('q') ?? '';

  // typing pauses: the address takes the new search and the first page
  useEffect(() => {
    const term = debounced.trim();
    if (term === committed) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (term) next.set('q', term);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, committed, setParams]);

  // the address changed from outside (back button, a link): the box follows; our own commit is
  // recognised by matching the debounced text, so keys typed meanwhile are never lost
  const debouncedRef = useRef(debounced);
  debouncedRef.current = debounced;
  useEffect(() => {
    if (committed !== debouncedRef.current.trim()) setText(committed);
  }, [committed]);

  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<
    F,
    string
  >;

  const setFilter = useCallback(
    (name: F, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { text, setText, search: committed, page, filters, setFilter, setPage };
}
