import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock between processes and a second process on the same folder silently loses writes,
 * so the embedded database takes a pid lock on its folder. A stale lock (its process gone) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && alive(holder)) {
        throw new Error(
          `The data folder ${dir} is in use by another server (pid ${holder}). ` +
            'The embedded database allows one server per folder: stop it, or use DATABASE_URL for several servers.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}.`);
}
