import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import path from 'node:path';
import { type FileStorage, LocalStorage } from '../lib/storage.ts';
import { TokenService } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    /** shared store for rate limits when REDIS_URL is set; otherwise limits live in this process */
    redis: Redis | null;
    storage: FileStorage;
  }
}

export interface ContextOptions {
  config: Config;
  database: Database;
  redis: Redis | null;
  storage?: FileStorage;
}

/** The S3 client loads only where a bucket is configured. */
export async function openStorage(config: Config): Promise<FileStorage> {
  if (config.storage.driver === 'local') return new LocalStorage(path.join(config.dataDir, 'uploads'));
  const { S3Storage } = await import('../lib/s3-storage.ts');
  return S3Storage.open(config.storage.s3);
}

/** The app's shared services, decorated once so features read them from `app`. */
export default fp<ContextOptions>(
  async (app: FastifyInstance, opts) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('tokens', new TokenService(opts.config.jwtSecret));
    app.decorate('redis', opts.redis);
    app.decorate('storage', opts.storage ?? (await openStorage(opts.config)));
    app.addHook('onClose', async () => app.storage.close?.());
  },
  { name: 'context' },
);
