import type { Status } from '@rasti/contract/enums';
import type { PublicReviewFilters, StaffReviewFilters } from './list-reviews';

/** The reviews' cache keys, all under ['reviews']: a save invalidates ['reviews'] and every screen reads again. */
export const reviewsKeys = {
  all: ['reviews'] as const,
  publicList: (f: PublicReviewFilters) => ['reviews', 'public-list', f] as const,
  publicSuggestions: (term: string) => ['reviews', 'public-suggestions', term] as const,
  staffList: (f: StaffReviewFilters) => ['reviews', 'staff-list', f] as const,
  staffSuggestions: (term: string, status: Status | '') =>
    ['reviews', 'staff-suggestions', term, status] as const,
  publicDetail: (id: number) => ['reviews', 'public-detail', id] as const,
  staffDetail: (id: number) => ['reviews', 'staff-detail', id] as const,
  byAuthor: (authorId: number, search: string, page: number) =>
    ['reviews', 'by-author', authorId, search, page] as const,
};
