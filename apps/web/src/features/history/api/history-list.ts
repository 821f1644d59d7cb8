import type { RevisionEntry } from '@rasti/contract/corrections';
import { pageQueryOptions } from '../../../lib/api/page-query';

/** Whose history: a subject (news-subject) or a review (review-subject). */
export type HistoryKind = 'subject' | 'review';

export const HISTORY_PAGE_SIZE = 10;

export const historyPath = (kind: HistoryKind, id: number) =>
  `/news/${kind === 'subject' ? 'news-subject' : 'review-subject'}/${id}/history/`;

export const historyKeys = {
  all: ['history'] as const,
  list: (kind: HistoryKind, id: number, page: number) => ['history', kind, id, page] as const,
};

/** GET …/{id}/history/: the versions before each edit, newest first, one page (staff). */
export const historyQueryOptions = (kind: HistoryKind, id: number, page: number) =>
  pageQueryOptions<RevisionEntry>(historyKeys.list(kind, id, page), historyPath(kind, id), {
    query: { page, page_size: HISTORY_PAGE_SIZE },
  });
