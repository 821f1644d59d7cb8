import { toLatinDigits } from '@rasti/contract/persian';
import { useParams } from 'react-router';

/** The largest row id the database holds (PostgreSQL integer); a larger number names no row. */
const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id read from an address (a route parameter or a query parameter): a positive whole number
 * (Persian digits read too), or null for anything else ('abc', '0', '1.5', '12abc', past the largest id),
 * so a page shows its not-found state instead of asking the server about junk.
 */
export function parseRouteId(raw: string | null | undefined): number | null {
  const text = toLatinDigits((raw ?? '').trim());
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_ROW_ID ? id : null;
}

/**
 * The current route's `:id` (or `name`) parameter: `raw` as written (undefined on a route without it,
 * e.g. a create page sharing the edit page's screen) and `id`, parsed by parseRouteId.
 */
export function useRouteId(name = 'id'): { raw: string | undefined; id: number | null } {
  const raw = useParams()[name];
  return { raw, id: parseRouteId(raw) };
}
