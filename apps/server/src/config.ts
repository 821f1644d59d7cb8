import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@rasti/contract';
import type { S3Options } from './lib/s3-storage.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type NodeEnv = 'development' | 'test' | 'production';

export interface Config {
  env: NodeEnv;
  host: string;
  port: number;
  apiBase: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  /** key for hashing one-time codes and temporary tokens */
  hashKey: string;
  sms: { sender: 'outbox' | 'kavenegar'; apiKey?: string; template?: string; baseUrl: string };
  /**
   * The notices waiting in sms_outbox (issue 16): how often the sender loop looks for due messages
   * (SMS_OUTBOX_INTERVAL_MS; 0 stops the loop, the default in tests, which drain it themselves) and how
   * many attempts a message gets before it is given up (SMS_OUTBOX_MAX_ATTEMPTS).
   */
  smsOutbox: { intervalMs: number; maxAttempts: number };
  adminMobile: string | undefined;
  seedDemo: boolean;
  webDist: string;
  trustProxy: boolean;
  logLevel: string;
  /**
   * the site's public origin (no trailing slash): every absolute URL of a page (canonical, og:url, JSON-LD)
   * is built from it, never from a request's Host header. PUBLIC_URL; required in production, else the
   * listening address
   */
  publicUrl: string;
  /** sign-in code requests allowed per client address per hour (server-rules section 3) */
  codeRequestsPerIpPerHour: number;
  /** codes one mobile may be sent per hour (server-rules section 3: 5; the browser journeys share demo numbers) */
  codesPerMobilePerHour: number;
  /** serve public lists from memory for a few seconds (cleared on every write) */
  publicCache: boolean;
  /** public pages are rendered on the server (the web build's .ssr bundle) for visitors without a session */
  serverRendering: boolean;
  /**
   * The page renderer: worker threads beside the main one (which keeps the database), renders allowed to
   * wait for a free one (beyond that a visitor gets the plain page at once), and a render's time limit.
   */
  render: { workers: number; queue: number; timeoutMs: number };
  /** where uploads live: files under DATA_DIR/uploads, or an S3-compatible bucket shared by every process */
  storage: { driver: 'local' } | { driver: 's3'; s3: S3Options };
  /**
   * Scheduled backups taken by the server process itself (ADR 27): into `dir` every `everyMs` (0: off),
   * keeping the newest `keep` files.
   */
  backup: { dir: string; everyMs: number; keep: number };
  /** how long a client may take (ms): a slow or stalled client is cut off rather than holding a socket */
  timeouts: {
    /** the whole request, headers and body, must have arrived (408 otherwise) */
    requestMs: number;
    /** the headers must have arrived */
    headersMs: number;
    /** a socket with no traffic at all is closed */
    idleMs: number;
    /** an open keep-alive socket waits this long for the next request */
    keepAliveMs: number;
  };
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a whole number of milliseconds.`);
  return value;
}

/** A whole number of zero or more (a setting that 0 turns off). */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number (0 or more).`);
  return value;
}

/** BACKUP_EVERY_HOURS: hours between scheduled backups (fractions allowed); unset or 0 turns them off. */
function backupHours(env: NodeJS.ProcessEnv): number {
  const raw = env.BACKUP_EVERY_HOURS;
  if (raw === undefined || raw === '') return 0;
  const hours = Number(raw);
  if (!Number.isFinite(hours) || hours < 0)
    throw new Error('BACKUP_EVERY_HOURS must be a number of hours (0: off).');
  return hours;
}

function storageConfig(env: NodeJS.ProcessEnv): Config['storage'] {
  const driver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : 'local');
  if (driver === 'local') return { driver: 'local' };
  if (driver !== 's3') throw new Error(`Unknown STORAGE_DRIVER "${driver}" (local or s3).`);
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3.');
  return {
    driver: 's3',
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
      publicUrl: env.S3_PUBLIC_URL || undefined,
      prefix: env.S3_PREFIX || undefined,
    },
  };
}

/**
 * The site's public origin: PUBLIC_URL (an http or https URL), required in production, where the
 * listening address would be wrong; outside production, the listening address.
 */
