// The tipline tests' shared set-up: a Bot API peer on 127.0.0.1 (bot-api-peer.ts) started before the file's
// app and closed after it, the app's bots pointed at it, and the small ways the tests speak to it (a command,
// a button press, what one chat was sent, a wait until it was sent).
import type { Messenger } from '@rasti/contract';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../src/config.ts';
import { setupApp } from './app.ts';
import { BotApiPeer } from './bot-api-peer.ts';

type Tipline = Config['tipline'];

export interface TiplineBotSpec {
  messenger?: Messenger;
  token: string;
  /** the path in front of `/bot<token>` at the peer (e.g. '/bale'), none for Telegram's shape */
  root?: string;
  channel?: string;
}

/** The tipline settings of the tests: these bots at the peer, a short gathering window and quick retries. */
export function tiplineConfig(
  peer: BotApiPeer,
  bots: TiplineBotSpec[],
  overrides: Partial<Omit<Tipline, 'bots'>> = {},
): Tipline {
  return {
    bots: bots.map((b) => ({
      messenger: b.messenger ?? 'telegram',
      token: b.token,
      apiRoot: `${peer.origin}${b.root ?? ''}`,
      channel: b.channel,
    })),
    gatherMs: 100,
    requestsPerHour: 20,
    retryMs: 50,
    // a test's updates run back to back on a busy machine: the bots' share of time is the bench's subject
    timeShare: 1,
    ...overrides,
  };
}

/** A Bot API peer for this test file: started before its app is made, closed after it. */
export function setupPeer(): BotApiPeer {
  const peer = new BotApiPeer();
  beforeAll(async () => {
    await peer.start();
  });
  afterAll(async () => {
    await peer.close();
  });
  return peer;
}

export interface TiplineAppOptions {
  bots: TiplineBotSpec[];
  tipline?: Partial<Omit<Tipline, 'bots'>>;
  /** more of the app's configuration (publicUrl is http://rasti.test unless given) */
  config?: Partial<Config>;
  actors?: boolean;
  /** wait, before the file's tests, until every bot long-polls the peer */
  polling?: boolean;
}

/**
 * A test file's app with its bots talking to its own Bot API peer: the peer is started first (its origin is
 * the bots' API root), the app made after it, and both closed after the file's tests.
 */
export function setupTiplineApp({ bots, tipline, config, actors, polling }: TiplineAppOptions) {
  const peer = setupPeer();
  const { t, as } = setupApp({
    actors,
    config: () => ({
      publicUrl: 'http://rasti.test',
      ...config,
      tipline: tiplineConfig(peer, bots, tipline),
    }),
  });
  if (polling) {
    beforeAll(async () => {
      await peer.waitFor((calls) =>
        bots.every((b) => calls.some((c) => c.token === b.token && c.method === 'getUpdates')),
      );
    });
  }
  const token = bots[0]!.token;
  let pressSeq = 0;
  const to = (chat: number | string, byToken = token) =>
    peer
      .sent('sendMessage', 'sendPhoto')
      .filter((c) => c.token === byToken && String(c.params.chat_id) === String(chat));
  return {
    t,
    as,
    peer,
    /** the messages and photos sent to a chat (by the first bot unless another token is named) */
    to,
    /** waits until a chat was sent `n` messages */
    waitSent: (chat: number | string, n: number, byToken = token) =>
      peer.waitFor(() => to(chat, byToken).length >= n),
    /** a chat sends a command, e.g. command(5001, 'forget') */
    command: (chat: number, name: string, byToken = token) =>
      peer.text(byToken, chat, `/${name}`, {
        entities: [{ type: 'bot_command', offset: 0, length: name.length + 1 }],
      }),
    /** a chat presses a button of a message the bot sent it */
    press: (chat: number, data: string, id = `cb-${token}-${++pressSeq}`, byToken = token) =>
      peer.push(byToken, {
        callback_query: {
          id,
          from: { id: chat, is_bot: false, first_name: 'خواننده' },
          chat_instance: 'ci',
          message: peer.message(chat, { text: '…', from: { id: 100, is_bot: true, first_name: 'راستی' } }),
          data,
        },
      }),
  };
}

/** What a sent message says: its text, or a photo's caption. */
export const textOf = (c: { params: Record<string, unknown> }) => String(c.params.text ?? c.params.caption);

/** Gives background work (the outbox loop, a gathering window) time to do what it should not. */
export const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));
