// `npm run admin -- 09121234567`: makes that mobile an active super admin in the configured database.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mobile as mobileSchema } from '@rasti/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/lock.ts';
import { ensureSuperAdmin } from '../features/users/users.service.ts';

export class UsageError extends Error {}

/** Runs the command against the database the environment configures; answers the line to print. */
export async function runAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const arg = args.find((a) => a !== '--') ?? '';
  const parsed = mobileSchema.safeParse(arg);
  if (!parsed.success) {
    throw new UsageError(
      `"${arg}" is not a mobile number (11 digits starting 09). Usage: npm run admin -- 09121234567`,
    );
  }
  const mobile = parsed.data;
  const config = loadConfig(env);
  // the embedded database allows one process per data folder: a running server must be stopped first
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    });
    try {
      const { id, outcome } = await ensureSuperAdmin({ db: database.db, mobile });
      const said = { created: 'created as', promoted: 'promoted to', unchanged: 'already' }[outcome];
      return `${mobile} (user ${id}) ${said} an active super admin.`;
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runAdminCommand(process.argv.slice(2)).then(
    (line) => console.log(line),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}
