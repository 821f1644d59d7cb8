import { ORIGIN_LABELS, Origin } from '@rasti/contract/enums';
import type { OriginFilter } from './api/list-outlets';

/** The outlet lists' type filter: all (''), internal or external. */
export const ORIGIN_OPTIONS = [Origin.Internal, Origin.External].map((o) => ({
  value: String(o),
  label: ORIGIN_LABELS[o],
}));

/** The filter as the address holds it; anything else is 'all'. */
export const originOf = (value: string | null): OriginFilter => (value === '1' || value === '2' ? value : '');
