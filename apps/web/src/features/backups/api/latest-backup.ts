import type { LatestBackup } from '@rasti/contract/backups';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** GET /backups/latest/ (super admin): the schedule and the newest backup. */
export const latestBackupQuery = () =>
  queryOptions({
    queryKey: ['backups', 'latest'] as const,
    queryFn: ({ signal }) => api<LatestBackup>('/backups/latest/', { signal }),
  });
