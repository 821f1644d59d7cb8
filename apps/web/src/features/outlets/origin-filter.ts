import { ORIGIN_LABELS, Origin } from '@rasti/contract/enums';
import type { SelectSpec } from '../../components/admin';
import type { OriginFilter } from './api/list-outlets';
import { OUTLETS_TEXT } from './messages';

/** The outlet lists' type filter: all (''), internal or external. */
export const ORIGIN_OPTIONS = [Origin.Internal, Origin.External].map((o) => ({
  value: String(o),
  label: ORIGIN_LABELS[o],
}));

/** The filter as the address holds it; anything else is 'all'. */
export const originOf = (value: string | null): OriginFilter => (value === '1' || value === '2' ? value : '');

/** The staff list's select of the filter (the directory names it otherwise). */
export const ORIGIN_SELECT: SelectSpec = {
  name: 'origin',
  label: OUTLETS_TEXT.categoryFilter,
  allLabel: OUTLETS_TEXT.all,
  options: ORIGIN_OPTIONS,
};
