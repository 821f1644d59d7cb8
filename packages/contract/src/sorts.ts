// The public lists' one-flag-at-a-time orders (spec section 2: subjects, reviews, the right column's
// trending tabs): each flag of the list queries with its menu label. Free of zod, for public pages.

/** The sort menu of the public subject and review lists, in the spec's order. */
export const LIST_SORTS = [
  { value: 'priority', label: 'اولویت' },
  { value: 'views', label: 'پربازدیدترین' },
  { value: 'most_reviewed', label: 'پربحث‌ترین' },
  { value: 'most_wanted', label: 'پرتقاضاترین' },
] as const;
export type ListSort = (typeof LIST_SORTS)[number]['value'];

/** Each order's label by its flag. */
export const LIST_SORT_LABELS = Object.fromEntries(LIST_SORTS.map((s) => [s.value, s.label])) as Record<
  ListSort,
  string
>;

/** The one order a public list query asks for: the first flag set, in the menu's order; else newest first. */
export const listSortOf = (flags: Partial<Record<ListSort, boolean | undefined>>): ListSort | 'newest' =>
  LIST_SORTS.find((s) => flags[s.value])?.value ?? 'newest';
