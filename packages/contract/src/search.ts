import { z } from './zod.ts';
import { SEARCH_LIMITS } from './search-messages.ts';

// The top bar's global search suggestions (spec section 2, Layout).

export * from './search-messages.ts';

export const searchSuggestion = z.object({
  type: z.enum(['subject', 'review']),
  id: z.number(),
  title: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

/** `q`: the typed text (normalised like every search); `limit`: suggestions per type. */
export const searchQuery = z.object({
  q: z.string().trim().max(SEARCH_LIMITS.queryMax).default(''),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMITS.perTypeMax).default(SEARCH_LIMITS.perTypeDefault),
});
export type SearchQuery = z.infer<typeof searchQuery>;
