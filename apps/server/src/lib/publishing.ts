import { Status } from '@rasti/contract';

/** 's' a subject, 'r' a review: the kind column of corrections, revisions and view marks. */
export type ItemKind = 's' | 'r';

/**
 * A subject's or review's publish date after an edit: the first time it went out. Later edits, restores
 * and re-publishing keep it; an item first published by this edit gets now.
 */
export const publishDateAfterEdit = (published: Date | null, status: number): Date | null =>
  published ?? (status === Status.Published ? new Date() : null);
