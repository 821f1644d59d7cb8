// The tipline bots beside the web server: no token, no bot and no network call; an API that cannot be
// reached never holds up the server, and the bot keeps trying with backoff; with an https PUBLIC_URL the
// bot takes its updates at a webhook whose secret is checked (test/bot-api-peer.ts plays the Bot API).
import { TIPLINE_MESSAGES } from '@rasti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { BotApiPeer } from '../../../test/bot-api-peer.ts';
import { setupPeer, tiplineConfig } from '../../../test/tipline-app.ts';
import { loadConfig } from '../../config.ts';
import { webhookSecrets } from './tipline.bot.ts';

const TOKEN = '333:webhook-test-token';
const peer = setupPeer();
const tipline = (at: BotApiPeer) => tiplineConfig(at, [{ token: TOKEN }]);

describe('tipline settings', () => {
  it('makes no bot without a token, each messenger’s bot with its own, and Bale’s default root', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, { dataDir: '/tmp/x' }).tipline.bots).toEqual([]);
    const both = loadConfig(
      {
        NODE_ENV: 'test',
        TELEGRAM_BOT_TOKEN: 'a',
        BALE_BOT_TOKEN: 'b',
        TELEGRAM_API_ROOT: 'http://127.0.0.1:9/',
      },
      { dataDir: '/tmp/x' },
    ).tipline.bots;
    expect(both.map((b) => [b.messenger, b.apiRoot])).toEqual([
      ['telegram', 'http://127.0.0.1:9'],
      ['bale', 'https://tapi.bale.ai'],
    ]);
  });

  it('starts no bot and calls nothing when no token is set', async () => {
    const before = peer.calls.length;
    const t = await createTestApp({});
    try {
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect(t.app.printRoutes()).not.toContain('tipline');
    } finally {
      await t.close();
    }
    expect(peer.calls.length).toBe(before);
  });
});

describe('a bot whose API cannot be reached', () => {
  it('lets the server start and serve, and keeps trying with growing waits', async () => {
    const down = await new BotApiPeer().start();
    down.down = true;
    const t = await createTestApp({ tipline: tipline(down) });
    try {
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      await down.waitFor((calls) => calls.filter((c) => c.method === 'getMe').length >= 3);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      // waits of 50, 100, 200 ms…: each gap longer than the one before
      const at = down.calls.filter((c) => c.method === 'getMe').map((c) => c.at);
      expect(at[2]! - at[1]!).toBeGreaterThan(at[1]! - at[0]!);
      // back up: the same bot reaches it and polls
      down.down = false;
      await down.waitFor((calls) => calls.some((c) => c.method === 'getUpdates'));
    } finally {
      await t.close();
      await down.close();
    }
  });
});

describe('webhook mode (an https PUBLIC_URL)', () => {
  let t: TestContext;
  let secrets: { path: string; header: string };
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://rasti.example', tipline: tipline(peer) });
    secrets = webhookSecrets(t.config.hashKey, t.config.tipline.bots[0]!);
    await peer.waitFor((calls) => calls.some((c) => c.token === TOKEN && c.method === 'setWebhook'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, secret: string | undefined, chat: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/tipline/telegram/${path}`,
      headers: secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret },
      payload: {
        update_id: chat,
        message: peer.message(chat, {
          text: '/start',
          entities: [{ type: 'bot_command', offset: 0, length: 6 }],
        }),
      },
    });

  it('sets the webhook at the secret path with the secret token, and never long-polls', () => {
    expect(peer.webhooks.get(TOKEN)).toEqual({
      url: `https://rasti.example/api/tipline/telegram/${secrets.path}`,
      secret: secrets.header,
    });
    expect(peer.calls.some((c) => c.token === TOKEN && c.method === 'getUpdates')).toBe(false);
  });

  it('answers an update that carries the right secret', async () => {
    const res = await post(secrets.path, secrets.header, 9001);
    expect(res.statusCode).toBe(200);
    await peer.waitFor((calls) =>
      calls.some((c) => c.method === 'sendMessage' && Number(c.params.chat_id) === 9001),
    );
    expect(peer.sent('sendMessage').find((c) => Number(c.params.chat_id) === 9001)?.params.text).toBe(
      TIPLINE_MESSAGES.start,
    );
  });

  it('refuses a wrong or missing secret (401), storing and answering nothing', async () => {
    const before = peer.sent().length;
    for (const [path, header] of [
      [secrets.path, 'wrong'],
      [secrets.path, undefined],
      ['wrong-path', secrets.header],
      [secrets.path, `${secrets.header}x`],
    ] as const) {
      const res = await post(path, header, 9002);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'not_authenticated' });
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(peer.sent().length).toBe(before);
  });
});
