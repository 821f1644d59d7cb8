import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_MESSAGES, SIGN_IN_ERROR_CODES } from '@rasti/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

/** The one way a text message leaves the server: sign-in codes (server-rules section 3) and notices. */
export interface SmsSender {
  readonly kind: 'outbox' | 'kavenegar';
  sendCode(to: string, code: string): Promise<void>;
  /** a plain message ('your question was answered'); throws when the gateway refuses it */
  sendText(to: string, text: string): Promise<void>;
}

/** A mobile as logs may show it: the middle digits hidden. */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;

export const smsFailed = () => new AppError(502, SIGN_IN_ERROR_CODES.smsFailed, SERVER_MESSAGES.smsFailed);

/**
 * Development and test only: appends {"to","code","at"} to DATA_DIR/sms-outbox.log so people and tests can
 * sign in without a phone. The log line says a code was written, never the code.
 */
export class OutboxSender implements SmsSender {
  readonly kind = 'outbox';
  readonly file: string;

  constructor(
    dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.file = path.join(dataDir, 'sms-outbox.log');
  }

  async sendCode(to: string, code: string): Promise<void> {
    await this.append({ to, code, at: new Date().toISOString() });
    this.log.info({ to: maskMobile(to), outbox: this.file }, 'sign-in code written to the SMS outbox');
  }

  /** A notice: {"to","text","at"} in the same file as the codes. */
  async sendText(to: string, text: string): Promise<void> {
    await this.append({ to, text, at: new Date().toISOString() });
    this.log.info({ to: maskMobile(to), outbox: this.file }, 'text message written to the SMS outbox');
  }

  private async append(entry: Record<string, string>): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    await appendFile(this.file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  }
}

export interface KavenegarOptions {
  apiKey: string;
  template: string;
  baseUrl: string;
  timeoutMs?: number;
}

/** Kavenegar: verify/lookup (one template message carrying the code as its token) and sms/send. */
export class KavenegarSender implements SmsSender {
  readonly kind = 'kavenegar';

  constructor(
    private readonly opts: KavenegarOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendCode(to: string, code: string): Promise<void> {
    const url = this.url('verify/lookup.json');
    url.searchParams.set('receptor', to);
    url.searchParams.set('token', code);
    url.searchParams.set('template', this.opts.template);
    await this.call(url, to, { method: 'GET' });
    this.log.info({ to: maskMobile(to) }, 'sign-in code sent by SMS');
  }

  /** Kavenegar's sms/send API (POST form: receptor, message) from the account's default line. */
  async sendText(to: string, text: string): Promise<void> {
    const body = new URLSearchParams({ receptor: to, message: text });
    await this.call(this.url('sms/send.json'), to, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    this.log.info({ to: maskMobile(to) }, 'text message sent by SMS');
  }

  private url(endpoint: string): URL {
    return new URL(
      `v1/${encodeURIComponent(this.opts.apiKey)}/${endpoint}`,
      this.opts.baseUrl.endsWith('/') ? this.opts.baseUrl : `${this.opts.baseUrl}/`,
    );
  }

  private async call(url: URL, to: string, init: RequestInit): Promise<void> {
    let status: number;
    let gatewayStatus: unknown;
    try {
      const res = await fetch(url, {
        ...init,
        headers: { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
      status = res.status;
      const body = (await res.json().catch(() => null)) as { return?: { status?: unknown } } | null;
      gatewayStatus = body?.return?.status;
    } catch (err) {
      // the URL holds the API key (and a code): log only what kind of failure it was
      this.log.error({ to: maskMobile(to), reason: (err as Error).name }, 'SMS gateway unreachable');
      throw smsFailed();
    }
    if (status !== 200 || gatewayStatus !== 200) {
      this.log.error({ to: maskMobile(to), status, gatewayStatus }, 'SMS gateway refused the message');
      throw smsFailed();
    }
  }
}

/** The configured sender; the outbox is refused in production (config refuses it too). */
export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.sms.sender === 'kavenegar') {
    if (!config.sms.apiKey) throw new Error('KAVENEGAR_API_KEY is required for the Kavenegar sender.');
    return new KavenegarSender(
      { apiKey: config.sms.apiKey, template: config.sms.template ?? 'verify', baseUrl: config.sms.baseUrl },
      log,
    );
  }
  if (config.env === 'production') throw new Error('The development SMS outbox is refused in production.');
  return new OutboxSender(config.dataDir, log);
}
