import type { LatestBackup } from '@rasti/contract';
import { backupsIn } from '../../plugins/scheduled-backups.ts';

/** The scheduled backups' setting and the newest backup in BACKUP_DIR (written by whichever process). */
export async function latestBackup(config: { dir: string; everyMs: number }): Promise<LatestBackup> {
  const [newest] = await backupsIn(config.dir);
  return {
    every_hours: config.everyMs / 3_600_000,
    latest: newest ? { at: newest.at.toISOString(), bytes: newest.bytes } : null,
  };
}
