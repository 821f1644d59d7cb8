import type { AdminSubjectFilters, PublicSubjectFilters } from './list-subjects';

/**
 * The subjects' cache keys, all under ['subjects']: every screen that reads a subject (lists, pickers,
 * the detail, the form) reads it under these, so a save that invalidates ['subjects'] refreshes them all.
 */
export const subjectKeys = {
  all: ['subjects'] as const,
  publicList: (filters: PublicSubjectFilters) => ['subjects', 'public-list', filters] as const,
  adminList: (filters: AdminSubjectFilters) => ['subjects', 'admin-list', filters] as const,
  suggestions: (term: string) => ['subjects', 'suggestions', term] as const,
  /** The review form's subject picker: a page of choices for a search. */
  choices: (search: string) => ['subjects', 'choices', search] as const,
  detail: (id: number, audience: 'staff' | 'public') => ['subjects', 'detail', audience, id] as const,
};
