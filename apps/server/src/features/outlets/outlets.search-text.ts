import { normalizePersian, ORIGIN_LABELS, type Origin } from '@rasti/contract';

/**
 * What the outlets search reads: Persian name, English name and the category text ('داخلی' or 'خارجی').
 * Every write of an outlet (create, update, the demo seed) stores this one form.
 */
export const outletSearchText = (o: { name: string; englishName: string; origin: number }): string =>
  normalizePersian(`${o.name} ${o.englishName} ${ORIGIN_LABELS[o.origin as Origin] ?? ''}`);