function publicUrl(env: NodeEnv, value: string | undefined, host: string, port: number): string {
  if (value) {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // said below
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(
        `PUBLIC_URL must be an http or https address (e.g. https://rasti.example), not "${value}".`,
      );
    }
    return value.replace(/\/+$/, '');
  }
  if (env === 'production') {
    throw new Error(
      'PUBLIC_URL is required when NODE_ENV=production: the address readers use (e.g. https://rasti.example), ' +
        'from which the links in shared pages are built.',
    );
  }
  // an address that listens everywhere is reached as localhost; an IPv6 literal goes in brackets
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** Reads a secret from the environment; outside production a generated one is kept in the data folder. */
function secret(env: NodeEnv, dataDir: string, value: string | undefined, name: string): string {
  if (value && value.length >= 32) return value;
  if (value) throw new Error(`${name} must be at least 32 characters.`);
  if (env === 'production') throw new Error(`${name} is required when NODE_ENV=production.`);
  const file = path.join(dataDir, `${name.toLowerCase()}.key`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv: NodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = overrides.dataDir ?? path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  const sender = (env.SMS_SENDER ??
    (env.KAVENEGAR_API_KEY ? 'kavenegar' : 'outbox')) as Config['sms']['sender'];
  if (sender !== 'outbox' && sender !== 'kavenegar') throw new Error(`Unknown SMS_SENDER "${sender}".`);
  if (nodeEnv === 'production' && sender === 'outbox') {
    throw new Error(
      'NODE_ENV=production needs a real SMS sender: set SMS_SENDER=kavenegar and KAVENEGAR_API_KEY.',
    );
  }
  if (sender === 'kavenegar' && !env.KAVENEGAR_API_KEY) throw new Error('KAVENEGAR_API_KEY is required.');
  const config: Config = {
    env: nodeEnv,
    host: env.HOST ?? '0.0.0.0',
    port: Number(env.PORT ?? 3000),
    apiBase: env.API_BASE ?? '/api',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: '',
    hashKey: '',
    sms: {
      sender,
      apiKey: env.KAVENEGAR_API_KEY,
      template: env.KAVENEGAR_TEMPLATE ?? 'verify',
      baseUrl: env.KAVENEGAR_BASE_URL ?? 'https://api.kavenegar.com',
    },
    smsOutbox: {
      intervalMs: wholeNumber(env, 'SMS_OUTBOX_INTERVAL_MS', nodeEnv === 'test' ? 0 : 30_000),
      maxAttempts: Math.max(1, wholeNumber(env, 'SMS_OUTBOX_MAX_ATTEMPTS', 8)),
    },
    adminMobile: env.ADMIN_MOBILE || undefined,
    seedDemo: nodeEnv !== 'production' && env.SEED_DEMO !== 'false',
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    publicUrl: '',
    codeRequestsPerIpPerHour: Number(env.SIGNIN_CODES_PER_IP_PER_HOUR ?? 20),
    codesPerMobilePerHour: Number(env.SIGNIN_CODES_PER_MOBILE_PER_HOUR ?? LIMITS.otpPerNumberPerHour),
    storage: storageConfig(env),
    publicCache: env.PUBLIC_CACHE !== 'false',
    serverRendering: env.SERVER_RENDERING !== 'false',
    render: {
      // the main thread answers the renders' data calls: it keeps one core, the renderers share the rest
      workers: Math.max(1, Number(env.RENDER_WORKERS ?? Math.min(4, availableParallelism() - 1))),
      queue: Math.max(0, Number(env.RENDER_QUEUE ?? 16)),
      timeoutMs: milliseconds(env, 'RENDER_TIMEOUT_MS', 3000),
    },
    backup: {
      dir: path.resolve(repoRoot, env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      everyMs: backupHours(env) * 3_600_000,
      keep: Math.max(1, wholeNumber(env, 'BACKUP_KEEP', 7)),
    },
    timeouts: {
      requestMs: milliseconds(env, 'REQUEST_TIMEOUT_MS', 50_000),
      headersMs: milliseconds(env, 'HEADERS_TIMEOUT_MS', 20_000),
      idleMs: milliseconds(env, 'IDLE_TIMEOUT_MS', 75_000),
      keepAliveMs: milliseconds(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000),
    },
    ...overrides,
  };
  config.jwtSecret ||= secret(nodeEnv, dataDir, env.JWT_SECRET, 'JWT_SECRET');
  config.hashKey ||= secret(nodeEnv, dataDir, env.HASH_KEY, 'HASH_KEY');
  config.publicUrl = publicUrl(nodeEnv, overrides.publicUrl ?? env.PUBLIC_URL, config.host, config.port);
  return config;
}
