import { z } from './zod.ts';

export * from './backup-messages.ts';

// The site's scheduled backups (ADR 31), as the super admin's screen shows them.

/** GET /backups/latest/: whether scheduled backups are on, and the newest one's time and size. */
export const latestBackup = z.object({
  /** hours between scheduled backups; 0: off (BACKUP_EVERY_HOURS) */
  every_hours: z.number(),
  /** the newest backup in BACKUP_DIR: when it was written (ISO 8601) and its size in bytes */
  latest: z.object({ at: z.string(), bytes: z.number().int() }).nullable(),
});
export type LatestBackup = z.infer<typeof latestBackup>;
