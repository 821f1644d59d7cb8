import { createPrivateKey, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS, MESSENGERS, type Messenger } from '@rasti/contract';
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
  /**
   * The Ed25519 private key that signs the offline edition (OFFLINE_SIGNING_KEY: PEM, or base64 of its PKCS#8
   * DER or of the 32-byte seed), as PEM; outside production generated into the data folder when unset.
   */
  offlineSigningKey: string;
  sms: { sender: 'outbox' | 'kavenegar'; apiKey?: string; template?: string; baseUrl: string };
  /**
   * The notices waiting in sms_outbox: how often the sender loop looks for due messages
   * (SMS_OUTBOX_INTERVAL_MS; 0 stops the loop, the default in tests, which drain it themselves) and how
   * many attempts a message gets before it is given up (SMS_OUTBOX_MAX_ATTEMPTS).
   */
  smsOutbox: { intervalMs: number; maxAttempts: number };
  /**
   * The messenger tipline (features/tipline-bot): one bot per messenger whose token is set, none otherwise
   * (and then no network call at all). Bale's Bot API has Telegram's shape, so only the API root differs.
   */
  tipline: TiplineConfig;
  adminMobile: string | undefined;
  seedDemo: boolean;
  webDist: string;
  /**
   * Which proxies in front of the server are believed about the client's address (X-Forwarded-For): none
   * (false), a number of hops, or the proxies' addresses and CIDR ranges. Never "any", which would let a
   * client name its own address past every per-address limit (ADR 28).
   */
  trustProxy: false | number | string[];
  logLevel: string;
  /** a request that takes this long (ms) or longer is logged at info; the others at debug */
  slowRequestMs: number;
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
  /**
   * seconds before a number may be sent another code (SIGNIN_RESEND_SECONDS; server-rules section 3: 60). Only
   * a test server shortens it (the browser journeys, which sign the shared demo numbers in many times); in
   * production a value below the rule's minute is refused at start
   */
  codeResendSeconds: number;
  /**
   * sign-in and mobile-change codes the whole site may send in an hour (SIGNIN_SMS_PER_HOUR): a ceiling on
   * what many addresses together can cost the newsroom in texts; 0 turns it off
   */
  codeSmsPerHour: number;
  /** serve public lists from memory for a few seconds (cleared on every write) */
  publicCache: boolean;
  /**
   * the share of each second that uncached public searches may take together (the search gate, ADR 26); the
   * tests' apps take all of it, so a busy test machine's slower searches are not refused as a flood would be
   */
  searchTimeShare: number;
  /** public pages are rendered on the server (the web build's .ssr bundle) for visitors without a session */
  serverRendering: boolean;
  /**
   * a second pair of eyes before publishing (REVIEW_APPROVAL, ADR 33): a board member's review saved as
   * published waits for an editor or an admin to publish it
   */
  reviewApproval: boolean;
  /**
   * The page renderer: worker threads beside the main one (which keeps the database), renders allowed to
   * wait for a free one (beyond that a visitor gets the plain page at once), and a render's time limit.
   */
  render: { workers: number; queue: number; timeoutMs: number };
  /** where uploads live: files under DATA_DIR/uploads, or an S3-compatible bucket shared by every process */
  storage: { driver: 'local' } | { driver: 's3'; s3: S3Options };
  /**
   * Scheduled backups taken by the server process itself (ADR 31): into `dir` every `everyMs` (0: off),
   * keeping the newest `keep` files.
   */
  backup: { dir: string; everyMs: number; keep: number };
  /**
   * Pictures the editor names by address are fetched once on save and stored (ADR 36): the fetch's time
   * limit (EXTERNAL_IMAGE_TIMEOUT_MS), and non-public addresses let through for the tests' peers only
   * (EXTERNAL_IMAGE_TEST_ADDRESSES, comma-separated; refused in production).
   */
  externalImages: { timeoutMs: number; allowAddresses: string[] };
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

export interface TiplineBotConfig {
  messenger: Messenger;
  token: string;
  /** the Bot API's root (`<root>/bot<token>/<method>`): the messenger's own, or a test peer */
  apiRoot: string;
  /** a public channel each newly published report is posted to (`@name` or a numeric id); optional */
  channel: string | undefined;
}

