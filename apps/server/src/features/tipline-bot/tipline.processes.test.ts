// Several server processes behind one webhook: two app instances on one database, each with its own bot
// (its own lane, loop and timers), take one chat's updates split between them. The chat's messages still
// gather into one request, settled and answered once, and its hourly limit counts across both.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TIPLINE_MESSAGES } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/app.ts';
import { settle, setupPeer, textOf, tiplineConfig } from '../../../test/tipline-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import {
  questions,
  RequestState,
  tiplineChats,
  tiplineMessages,
  tiplineRequests,
} from '../../db/schema/index.ts';
import { webhookSecrets } from './tipline.bot.ts';

const TOKEN = '888:processes-test-token';
const peer = setupPeer();
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
let secrets: { path: string; header: string };

beforeAll(async () => {
  database = await openTestDatabase();
  for (let i = 0; i < 2; i++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-tipline-processes-'));
    dirs.push(dataDir);
    const config = loadConfig(
      { NODE_ENV: 'test' },
      {
        dataDir,
        seedDemo: false,
        webDist: path.join(dataDir, 'no-web'),
        publicCache: false,
        logLevel: 'silent',
        // one site: the same key, so both processes derive the same webhook secrets
        hashKey: 'tipline-processes-test-hash-key-0123456789',
        publicUrl: 'https://rasti.example',
        tipline: tiplineConfig(peer, [{ token: TOKEN }], { gatherMs: 1500, requestsPerHour: 2 }),
      },
    );
    const app = await buildApp({ config, database });
    await app.ready();
    apps.push(app);
  }
  secrets = webhookSecrets(apps[0]!.config.hashKey, apps[0]!.config.tipline.bots[0]!);
  await peer.waitFor((calls) => calls.filter((c) => c.method === 'setWebhook').length >= 2);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

let updateId = 1;
/** The webhook of process `i` receives a text from the chat (as the messenger would post it). */
const post = (i: number, chat: number, text: string) =>
  apps[i]!.inject({
    method: 'POST',
    url: `/api/tipline/telegram/${secrets.path}`,
    headers: { 'x-telegram-bot-api-secret-token': secrets.header },
    payload: { update_id: updateId++, message: peer.message(chat, { text }) },
  });
const to = (chat: number) =>
  peer.sent('sendMessage', 'sendPhoto').filter((c) => Number(c.params.chat_id) === chat);
const requestsOf = async (chat: number) => {
  const [row] = await database.db
    .select({ id: tiplineChats.id })
    .from(tiplineChats)
    .where(eq(tiplineChats.chatKey, String(chat)));
  return database.db.select().from(tiplineRequests).where(eq(tiplineRequests.chatId, row!.id));
};

describe('two server processes behind one webhook', () => {
  it("gather one chat's messages, split between them and sent at once, into one request answered once", async () => {
    const chat = 6001;
    const parts = [
      'شنیدم از هفتهٔ بعد نانوایی‌های شیراز تعطیل می‌شوند',
      'این را در یک گروه خانوادگی فرستاده‌اند',
      'https://example.com/shiraz-bakeries',
    ];
    // the first two at the same moment, one to each process; the third a moment later to the first
    const sent = await Promise.all([post(0, chat, parts[0]!), post(1, chat, parts[1]!)]);
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await post(0, chat, parts[2]!)).statusCode).toBe(200);

    await peer.waitFor(() => to(chat).length >= 1);
    await settle(2000);
    expect(to(chat).map(textOf)).toEqual([TIPLINE_MESSAGES.received]);
    const requests = await requestsOf(chat);
    expect(requests).toHaveLength(1);
    const messages = await database.db
      .select()
      .from(tiplineMessages)
      .where(eq(tiplineMessages.requestId, requests[0]!.id));
    expect(messages.map((m) => m.text).sort()).toEqual([...parts].sort());
    const filed = await database.db
      .select()
      .from(questions)
      .where(eq(questions.id, requests[0]!.questionId!));
    expect(filed).toHaveLength(1);
    expect(filed[0]!.channel).toBe('telegram');
  });

  it('count one hourly limit for the chat across both, and refuse it once', async () => {
    const chat = 6002;
    // two requests (the limit), the first through one process and the second through the other
    expect((await post(0, chat, 'شایعهٔ نخست دربارهٔ قطعی برق کرج در شب یلدا')).statusCode).toBe(200);
    await peer.waitFor(() => to(chat).length >= 1);
    expect((await post(1, chat, 'شایعهٔ دوم دربارهٔ سهمیهٔ تازهٔ آرد نانوایی‌های اراک')).statusCode).toBe(200);
    await peer.waitFor(() => to(chat).length >= 2);
    // past the limit: one refusal, whichever process is asked, then silence
    const past = await Promise.all([
      post(0, chat, 'شایعهٔ سوم دربارهٔ تعطیلی مدارس همدان'),
      post(1, chat, 'شایعهٔ چهارم دربارهٔ گرانی بلیت مترو'),
    ]);
    expect(past.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await post(0, chat, 'شایعهٔ پنجم دربارهٔ کمبود دارو')).statusCode).toBe(200);
    await settle(2000);
    const texts = to(chat).map(textOf);
    expect(texts.filter((t) => t === TIPLINE_MESSAGES.received)).toHaveLength(2);
    expect(texts.filter((t) => t === TIPLINE_MESSAGES.tooMany(2))).toHaveLength(1);
    expect(texts).toHaveLength(3);
    const requests = await requestsOf(chat);
    expect(requests.filter((r) => r.state !== RequestState.Refused)).toHaveLength(2);
  });
});
