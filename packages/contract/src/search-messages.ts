// The global search's labels and limits, kept apart from the zod schemas (search.ts, which re-exports
// them) so the top bar loads no schema library.

export const SEARCH_LABELS = {
  subject: 'موضوع روز',
  review: 'بررسی',
} as const;

export const SEARCH_LIMITS = {
  /** suggestions of each type by default, and at most */
  perTypeDefault: 5,
  perTypeMax: 10,
  queryMax: 100,
} as const;
