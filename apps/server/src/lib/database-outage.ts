import type { FastifyBaseLogger } from 'fastify';

/** Error codes of a database that cannot be reached (the socket's, and PostgreSQL's connection classes). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now
  '57P01',
  '57P02',
  '57P03',
]);
// what node-postgres says when a connection ends or cannot be made in time (it gives no code for these)
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error/i;

/** Whether an error (or one it wraps) says the database could not be reached, rather than refusing a query. */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    // SQLSTATE class 08: connection exception
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** How often a database reported down is tried again, and so how long a client is told to wait. */
export const DATABASE_RETRY_MS = 2000;

/**
 * Whether the database is down, as far as this process knows: a request that could not reach it has it
 * pinged (a socket error may have come from elsewhere, an S3 store say); if the ping fails too it is down,
 * and is pinged again every DATABASE_RETRY_MS until it answers. Logged once each way. While it is down the
 * public cache keeps serving the copies it holds (public-cache.ts); every other request still tries the
 * database, so all recover the moment it is back.
 */
export class DatabaseOutage {
  private isDown = false;
  private checking = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  get down(): boolean {
    return this.isDown;
  }

  report(err: unknown): void {
    if (this.isDown || this.checking || this.closed) return;
    this.checking = true;
    this.ping().then(
      () => {
        this.checking = false;
      },
      () => {
        this.checking = false;
        if (this.closed) return;
        this.isDown = true;
        this.log.error(
          { err },
          'database unreachable: answering 503 and serving kept public pages until it is back',
        );
        this.schedule();
      },
    );
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    this.timer = setTimeout(async () => {
      this.timer = null;
      try {
        await this.ping();
        this.isDown = false;
        this.log.info('database reachable again');
      } catch {
        if (!this.closed) this.schedule();
      }
    }, DATABASE_RETRY_MS);
    this.timer.unref();
  }
}
