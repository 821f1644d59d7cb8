// The tipline bots against a Bot API peer on 127.0.0.1 (test/bot-api-peer.ts): our real grammY client long
// polls it, and everything the bot says is read from what the peer recorded.
import { Status, TIPLINE_MESSAGES } from '@rasti/contract';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PeerFile } from '../../../test/bot-api-peer.ts';
import {
  form,
  makeCategory,
  makeEvaluation,
  makeSubject,
  png,
  rowCount,
  send,
} from '../../../test/factories.ts';
import { photo } from '../../../test/fixtures/picture-set.ts';
import { setupTiplineApp } from '../../../test/tipline-app.ts';
import {
  questions,
  smsOutbox,
  tiplineChats,
  tiplineMessages,
  tiplineRequests,
} from '../../db/schema/index.ts';

const TELEGRAM = '111:telegram-test-token';
const BALE = '222:bale-test-token';
const { t, as, peer, to, waitSent, command, press } = setupTiplineApp({
  actors: true,
  polling: true,
  config: { logLevel: process.env.TEST_LOG ?? 'silent' },
  bots: [
    { messenger: 'telegram', token: TELEGRAM },
    { messenger: 'bale', token: BALE, root: '/bale' },
  ],
  tipline: { gatherMs: 300, requestsPerHour: 3 },
});

let chatSeq = 5000;
const newChat = () => ++chatSeq;

let petrol: number;
beforeAll(async () => {
  const wrong = await makeEvaluation(t, 'نادرست', '#d32f2f');
  petrol = (
    await makeSubject(t, {
      title: 'آیا قیمت بنزین از اول آذر سه برابر می‌شود؟',
      abstract: 'ادعای سه برابر شدن قیمت بنزین در شبکه‌های اجتماعی',
      evaluationId: wrong.id,
    })
  ).id;
  for (const [title, abstract] of [
    ['واکسن آنفلوانزا باعث ناباروری می‌شود', 'ادعای ناباروری پس از واکسن آنفلوانزا'],
    ['واکسن آنفلوانزا در داروخانه‌ها تمام شده است', 'کمبود واکسن آنفلوانزا در داروخانه‌ها'],
  ] as const) {
    await makeSubject(t, { title, abstract, evaluationId: wrong.id });
  }
});

