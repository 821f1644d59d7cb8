import { useSearchParams } from 'react-router';
import { parseRouteId } from '../route-id';

/**
 * A public list's page in the address (?page=, left out on page 1): the page read as the server's
 * paging reads it (a whole number from 1, else page 1), and a move to another page that scrolls to the top.
 */
export function usePageParam(): { page: number; goTo: (next: number) => void } {
  const [params, setParams] = useSearchParams();
  const page = parseRouteId(params.get('page')) ?? 1;
  const goTo = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
    window.scrollTo({ top: 0 });
  };
  return { page, goTo };
}
