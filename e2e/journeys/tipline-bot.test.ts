import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TIPLINE_MESSAGES } from '@rasti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotApiPeer } from '../../apps/server/test/bot-api-peer.ts';
import { browserSkipped, DESKTOP_SIZE, demoMobile, useBrowser } from '../support/browser.ts';
import { startJourneyServer } from '../support/global-setup.ts';

// The tipline's staff side in Chromium, with the bot running: a server of its own (the journeys' shared
// server runs no bot) whose Telegram bot long-polls the tests' Bot API peer on 127.0.0.1. A chat sends a new
// rumour through the peer and is told it was received; the admin finds it in the inbox with its Telegram
// chip, opens it and answers the asker through the bot; the peer records that answer sent to that chat,
// once. SCREENSHOTS=<folder> keeps the request page at 390 and 1280 px.

const TOKEN = '1:journey-bot';
const CHAT = 424242;
const RUMOUR = 'می‌گویند از ماه بعد کارت سوخت‌های شخصی در زنجان باطل می‌شود (سفر آزمون ربات)';
const ANSWER = 'سلام؛ این ادعا در حال بررسی است و نتیجه را همین‌جا برایتان می‌فرستیم.';
const ADMIN = demoMobile(3);
const shots = process.env.SCREENSHOTS ?? '';

describe.skipIf(browserSkipped())('the tipline bot, answered by the staff in Chromium', () => {
  const peer = new BotApiPeer();
  const admin = useBrowser(DESKTOP_SIZE);
  let server: Awaited<ReturnType<typeof startJourneyServer>> | undefined;
  let dataDir = '';
  let origin = '';

  beforeAll(async () => {
    await peer.start();
    server = await startJourneyServer((at) => ({
      PUBLIC_URL: at,
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_ROOT: peer.origin,
      TIPLINE_GATHER_MS: '500',
      SMS_OUTBOX_INTERVAL_MS: '500',
    }));
    ({ dataDir, baseUrl: origin } = server);
    await peer.waitFor((calls) => calls.some((c) => c.method === 'getUpdates'), 60_000);
  }, 400_000);

  afterAll(async () => {
    await server?.stop();
    await peer.close();
  });

  const toChat = () => peer.sent('sendMessage', 'sendPhoto').filter((c) => Number(c.params.chat_id) === CHAT);

  /** The newest sign-in code this server's development SMS sender wrote for the mobile, after `after`. */
  async function codeFor(mobile: string, after: number): Promise<string> {
    const file = path.join(dataDir, 'sms-outbox.log');
    const deadline = Date.now() + 15_000;
    for (;;) {
      const lines = existsSync(file)
        ? readFileSync(file, 'utf8')
            .trim()
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l))
        : [];
      const entry = lines.findLast(
        (e: { to: string; code?: string; at: string }) =>
          e.to === mobile && e.code !== undefined && Date.parse(e.at) >= after,
      );
      if (entry) return entry.code as string;
      if (Date.now() > deadline) throw new Error(`no code for ${mobile}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('a chat sends a new rumour; the admin sees it in the inbox from Telegram and answers it; the chat gets the answer once', {
    timeout: 180_000,
  }, async () => {
    peer.text(TOKEN, CHAT, RUMOUR);
    await peer.waitFor(() => toChat().length >= 1, 60_000);
    expect(toChat()[0]!.params.text).toBe(TIPLINE_MESSAGES.received);

    const { page } = admin;
    const asked = Date.now() - 1000;
    await page.goto(`${origin}/login`);
    await page.getByLabel('شماره تلفن همراه').fill(ADMIN);
    await page.getByRole('button', { name: 'ارسال کد' }).click();
    const first = page.getByLabel('سه رقم اول کد');
    await first.waitFor();
    const code = await codeFor(ADMIN, asked);
    await first.fill(code.slice(0, 3));
    await page.getByLabel('سه رقم دوم کد').fill(code.slice(3));
    await page.getByRole('button', { name: 'تایید و ورود' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // the inbox: the rumour's row carries its Telegram chip
    await page.goto(`${origin}/ask-me?search=${encodeURIComponent(RUMOUR.slice(0, 30))}`);
    const row = page.getByRole('row').filter({ hasText: RUMOUR.slice(0, 40) });
    await row.first().waitFor();
    await row.first().getByText('از تلگرام').waitFor();
    await row
      .first()
      .getByRole('link', { name: /^مشاهده گزارش/ })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/manage-user-request/'));

    // the request page: the answer through the bot, the chat never named
    const box = page.getByRole('region', { name: TIPLINE_MESSAGES.replyTitle });
    await box.waitFor();
    await expect(page.getByText(String(CHAT)).count()).resolves.toBe(0);
    await box.getByRole('textbox', { name: TIPLINE_MESSAGES.replyLabel }).fill(ANSWER);
    await box.getByRole('button', { name: TIPLINE_MESSAGES.replySend }).click();
    await box.getByText(TIPLINE_MESSAGES.replyQueued).waitFor();
    if (shots)
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${shots}/tipline-bot-reply-${width}.png`, fullPage: true });
      }

    // the outbox sends it through the bot to that chat, once
    const answers = () => toChat().filter((c) => String(c.params.text ?? c.params.caption).includes(ANSWER));
    await peer.waitFor(() => answers().length >= 1, 30_000);
    await new Promise((r) => setTimeout(r, 2000));
    expect(answers()).toHaveLength(1);
  });
});
