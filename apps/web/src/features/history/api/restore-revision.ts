import type { RestoreResult } from '@rasti/contract/corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type HistoryKind, historyKeys, historyPath } from './history-list';

/** POST …/{id}/history/{revision}/restore/: the version's old values applied as a new edit. */
export const restoreRevision = ({
  kind,
  id,
  revisionId,
}: {
  kind: HistoryKind;
  id: number;
  revisionId: number;
}) => api<RestoreResult>(`${historyPath(kind, id)}${revisionId}/restore/`, { method: 'POST' });

/**
 * Restores a version. On success `onSuccess` sees the outcome, then the history lists are read again
 * (the restore is itself a new version) and `onRefreshed` runs.
 */
export function useRestoreRevision(handlers: {
  onSuccess: (result: RestoreResult) => void;
  onRefreshed?: () => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    onSuccess: async (result) => {
      handlers.onSuccess(result);
      await queryClient.invalidateQueries({ queryKey: historyKeys.all });
      handlers.onRefreshed?.();
    },
    onError: handlers.onError,
  });
}
