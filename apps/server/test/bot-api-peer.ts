// A Bot API peer for the tipline tests: a small HTTP server on 127.0.0.1 that speaks the Telegram Bot API's
// JSON over HTTP (`<root>/bot<token>/<method>`, answers `{ ok, result }` or `{ ok: false, error_code,
// description, parameters }`), so our real grammY client talks to it over the network. It serves any root
// path in front of `/bot…` (Telegram's is `/`, a test gives Bale's its own prefix), records every call with
// its root, queues updates for `getUpdates` long polling (offset and timeout honoured), serves files for
// `getFile` + `<root>/file/bot<token>/<path>`, and can be told to fail a method (429 with retry_after, 403).
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeerCall {
  /** the path before `/bot<token>`: '' for Telegram's shape at the root, e.g. '/bale' for another root */
  root: string;
  token: string;
  method: string;
  /** the call's parameters: JSON fields, or multipart fields (files as `{ file: { name, type, size, bytes } }`) */
  params: Record<string, unknown>;
  at: number;
  /** what the peer answered (a sent message's `message_id`, which a later reply points to) */
  result?: unknown;
}

export interface PeerFile {
  name: string;
  type: string;
  size: number;
  bytes: Buffer;
}

type Failure = { status: number; description: string; retryAfter?: number };

const BOT_PATH = /^(.*?)\/bot([^/]+)\/([A-Za-z]+)$/;
const FILE_PATH = /^(.*?)\/file\/bot([^/]+)\/(.+)$/;

export class BotApiPeer {
  readonly calls: PeerCall[] = [];
  /** the webhook each token set (setWebhook), null after deleteWebhook */
  readonly webhooks = new Map<string, { url: string; secret: string | undefined } | null>();
  private readonly updates = new Map<string, Record<string, unknown>[]>();
  private readonly waiting = new Map<string, Set<() => void>>();
  private readonly files = new Map<string, { path: string; bytes: Buffer }>();
  private readonly failures = new Map<string, Failure[]>();
  private nextUpdateId = 1;
  private nextMessageId = 1;
  private server: Server | null = null;
  private closed = false;
  /** when true every call answers 502, as an unreachable API behind a proxy would */
  down = false;
  /** told of every call as it arrives (the bench's peer process passes the bot's messages on) */
  onCall: ((call: PeerCall) => void) | null = null;

  /** the peer's origin, e.g. http://127.0.0.1:41234 */
  origin = '';

