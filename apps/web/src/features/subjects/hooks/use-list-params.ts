import { useSearchParams } from 'react-router';
import { useListPage } from '../../../components/admin/use-list-page';
import { parseRouteId } from '../../../lib/route-id';

const FILTERS = ['category', 'sort', 'status'] as const;

/**
 * The public subject list's search, filters and page kept in the address (?q=&category=&sort=&page=), the
 * staff lists' own hook (`useListPage`) with the category read as an id.
 */
export function useListParams() {
  const list = useListPage({ filters: FILTERS });
  const [params] = useSearchParams();
  return {
    ...list,
    category: parseRouteId(list.filters.category),
    get: (key: 'q' | 'page' | (typeof FILTERS)[number]) => params.get(key),
  };
}
