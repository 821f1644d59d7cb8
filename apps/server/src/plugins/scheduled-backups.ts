import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeBackup } from '../lib/backup.ts';

const NAME = /^rasti-backup-[0-9TZ-]+\.tar\.gz$/;

/**
 * The backups in the folder, newest first (their names sort by the time they were taken). One removed
 * between the listing and its stat (the schedule keeping the newest BACKUP_KEEP) is left out.
 */
export async function backupsIn(dir: string): Promise<{ file: string; bytes: number; at: Date }[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((n) => NAME.test(n))
    .sort()
    .reverse();
  const found = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const info = await stat(file).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      return info && { file, bytes: info.size, at: info.mtime };
    }),
  );
  return found.filter((backup) => backup !== null);
}

/**
 * Scheduled backups (ADR 31), taken by the server process itself: on the embedded database no other
 * process may open the data folder while the server runs, so the one holding it reads the snapshot.
 * Every BACKUP_EVERY_HOURS into BACKUP_DIR, keeping the newest BACKUP_KEEP; a failure is logged and the
 * next one is tried on time. Stopped (a backup under way awaited) when the server closes.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { dir, everyMs, keep } = app.config.backup;
    if (!everyMs) return;
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(run, everyMs);
      timer.unref();
    };
    const run = () => {
      const name = `rasti-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
      const file = path.join(dir, name);
      running = (async () => {
        try {
          const manifest = await writeBackup(
            app.db,
            app.storage,
            file,
            app.database.kind === 'pglite' ? app.config.dataDir : undefined,
          );
          const { size } = await stat(file);
          app.log.info({ file, bytes: size, files: Object.keys(manifest.files).length }, 'Backup written');
          for (const old of (await backupsIn(dir)).slice(keep)) await rm(old.file, { force: true });
        } catch (err) {
          app.log.error({ err, file }, 'Backup failed');
        }
      })().finally(() => {
        running = null;
        schedule();
      });
    };
    app.addHook('onReady', async () => schedule());
    app.addHook('onClose', async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'scheduled-backups', dependencies: ['context'] },
);
