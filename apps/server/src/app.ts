import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { Redis } from 'ioredis';
import { LIMITS } from '@rasti/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { features } from './features/index.ts';
import { clientErrorHandler, frameworkErrors, refuseDuplicateHost } from './lib/client-errors.ts';
import auth from './plugins/auth.ts';
import context from './plugins/context.ts';
import errors from './plugins/errors.ts';
import openapi from './plugins/openapi.ts';
import pgliteUpkeep from './plugins/pglite-upkeep.ts';
import publicCache from './plugins/public-cache.ts';
import rateLimit from './plugins/rate-limit.ts';
import requestBounds from './plugins/request-bounds.ts';
import requestLog from './plugins/request-log.ts';
import scheduledBackups from './plugins/scheduled-backups.ts';
import searchGate from './plugins/search-gate.ts';
import security from './plugins/security.ts';
import smsOutbox from './plugins/sms-outbox.ts';
import web from './features/rendering/web-app.plugin.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  redis?: Redis | null;
}

/** Builds the whole app without listening: boot order is external plugins, app plugins, features. */
export async function buildApp({ config, database, redis = null }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // tokens, codes and cookies never reach the log
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.otp',
          '*.refresh',
          '*.access',
          '*.temporary_token',
        ],
        censor: '[redacted]',
      },
    },
    // one line per request at debug, slow ones at info (plugins/request-log.ts)
    logController: new LogController({ disableRequestLogging: true }),
    // a hop count as Express counts it (Fastify itself would trust no hop for a bare number; ADR 28)
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    forceCloseConnections: false,
    return503OnClosing: true,
    // a client that trickles its request is cut off (408) instead of holding a socket open for ever
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(config.timeouts.headersMs, config.timeouts.requestMs),
      // how often Node looks for requests past their time; the default 30 s would let them run on
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.timeouts.requestMs / 4)),
    },
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(context, { config, database, redis });
  // each route's body limit and the token routes' rate limit, seen before any route is added
  await app.register(requestBounds);
  await app.register(requestLog, { slowMs: config.slowRequestMs });
  // PGlite's VACUUM while the server is idle; first, so it sees every request begin
  await app.register(pgliteUpkeep);
  await app.register(errors);
  // the outbox's messages (SMS, Telegram, Bale: ADR 14) go out from a timer of their own
  await app.register(smsOutbox);
  // BACKUP_EVERY_HOURS: the process holding the database writes the backups
  await app.register(scheduledBackups);
  // before anything answers, the public cache included
  app.addHook('onRequest', refuseDuplicateHost);
  // before the security headers (a hit replays them) and compression (the cache keeps plain text)
  await app.register(publicCache);
  await app.register(security);
  // JSON answers and pages are compressed for slow mobile networks; built assets come precompressed
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: LIMITS.attachmentMaxBytes, files: 4, fields: 40, fieldSize: 1024 * 1024, parts: 50 },
  });
  await app.register(rateLimit);
  await app.register(searchGate);
  await app.register(auth);
  await app.register(openapi);
  await app.register(web);

  for (const { plugin, atRoot } of features) {
    await app.register(plugin, atRoot ? {} : { prefix: config.apiBase });
  }
  return app;
}