describe('the tipline bot (long polling)', () => {
  it('/start says what the bot does, what it keeps and that /forget deletes it', async () => {
    const chat = newChat();
    command(chat, 'start');
    await waitSent(chat, 1);
    const [reply] = to(chat);
    expect(reply!.params.text).toBe(TIPLINE_MESSAGES.start);
    expect(String(reply!.params.text)).toContain('/forget');
  });

  it('answers an already-checked rumour in other words with the verdict card, verdict, claim and link', async () => {
    const chat = newChat();
    peer.text(TELEGRAM, chat, 'میگن قيمت بنزين از اول آذر ٣ برابر میشه، درسته؟');
    await waitSent(chat, 1);
    const [reply] = to(chat);
    expect(reply!.method).toBe('sendPhoto');
    const photo = reply!.params.photo as PeerFile;
    expect(photo.bytes.subarray(1, 4).toString()).toBe('PNG');
    const sharp = (await import('sharp')).default;
    expect(await sharp(photo.bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(reply!.params.caption).toContain('نادرست');
    expect(reply!.params.caption).toContain('آیا قیمت بنزین از اول آذر سه برابر می‌شود؟');
    expect(reply!.params.caption).toContain(`http://rasti.test/news-subject-page/${petrol}`);
    // answered from the archive: nothing filed
    expect(await rowCount(t, questions)).toBe(0);
  });

  it('gathers one chat’s messages within the window into one request, filed with its channel when new', async () => {
    const chat = newChat();
    peer.text(TELEGRAM, chat, 'شنیدم فردا مدارس تهران به خاطر برف تعطیل است');
    peer.text(TELEGRAM, chat, 'https://example.com/post/1');
    await waitSent(chat, 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(to(chat)).toHaveLength(1);
    expect(to(chat)[0]!.params.text).toBe(TIPLINE_MESSAGES.received);
    const [filed] = await t.app.db.select().from(questions).where(eq(questions.channel, 'telegram'));
    expect(filed).toMatchObject({
      title: 'شنیدم فردا مدارس تهران به خاطر برف تعطیل است',
      summary: 'شنیدم فردا مدارس تهران به خاطر برف تعطیل است\nhttps://example.com/post/1',
      resource: 'https://example.com/post/1',
      userId: null,
    });
  });

  it('reads the published texts’ fingerprint once for an update it matches and files', async () => {
    // the words' figures (questions/rarity.ts) of a small catalogue ask the fingerprint on each read: the
    // matcher and the filed question's grouping share one read
    const dialect = new PgDialect();
    const execute = vi.spyOn(t.app.db, 'execute');
    try {
      const chat = newChat();
      peer.text(TELEGRAM, chat, 'شنیدم از هفته بعد کارت سوخت جایگاه‌ها باطل می‌شود');
      await waitSent(chat, 1);
      expect(to(chat)[0]!.params.text).toBe(TIPLINE_MESSAGES.received);
      const fingerprints = execute.mock.calls.filter(([query]) =>
        dialect.sqlToQuery(query as SQL).sql.includes('sum(hashtext('),
      );
      expect(fingerprints).toHaveLength(1);
    } finally {
      execute.mockRestore();
    }
  });

  it('offers several plausible matches as buttons and files the request on «هیچ‌کدام»', async () => {
    const chat = newChat();
    peer.text(TELEGRAM, chat, 'واکسن آنفلوانزا');
    await waitSent(chat, 1);
    const [offer] = to(chat);
    expect(offer!.params.text).toBe(TIPLINE_MESSAGES.several);
    const rows = (
      offer!.params.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }
    ).inline_keyboard;
    expect(rows).toHaveLength(3);
    expect(rows.slice(0, 2).every(([b]) => b!.text.startsWith('همین است؟'))).toBe(true);
    expect(rows[2]![0]!.text).toBe('هیچ‌کدام');
    press(chat, rows[2]![0]!.callback_data, 'cb1');
    await waitSent(chat, 2);
    expect(to(chat)[1]!.params.text).toBe(TIPLINE_MESSAGES.received);
    expect(peer.sent('answerCallbackQuery').some((c) => c.params.callback_query_id === 'cb1')).toBe(true);
    const filed = await t.app.db.select().from(questions).where(eq(questions.title, 'واکسن آنفلوانزا'));
    expect(filed).toHaveLength(1);
    expect(filed[0]!.channel).toBe('telegram');
  });

  it('answers a picked button with that claim’s card', async () => {
    const chat = newChat();
    peer.text(TELEGRAM, chat, 'واکسن آنفلوانزا');
    await waitSent(chat, 1);
    const rows = (to(chat)[0]!.params.reply_markup as { inline_keyboard: { callback_data: string }[][] })
      .inline_keyboard;
    press(chat, rows[0]![0]!.callback_data, 'cb2');
    await waitSent(chat, 2);
    expect(to(chat)[1]!.method).toBe('sendPhoto');
    expect(to(chat)[1]!.params.caption).toContain('واکسن آنفلوانزا');
    // pressed again: nothing is sent twice
    press(chat, rows[0]![0]!.callback_data, 'cb3');
    await peer.waitFor(() =>
      peer.sent('answerCallbackQuery').some((c) => c.params.callback_query_id === 'cb3'),
    );
    await waitSent(chat, 3);
    expect(to(chat)[2]!.params.text).toBe(TIPLINE_MESSAGES.offerGone);
  });

  it('keeps a photo with its caption as the request, files it, and /forget leaves nothing of the chat', async () => {
    const chat = newChat();
    peer.addFile('photo-1', await png(64, 48));
    peer.push(TELEGRAM, {
      message: peer.message(chat, {
        photo: [{ file_id: 'photo-1', file_unique_id: 'p1', width: 64, height: 48, file_size: 500 }],
      }),
    });
    await waitSent(chat, 1);
    expect(to(chat)[0]!.params.text).toBe(TIPLINE_MESSAGES.received);
    const [filed] = await t.app.db
      .select()
      .from(questions)
      .where(eq(questions.title, TIPLINE_MESSAGES.photoPlaceholder));
    expect(filed?.channel).toBe('telegram');
    const [kept] = await t.app.db
      .select({ key: tiplineMessages.photoKey })
      .from(tiplineMessages)
      .innerJoin(tiplineRequests, eq(tiplineRequests.id, tiplineMessages.requestId))
      .where(eq(tiplineRequests.questionId, filed!.id));
    const key = kept!.key!;
    expect(key).toMatch(/^private\/tipline\//);
    const stored = await t.app.storage.read!(key);
    expect(stored).not.toBeNull();
    stored!.body.destroy();

    // a message waiting in the outbox for the chat goes with it
    const [chatRow] = await t.app.db
      .select()
      .from(tiplineChats)
      .where(eq(tiplineChats.chatKey, String(chat)));
    await t.app.db.insert(smsOutbox).values({
      channel: 'telegram',
      chatId: chatRow!.id,
      reason: 'test:waiting',
      text: 'پیام',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    command(chat, 'forget');
    await waitSent(chat, 2);
    expect(to(chat)[1]!.params.text).toBe(TIPLINE_MESSAGES.forgotten);
    expect(await rowCount(t, smsOutbox, eq(smsOutbox.chatId, chatRow!.id))).toBe(0);
    expect(await rowCount(t, tiplineMessages, eq(tiplineMessages.photoKey, key))).toBe(0);
    expect(await rowCount(t, tiplineChats, eq(tiplineChats.chatKey, String(chat)))).toBe(0);
    expect(await rowCount(t, tiplineRequests, eq(tiplineRequests.questionId, filed!.id))).toBe(0);
    expect(await t.app.storage.read!(key)).toBeNull();
    // the question stays in the inbox, detached from the chat
    expect(await rowCount(t, questions, eq(questions.id, filed!.id))).toBe(1);
  });

  it("answers a forwarded copy of a published check's picture with that check's card (the pictures feature)", async () => {
    const evaluation = await makeEvaluation(t, 'خارج از بافت', '#ff9800');
    const category = await makeCategory(t, 'اجتماعی');
    const original = await photo(7);
    const created = await send(
      t,
      'POST',
      '/api/news/news-subject/',
      as(2),
      form(
        {
          title: 'عکس سیل در خیابان‌های شیراز مربوط به امسال نیست',
          abstract: 'تصویری قدیمی که دوباره منتشر شده است',
          content: '<p>متن بررسی</p>',
          category: category.id,
          status: Status.Published,
          reviews: evaluation.id,
        },
        { main_images: original },
      ),
    );
    expect(created.statusCode).toBe(201);
    const subjectId = created.json().id as number;
    // as readers forward it: half the size, recompressed, no caption
    const sharp = (await import('sharp')).default;
    const meta = await sharp(original).metadata();
    const forwarded = await sharp(original)
      .resize(Math.round(meta.width! / 2))
      .jpeg({ quality: 40 })
      .toBuffer();
    const chat = newChat();
    peer.addFile('forwarded-1', forwarded);
    peer.push(TELEGRAM, {
      message: peer.message(chat, {
        photo: [
          {
            file_id: 'forwarded-1',
            file_unique_id: 'f1',
            width: 320,
            height: 240,
            file_size: forwarded.length,
          },
        ],
      }),
    });
    await waitSent(chat, 1);
    const [reply] = to(chat);
    expect(reply!.method).toBe('sendPhoto');
    expect(reply!.params.caption).toContain('عکس سیل در خیابان‌های شیراز مربوط به امسال نیست');
    expect(reply!.params.caption).toContain(`http://rasti.test/news-subject-page/${subjectId}`);
  });

  it('refuses a photo that is not a JPEG, PNG or WebP, or is over 10 MB, and keeps nothing', async () => {
    const chat = newChat();
    peer.addFile('not-a-photo', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    peer.push(TELEGRAM, {
      message: peer.message(chat, {
        caption: 'این عکس را ببینید',
        photo: [{ file_id: 'not-a-photo', file_unique_id: 'n1', width: 10, height: 10 }],
      }),
    });
    await waitSent(chat, 1);
    expect(to(chat)[0]!.params.text).toBe(TIPLINE_MESSAGES.photoUnreadable);
    peer.push(TELEGRAM, {
      message: peer.message(chat, {
        photo: [
          { file_id: 'huge', file_unique_id: 'h1', width: 10, height: 10, file_size: 11 * 1024 * 1024 },
        ],
      }),
    });
    await waitSent(chat, 2);
    expect(to(chat)[1]!.params.text).toBe(TIPLINE_MESSAGES.photoTooLarge);
    // the huge one was never asked for
    expect(peer.sent('getFile').some((c) => c.params.file_id === 'huge')).toBe(false);
    expect(await rowCount(t, tiplineRequests, eq(tiplineRequests.chatId, await chatRow(chat)))).toBe(0);
  });

  it('answers past the hourly limit with one polite refusal and keeps nothing more', async () => {
    const chat = newChat();
    for (let i = 0; i < 3; i++) {
      peer.text(TELEGRAM, chat, `شایعهٔ تازهٔ شمارهٔ ${i} دربارهٔ یارانه`);
      await waitSent(chat, i + 1);
    }
    peer.text(TELEGRAM, chat, 'شایعهٔ چهارم دربارهٔ یارانه');
    peer.text(TELEGRAM, chat, 'شایعهٔ پنجم دربارهٔ یارانه');
    await waitSent(chat, 4);
    await new Promise((r) => setTimeout(r, 600));
    expect(to(chat).map((c) => c.params.text)).toEqual([
      TIPLINE_MESSAGES.received,
      TIPLINE_MESSAGES.received,
      TIPLINE_MESSAGES.received,
      TIPLINE_MESSAGES.tooMany(3),
    ]);
  });

  it('ignores edited messages and update kinds it does not take', async () => {
    const chat = newChat();
    peer.push(TELEGRAM, { edited_message: peer.message(chat, { text: 'ویرایش شده', edit_date: 1 }) });
    peer.push(TELEGRAM, { poll: { id: 'p', question: 'q', options: [] } });
    command(chat, 'help');
    await waitSent(chat, 1);
    expect(to(chat).map((c) => c.params.text)).toEqual([TIPLINE_MESSAGES.help]);
  });

  it('/offline answers with the address of the signed one-file edition, and /help names the command', async () => {
    const chat = newChat();
    command(chat, 'offline');
    await waitSent(chat, 1);
    expect(to(chat).map((c) => c.params.text)).toEqual([
      TIPLINE_MESSAGES.offline('http://rasti.test/offline/rasti-latest.html'),
    ]);
    expect(to(chat)[0]?.params.text).toContain('http://rasti.test/offline/rasti-latest.html');
    expect(TIPLINE_MESSAGES.help).toContain('/offline');
  });

  it('/my lists the chat’s filed requests', async () => {
    const chat = newChat();
    peer.text(TELEGRAM, chat, 'ادعای تازه دربارهٔ قطعی آب در اصفهان');
    await waitSent(chat, 1);
    command(chat, 'my');
    await waitSent(chat, 2);
    expect(to(chat)[1]!.params.text).toBe(
      `${TIPLINE_MESSAGES.myTitle}\n• ادعای تازه دربارهٔ قطعی آب در اصفهان: ${TIPLINE_MESSAGES.myOpen}`,
    );
  });

  it('serves Bale through its own API root with the same conversation, its questions filed as bale', async () => {
    const chat = newChat();
    peer.text(BALE, chat, 'گفته‌اند نان از هفتهٔ آینده گران می‌شود');
    await waitSent(chat, 1, BALE);
    const [reply] = to(chat, BALE);
    expect(reply!.root).toBe('/bale');
    expect(reply!.params.text).toBe(TIPLINE_MESSAGES.received);
    expect(peer.calls.filter((c) => c.token === BALE).every((c) => c.root === '/bale')).toBe(true);
    const [filed] = await t.app.db.select().from(questions).where(eq(questions.channel, 'bale'));
    expect(filed?.title).toBe('گفته‌اند نان از هفتهٔ آینده گران می‌شود');
    // the inbox and the request page name the channel
    const one = await t.app.inject({ url: `/api/news/asked/${filed!.id}/`, headers: as(2) });
    expect(one.json()).toMatchObject({ channel: 'bale', user: null, full_name: '' });
    const list = await t.app.inject({ url: '/api/news/asked/?page_size=100', headers: as(2) });
    const channels = new Map(
      (list.json() as { id: number; channel: string }[]).map((q) => [q.id, q.channel]),
    );
    expect(channels.get(filed!.id)).toBe('bale');
  });
});

async function chatRow(chat: number): Promise<number> {
  const [row] = await t.app.db
    .select()
    .from(tiplineChats)
    .where(eq(tiplineChats.chatKey, String(chat)));
  return row?.id ?? -1;
}
