import { buildApp } from './app.ts';
import { bootstrapData } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';

/** Starts one server process: lock (embedded db), migrate, seed, listen; SIGTERM drains requests in flight. */
async function main(): Promise<void> {
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  process.on('exit', releaseLock);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  });
  // ioredis (about 1.6 MB of heap) is imported only by a server that has a Redis (docs/decisions/0021)
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: true,
      })
    : null;
  const app = await buildApp({ config, database, redis });
  await bootstrapData(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
      await database.close();
      redis?.disconnect();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Rasti is serving http://localhost:${config.port} (${database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
