/**
 * The tipline bench's Bot API peer in a process of its own (bench/tipline-bot.ts forks it), so that neither
 * the peer, nor the flood it generates, nor the web reader it times takes the event loop of the server
 * under test. The parent talks to it by IPC messages:
 *
 * - it answers `{ type: 'ready', origin }` once listening, and passes on every message the bots send
 *   (`{ type: 'sent', call }`, the call without file bytes) and the first long poll (`{ type: 'polling' }`);
 * - `{ type: 'text', token, chat, text }` queues a message from a private chat;
 * - `{ type: 'flood', token, url, seconds, perSecond }` queues `perSecond` new rumours a second, each from
 *   its own chat, for `seconds`, while one reader asks `url` again and again (autocannon, one connection);
 *   it answers `{ type: 'flooded', updates, readerP50, readerP99, readerRequests, repliedDuring }`;
 * - `{ type: 'depth', token }` answers `{ type: 'depth', pending, replied }`: updates not yet taken by the
 *   bot, and flood chats answered so far.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { BotApiPeer, type PeerCall } from '../test/bot-api-peer.ts';

/** Flood chats are numbered from here, apart from the bench's other chats. */
export const FLOOD_CHAT_BASE = 1_000_000;

export type SentCall = Omit<PeerCall, 'params'> & { params: Record<string, unknown> };

type ToChild =
  | { type: 'text'; token: string; chat: number; text: string }
  | { type: 'flood'; token: string; url: string; seconds: number; perSecond: number }
  | { type: 'depth'; token: string };

export type FloodOutcome = {
  updates: number;
  readerP50: number;
  readerP99: number;
  readerRequests: number;
  /** flood chats the bot had answered when the flood ended */
  repliedDuring: number;
};

type FromChild =
  | { type: 'ready'; origin: string }
  | { type: 'polling' }
  | { type: 'sent'; call: SentCall }
  | ({ type: 'flooded' } & FloodOutcome)
  | { type: 'depth'; pending: number; replied: number };

/** The parent's side: the peer's origin, the calls it passed on, and the requests it can be sent. */
export class PeerProcess {
  readonly calls: SentCall[] = [];
  origin = '';
  polling = false;
  private readonly child: ChildProcess;
  private readonly waiters = new Map<string, ((m: FromChild) => void)[]>();

  constructor() {
    this.child = fork(fileURLToPath(import.meta.url), ['--child'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (m: FromChild) => {
      if (m.type === 'sent') this.calls.push(m.call);
      else if (m.type === 'polling') this.polling = true;
      const next = this.waiters.get(m.type)?.shift();
      next?.(m);
    });
  }

  private next<T extends FromChild['type']>(type: T): Promise<Extract<FromChild, { type: T }>> {
    return new Promise((resolve) => {
      const list = this.waiters.get(type) ?? [];
      list.push(resolve as (m: FromChild) => void);
      this.waiters.set(type, list);
    });
  }

  async start(): Promise<this> {
    const ready = await this.next('ready');
    this.origin = ready.origin;
    return this;
  }

  text(token: string, chat: number, text: string): void {
    this.child.send({ type: 'text', token, chat, text } satisfies ToChild);
  }

  flood(token: string, url: string, seconds: number, perSecond: number): Promise<FloodOutcome> {
    const done = this.next('flooded');
    this.child.send({ type: 'flood', token, url, seconds, perSecond } satisfies ToChild);
    return done;
  }

  depth(token: string): Promise<{ pending: number; replied: number }> {
    const answer = this.next('depth');
    this.child.send({ type: 'depth', token } satisfies ToChild);
    return answer;
  }

  async waitFor(check: () => boolean, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('the peer process did not see the expected calls in time');
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill();
    await exited;
  }
}

async function child(): Promise<void> {
  const { default: autocannon } = await import('autocannon');
  const peer = await new BotApiPeer().start();
  const replied = new Set<number>();
  const send = (m: FromChild) => process.send?.(m);
  let polled = false;
  peer.onCall = (call) => {
    if (call.method === 'getUpdates' && !polled) {
      polled = true;
      send({ type: 'polling' });
    }
    if (call.method !== 'sendMessage' && call.method !== 'sendPhoto') return;
    const chat = Number(call.params.chat_id);
    if (chat > FLOOD_CHAT_BASE) {
      replied.add(chat);
      return; // the flood's answers are counted here, not sent on one by one
    }
    const { photo: _photo, ...params } = call.params;
    send({ type: 'sent', call: { ...call, params } });
  };
  process.on('message', async (m: ToChild) => {
    if (m.type === 'text') peer.text(m.token, m.chat, m.text);
    else if (m.type === 'depth')
      send({ type: 'depth', pending: peer.pending(m.token), replied: replied.size });
    else if (m.type === 'flood') {
      let updates = 0;
      const perTick = Math.max(1, Math.round(m.perSecond / 20));
      const timer = setInterval(() => {
        for (let i = 0; i < perTick; i++) {
          updates++;
          peer.text(
            m.token,
            FLOOD_CHAT_BASE + updates,
            `سیل پیام ${updates}: گفته می‌شود نرخ ارز فردا نصف می‌شود`,
          );
        }
      }, 50);
      const reader = await autocannon({ url: m.url, connections: 1, duration: m.seconds });
      clearInterval(timer);
      send({
        type: 'flooded',
        updates,
        readerP50: reader.latency.p50,
        readerP99: reader.latency.p99,
        readerRequests: reader.requests.total,
        repliedDuring: replied.size,
      });
    }
  });
  process.on('SIGTERM', () => {
    void peer.close().then(() => process.exit(0));
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', origin: peer.origin });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--child')) await child();
