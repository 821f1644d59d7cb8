import { latestBackup as latestBackupSchema } from '@rasti/contract';
import { defineRoutes } from '../../lib/routes.ts';
import { latestBackup } from './backups.service.ts';

/** /backups/latest/: the super admin's view of the scheduled backups (ADR 31). */
export const backupRoutes = defineRoutes('backups', (app, { staff }) => {
  app.get(
    '/backups/latest/',
    staff('backups.read', {
      summary: "Super admin only: whether scheduled backups are on, and the newest one's time and size",
      response: { 200: latestBackupSchema },
    }),
    async () => latestBackup(app.config.backup),
  );
});