export interface TiplineConfig {
  bots: TiplineBotConfig[];
  /** messages from one chat within this window are one request (TIPLINE_GATHER_MS, 15 s) */
  gatherMs: number;
  /** requests one chat may make per hour before one polite refusal (TIPLINE_REQUESTS_PER_HOUR) */
  requestsPerHour: number;
  /** the first wait before a bot that cannot reach its API tries again; doubled up to 5 minutes */
  retryMs: number;
  /** the bots' share of the server's time (0.3 unless set; the tests give them all of it: 1) */
  timeShare?: number;
}

const DEFAULT_API_ROOTS: Record<Messenger, string> = {
  telegram: 'https://api.telegram.org',
  bale: 'https://tapi.bale.ai',
};

function tiplineConfig(env: NodeJS.ProcessEnv): TiplineConfig {
  const bots: TiplineBotConfig[] = [];
  for (const messenger of MESSENGERS) {
    const prefix = messenger.toUpperCase();
    const token = env[`${prefix}_BOT_TOKEN`];
    if (!token) continue;
    const apiRoot = (env[`${prefix}_API_ROOT`] || DEFAULT_API_ROOTS[messenger]).replace(/\/+$/, '');
    if (!/^https?:\/\//.test(apiRoot))
      throw new Error(`${prefix}_API_ROOT must be an http or https address.`);
    bots.push({ messenger, token, apiRoot, channel: env[`${prefix}_CHANNEL`] || undefined });
  }
  return {
    bots,
    gatherMs: wholeNumber(env, 'TIPLINE_GATHER_MS', 15_000),
    requestsPerHour: Math.max(1, wholeNumber(env, 'TIPLINE_REQUESTS_PER_HOUR', 20)),
    retryMs: milliseconds(env, 'TIPLINE_RETRY_MS', 2_000),
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

/**
 * SIGNIN_RESEND_SECONDS: the wait between two codes to one number, 60 s by default (server-rules section 3).
 * A shorter one weakens the rule against texting a number over and over, so production refuses it.
 */
function resendSeconds(env: NodeJS.ProcessEnv, nodeEnv: NodeEnv): number {
  const seconds = wholeNumber(env, 'SIGNIN_RESEND_SECONDS', LIMITS.resendSeconds);
  if (seconds < 1) throw new Error('SIGNIN_RESEND_SECONDS must be 1 or more.');
  if (nodeEnv === 'production' && seconds < LIMITS.resendSeconds) {
    throw new Error(
      `SIGNIN_RESEND_SECONDS=${seconds} is refused when NODE_ENV=production: a number may be sent a code at ` +
        `most once in ${LIMITS.resendSeconds} s (shorter waits are for test servers). Remove it or set ` +
        `${LIMITS.resendSeconds} or more.`,
    );
  }
  return seconds;
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

/** Proxy-addr's names for ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or `false` believes no proxy; a whole number is the count of proxies in front of the
 * server (1 for one load balancer); otherwise a comma-separated list of the proxies' addresses or CIDR
 * ranges. `true` (believe any X-Forwarded-For) is refused: the client could then choose its own address.
 */
export function trustProxySetting(value: string | undefined): Config['trustProxy'] {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') {
    throw new Error(
      'TRUST_PROXY=true is no longer accepted: it would believe the X-Forwarded-For a client writes itself, ' +
        'and every per-address limit could be bypassed. Set the number of proxies in front of the server ' +
        '(TRUST_PROXY=1 behind one load balancer) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const prefixOk =
      prefix === undefined ||
      (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32)) ||
      (family === 4 && isIP(prefix) === 4);
    if (!(PROXY_RANGE_NAMES.has(entry) || (family !== 0 && prefixOk && rest.length === 0))) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is neither a number of proxies nor an address or CIDR range of one ` +
          '(e.g. 1, or 10.0.0.5, 10.0.0.0/8, loopback).',
      );
    }
  }
  return entries;
}

/**
 * EXTERNAL_IMAGE_TEST_ADDRESSES: addresses (loopback ones, say) a picture may be fetched from although they
 * are not public, for the tests' local peers. Never in production, where it would open the server's own
 * network to whoever can save content.
 */
function testAddresses(env: NodeEnv, value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return [];
  if (env === 'production') {
    throw new Error(
      'EXTERNAL_IMAGE_TEST_ADDRESSES is for tests only and is refused when NODE_ENV=production.',
    );
  }
  for (const entry of entries) {
    if (isIP(entry) === 0) throw new Error(`EXTERNAL_IMAGE_TEST_ADDRESSES: "${entry}" is not an IP address.`);
  }
  return entries;
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

/**
 * The offline edition's Ed25519 signing key as PEM: from OFFLINE_SIGNING_KEY (PEM, or base64 of the PKCS#8
 * DER or of the 32-byte seed); outside production one is generated and kept in the data folder.
 */
function signingKey(env: NodeEnv, dataDir: string, value: string | undefined): string {
  const name = 'OFFLINE_SIGNING_KEY';
  if (value?.trim()) {
    const text = value.trim();
    let key: KeyObject;
    try {
      if (text.startsWith('-----BEGIN')) key = createPrivateKey(text.replace(/\\n/g, '\n'));
      else {
        const der = Buffer.from(text, 'base64');
        key =
          der.length === 32
            ? createPrivateKey({
                key: Buffer.concat([ED25519_PKCS8_PREFIX, der]),
                format: 'der',
                type: 'pkcs8',
              })
            : createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
      }
    } catch {
      throw new Error(
        `${name} is not a readable private key (PEM, or base64 of PKCS#8 DER or a 32-byte seed).`,
      );
    }
    if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${name} must be an Ed25519 key.`);
    return key.export({ format: 'pem', type: 'pkcs8' }).toString();
  }
  if (env === 'production') throw new Error(`${name} is required when NODE_ENV=production.`);
  const file = path.join(dataDir, 'offline_signing_key.pem');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(dataDir, { recursive: true });
  const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  writeFileSync(file, pem, { mode: 0o600 });
  return pem;
}

/** The PKCS#8 DER before an Ed25519 seed (RFC 8410): a bare 32-byte seed becomes a key with it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

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
    offlineSigningKey: '',
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
    tipline: tiplineConfig(env),
    adminMobile: env.ADMIN_MOBILE || undefined,
    seedDemo: nodeEnv !== 'production' && env.SEED_DEMO !== 'false',
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    slowRequestMs: Number(env.SLOW_REQUEST_MS ?? 1000),
    publicUrl: '',
    codeRequestsPerIpPerHour: Number(env.SIGNIN_CODES_PER_IP_PER_HOUR ?? 20),
    codesPerMobilePerHour: Number(env.SIGNIN_CODES_PER_MOBILE_PER_HOUR ?? LIMITS.otpPerNumberPerHour),
    codeResendSeconds: resendSeconds(env, nodeEnv),
    codeSmsPerHour: wholeNumber(env, 'SIGNIN_SMS_PER_HOUR', 300),
    storage: storageConfig(env),
    publicCache: env.PUBLIC_CACHE !== 'false',
    searchTimeShare: 0.25,
    serverRendering: env.SERVER_RENDERING !== 'false',
    reviewApproval: env.REVIEW_APPROVAL === 'true',
    render: {
      // the main thread answers the renders' data calls: it keeps one core, the renderers share the rest
      workers: Math.max(1, Number(env.RENDER_WORKERS ?? Math.min(4, availableParallelism() - 1))),
      queue: Math.max(0, Number(env.RENDER_QUEUE ?? 64)),
      timeoutMs: milliseconds(env, 'RENDER_TIMEOUT_MS', 3000),
    },
    backup: {
      dir: path.resolve(repoRoot, env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      everyMs: backupHours(env) * 3_600_000,
      keep: Math.max(1, wholeNumber(env, 'BACKUP_KEEP', 7)),
    },
    externalImages: {
      timeoutMs: milliseconds(env, 'EXTERNAL_IMAGE_TIMEOUT_MS', 10_000),
      allowAddresses: testAddresses(nodeEnv, env.EXTERNAL_IMAGE_TEST_ADDRESSES),
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
  config.offlineSigningKey ||= signingKey(nodeEnv, dataDir, env.OFFLINE_SIGNING_KEY);
  config.publicUrl = publicUrl(nodeEnv, overrides.publicUrl ?? env.PUBLIC_URL, config.host, config.port);
  return config;
}
