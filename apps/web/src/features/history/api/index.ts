export { type HistoryKind, historyKeys, historyQueryOptions, HISTORY_PAGE_SIZE } from './history-list';
export { restoreRevision, useRestoreRevision } from './restore-revision';