  /** Listens on 127.0.0.1 (a free port unless one is given). */
  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: Error) => {
        res.statusCode = 500;
        res.end(JSON.stringify({ ok: false, error_code: 500, description: err.message }));
      });
    });
    this.server.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const set of this.waiting.values()) for (const wake of set) wake();
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** Queues an update for the token's `getUpdates` (its update_id assigned here) and returns it. */
  push(token: string, update: Record<string, unknown>): Record<string, unknown> {
    const full = { update_id: this.nextUpdateId++, ...update };
    const queue = this.updates.get(token) ?? [];
    queue.push(full);
    this.updates.set(token, queue);
    for (const wake of this.waiting.get(token) ?? []) wake();
    return full;
  }

  /** A text message from a private chat, as an update. */
  text(token: string, chatId: number, text: string, extra: Record<string, unknown> = {}) {
    return this.push(token, { message: this.message(chatId, { text, ...extra }) });
  }

  /** The `message` object of an update from a private chat. */
  message(chatId: number, fields: Record<string, unknown>) {
    return {
      message_id: this.nextMessageId++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'خواننده' },
      from: { id: chatId, is_bot: false, first_name: 'خواننده' },
      ...fields,
    };
  }

  /** Updates queued for the token that its bot has not yet confirmed (by a later getUpdates offset). */
  pending(token: string): number {
    return this.updates.get(token)?.length ?? 0;
  }

  /** Serves a file for `getFile` (its file_id) and `/file/bot<token>/<path>`. */
  addFile(fileId: string, bytes: Buffer): void {
    this.files.set(fileId, { path: `photos/${fileId}.bin`, bytes });
  }

  /** The next `times` calls of `method` fail with this answer (e.g. 429 with retry_after, 403 blocked). */
  failNext(method: string, failure: Failure, times = 1): void {
    const list = this.failures.get(method) ?? [];
    for (let i = 0; i < times; i++) list.push(failure);
    this.failures.set(method, list);
  }

  /** The calls of these methods (all methods but the polling ones when none named). */
  sent(...methods: string[]): PeerCall[] {
    return this.calls.filter((c) =>
      methods.length > 0
        ? methods.includes(c.method)
        : !['getUpdates', 'getMe', 'deleteWebhook'].includes(c.method),
    );
  }

  /** Waits until `check` is true of the calls (polled), or fails after `timeoutMs`. */
  async waitFor(check: (calls: PeerCall[]) => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check(this.calls)) {
      if (Date.now() > deadline) {
        const seen = this.calls.map((c) => c.method).join(', ');
        throw new Error(`the Bot API peer did not see the expected calls in time (seen: ${seen})`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    const file = FILE_PATH.exec(url.pathname);
    if (file && req.method === 'GET') {
      const found = [...this.files.values()].find((f) => f.path === file[3]);
      res.statusCode = found ? 200 : 404;
      res.end(found ? found.bytes : 'Not Found');
      return;
    }
    const match = BOT_PATH.exec(url.pathname);
    if (!match) {
      res.statusCode = 404;
      res.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
      return;
    }
    const [, root, token, method] = match as unknown as [string, string, string, string];
    const params = await readParams(req, url);
    const call: PeerCall = { root, token, method, params, at: Date.now() };
    this.calls.push(call);
    this.onCall?.(call);
    if (this.down) {
      res.statusCode = 502;
      res.end('Bad Gateway');
      return;
    }
    const failure = this.failures.get(method)?.shift();
    if (failure) {
      res.statusCode = failure.status;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          ok: false,
          error_code: failure.status,
          description: failure.description,
          ...(failure.retryAfter !== undefined ? { parameters: { retry_after: failure.retryAfter } } : {}),
        }),
      );
      return;
    }
    const result = await this.answer(token, method, params);
    call.result = result;
    if (result === undefined) {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found: method not found' }));
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true, result }));
  }

  private async answer(token: string, method: string, p: Record<string, unknown>): Promise<unknown> {
    const chat = (id: unknown) => ({ id: Number(id), type: 'private' });
    switch (method) {
      case 'getMe':
        return { id: 100, is_bot: true, first_name: 'راستی', username: 'rasti_test_bot' };
      case 'getUpdates':
        return this.getUpdates(token, Number(p.offset ?? 0), Number(p.timeout ?? 0), Number(p.limit ?? 100));
      case 'sendMessage':
        return { message_id: this.nextMessageId++, date: now(), chat: chat(p.chat_id), text: p.text };
      case 'sendPhoto':
        return {
          message_id: this.nextMessageId++,
          date: now(),
          chat: chat(p.chat_id),
          caption: p.caption,
          photo: [{ file_id: `sent-${this.nextMessageId}`, file_unique_id: 'u', width: 1200, height: 630 }],
        };
      case 'answerCallbackQuery':
      case 'editMessageReplyMarkup':
        return true;
      case 'getFile': {
        const found = this.files.get(String(p.file_id));
        if (!found) return undefined;
        return {
          file_id: p.file_id,
          file_unique_id: p.file_id,
          file_size: found.bytes.length,
          file_path: found.path,
        };
      }
      case 'setWebhook':
        this.webhooks.set(token, { url: String(p.url), secret: p.secret_token as string | undefined });
        return true;
      case 'deleteWebhook':
        this.webhooks.set(token, null);
        return true;
      default:
        return undefined;
    }
  }

  private async getUpdates(token: string, offset: number, timeout: number, limit: number) {
    const pending = () => {
      // confirmed updates (below the offset) are forgotten, as the Bot API does
      const queue = (this.updates.get(token) ?? []).filter((u) => (u.update_id as number) >= offset);
      this.updates.set(token, queue);
      return queue.slice(0, limit);
    };
    let ready = pending();
    if (ready.length > 0 || timeout <= 0 || this.closed) return ready;
    await new Promise<void>((resolve) => {
      const set = this.waiting.get(token) ?? new Set();
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeout * 1000);
      set.add(done);
      this.waiting.set(token, set);
    });
    ready = pending();
    return ready;
  }
}

const now = () => Math.floor(Date.now() / 1000);

async function readParams(req: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  const type = req.headers['content-type'] ?? '';
  if (body.length === 0) return params;
  if (type.startsWith('application/json')) return { ...params, ...JSON.parse(body.toString('utf8')) };
  if (type.startsWith('multipart/form-data')) {
    const boundary = /boundary=("?)([^";]+)\1/.exec(type)?.[2];
    if (!boundary) throw new Error('multipart without a boundary');
    for (const part of multipartParts(body, boundary)) {
      if (part.filename === undefined) {
        const value = part.bytes.toString('utf8');
        // grammY sends objects (reply_markup…) as JSON text inside multipart fields
        params[part.name] = /^[[{]/.test(value) ? JSON.parse(value) : value;
      } else {
        params[part.name] = {
          name: part.filename,
          type: part.type,
          size: part.bytes.length,
          bytes: part.bytes,
        } satisfies PeerFile;
      }
    }
    // a file is sent as its own part, named by the `attach://<name>` text of the field it belongs to
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'string' && value.startsWith('attach://')) {
        const name = value.slice('attach://'.length);
        params[key] = params[name];
        delete params[name];
      }
    }
    return params;
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return { ...params, ...Object.fromEntries(new URLSearchParams(body.toString('utf8'))) };
  }
  return params;
}

/**
 * The parts of a multipart/form-data body. Read leniently, as the Bot API does: grammY writes its part
 * headers without spaces and its file names unquoted, which stricter parsers (undici's) refuse.
 */
function multipartParts(body: Buffer, boundary: string) {
  const parts: { name: string; filename: string | undefined; type: string; bytes: Buffer }[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
    const filename = /filename="?([^";\r\n]*)"?/i.exec(head)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '';
    parts.push({ name, filename, type, bytes: Buffer.from(part.subarray(split + 4)) });
    start = next;
  }
  return parts;
}
