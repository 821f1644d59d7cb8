// Answers and updates reach the chats through the one outbox (lib/sms-outbox.ts, ADR 0014): an answered
// group tells each of its chats once, a correction or a verdict change sends one 'به‌روزرسانی', a 429 waits
// its retry_after, a 403 marks the chat blocked for ever, and a messenger that is down never fails a save.
import { TIPLINE_MESSAGES } from '@rasti/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  form,
  makeEvaluation,
  makeReview,
  makeSubject,
  makeUser,
  send,
} from '../../../test/factories.ts';
import { settle, setupTiplineApp, textOf } from '../../../test/tipline-app.ts';
import { questions, smsOutbox, tiplineChats } from '../../db/schema/index.ts';
import { drainSmsOutbox, OutboxStatus, RetryAfter } from '../../lib/sms-outbox.ts';

const TOKEN = '444:notices-test-token';
const { t, as, peer, to, waitSent, command } = setupTiplineApp({
  actors: true,
  polling: true,
  config: { smsOutbox: { intervalMs: 50, maxAttempts: 8 } },
  bots: [{ token: TOKEN }],
});

let chatSeq = 7000;
const newChat = () => ++chatSeq;
/** The outbox row of this reason once `ready` says so (the loop marks it a moment after the peer answers). */
async function outboxRow(reason: string, ready: (row: typeof smsOutbox.$inferSelect) => boolean) {
  let row: typeof smsOutbox.$inferSelect | undefined;
  for (let i = 0; i < 100 && !(row && ready(row)); i++) {
    [row] = await t.app.db.select().from(smsOutbox).where(eq(smsOutbox.reason, reason));
    if (!(row && ready(row))) await new Promise((r) => setTimeout(r, 50));
  }
  return row;
}

/** A chat sends a new rumour and is told it was received; answers the filed question's id. */
async function fileFrom(chat: number, text: string): Promise<number> {
  peer.text(TOKEN, chat, text);
  await waitSent(chat, 1);
  expect(textOf(to(chat)[0]!)).toBe(TIPLINE_MESSAGES.received);
  const rows = await t.app.db.select().from(questions).where(eq(questions.summary, text));
  return rows.at(-1)!.id;
}

let wrong: number;
let right: number;
beforeAll(async () => {
  wrong = (await makeEvaluation(t, 'نادرست', '#d32f2f')).id;
  right = (await makeEvaluation(t, 'درست', '#2e7d32', 2)).id;
});

describe('answers and updates reach the chats', () => {
  it('an answered group tells each of its chats once, with the card, verdict and link, and each correction or verdict change once more', async () => {
    const rumour = 'گفته می‌شود پل طبیعت تهران به زودی تخریب خواهد شد';
    const [a, b] = [newChat(), newChat()];
    const qa = await fileFrom(a, rumour);
    const qb = await fileFrom(b, rumour);
    const [rowA, rowB] = [
      (await t.app.db.select().from(questions).where(eq(questions.id, qa)))[0]!,
      (await t.app.db.select().from(questions).where(eq(questions.id, qb)))[0]!,
    ];
    expect(rowA.groupId).not.toBeNull();
    expect(rowB.groupId).toBe(rowA.groupId);
    const subject = await makeSubject(t, { title: 'تخریب پل طبیعت', evaluationId: wrong });

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/news/asked/${qa}/`,
      headers: as(2),
      payload: { news_subject: subject.id, apply_to_group: true },
    });
    expect(res.statusCode).toBe(200);
    await waitSent(a, 2);
    await waitSent(b, 2);
    for (const chat of [a, b]) {
      const answer = to(chat)[1]!;
      expect(answer.method).toBe('sendPhoto');
      expect(textOf(answer)).toBe(
        TIPLINE_MESSAGES.answered(
          'نادرست',
          'تخریب پل طبیعت',
          `http://rasti.test/news-subject-page/${subject.id}`,
        ),
      );
    }
    // unlinked and linked again: no second answer
    for (const news_subject of [null, subject.id]) {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/news/asked/${qa}/`,
        headers: as(2),
        payload: { news_subject, apply_to_group: true },
      });
    }
    await settle();
    expect(to(a)).toHaveLength(2);
    expect(to(b)).toHaveLength(2);

    // a correction note: one 'به‌روزرسانی' per chat; a verdict change: one more
    const patchSubject = (fields: Record<string, string | number>) =>
      send(t, 'PATCH', `/api/news/news-subject/${subject.id}/`, as(2), form(fields));
    expect((await patchSubject({ correction: 'تاریخ خبر اصلاح شد.' })).statusCode).toBe(200);
    await waitSent(a, 3);
    await waitSent(b, 3);
    expect(textOf(to(a)[2]!)).toBe(
      TIPLINE_MESSAGES.updated(
        'نادرست',
        'تخریب پل طبیعت',
        `http://rasti.test/news-subject-page/${subject.id}`,
      ),
    );
    expect((await patchSubject({ reviews: right })).statusCode).toBe(200);
    await waitSent(a, 4);
    expect(textOf(to(a)[3]!)).toContain('نتیجهٔ بررسی: درست');
    // an edit that is neither: nothing more
    expect((await patchSubject({ priority: 2 })).statusCode).toBe(200);
    await settle();
    expect(to(a)).toHaveLength(4);
    expect(to(b)).toHaveLength(4);
  });

  it('a web asker with a mobile gets the answered SMS and then the updated one', async () => {
    const asker = await makeUser(t, { mobile: '09351112233' });
    const subject = await makeSubject(t, { title: 'سهمیهٔ بنزین حذف می‌شود', evaluationId: wrong });
    const [q] = await t.app.db
      .insert(questions)
      .values({ title: 'سهمیه بنزین حذف می‌شود؟', summary: 'شنیدم', userId: asker.id })
      .returning();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/news/asked/${q!.id}/`,
      headers: as(2),
      payload: { news_subject: subject.id },
    });
    await send(
      t,
      'PATCH',
      `/api/news/news-subject/${subject.id}/`,
      as(2),
      form({ correction: 'منبع افزوده شد.' }),
    );
    const rows = await t.app.db.select().from(smsOutbox).where(eq(smsOutbox.questionId, q!.id));
    expect(rows.map((r) => [r.channel, r.reason.split(':')[0], r.toMobile])).toEqual([
      ['sms', 'answered', '09351112233'],
      ['sms', 'update', '09351112233'],
    ]);
    expect(rows[1]!.text).toContain('به‌روز شد');
  });

  it('a correction note on a published review of the report sends its chats and askers one update', async () => {
    const chat = newChat();
    const q = await fileFrom(chat, 'ادعای تازه: نان سنگک از هفتهٔ بعد گران می‌شود');
    const asker = await makeUser(t, { mobile: '09351114455' });
    const subject = await makeSubject(t, { title: 'گرانی نان سنگک', evaluationId: wrong });
    const [webQ] = await t.app.db
      .insert(questions)
      .values({ title: 'نان گران می‌شود؟', summary: 'شنیدم', userId: asker.id })
      .returning();
    for (const id of [q, webQ!.id])
      await t.app.inject({
        method: 'PATCH',
        url: `/api/news/asked/${id}/`,
        headers: as(2),
        payload: { news_subject: subject.id },
      });
    await waitSent(chat, 2);
    const review = await makeReview(t, { subjectId: subject.id, title: 'بررسی قیمت نان سنگک' });
    const draft = await makeReview(t, { subjectId: subject.id, title: 'پیش‌نویس بررسی نان', status: 1 });
    const patchReview = (id: number, fields: Record<string, string>) =>
      send(t, 'PATCH', `/api/news/review-subject/${id}/`, as(2), form(fields));

    // an edit without a note, and a draft's edit: nothing
    expect((await patchReview(review.id, { title: 'بررسی قیمت نان سنگک در تهران' })).statusCode).toBe(200);
    expect((await patchReview(draft.id, { title: 'پیش‌نویس دوم' })).statusCode).toBe(200);
    await settle();
    expect(to(chat)).toHaveLength(2);

    expect((await patchReview(review.id, { correction: 'نرخ تازه افزوده شد.' })).statusCode).toBe(200);
    await waitSent(chat, 3);
    expect(textOf(to(chat)[2]!)).toBe(
      TIPLINE_MESSAGES.updated(
        'نادرست',
        'گرانی نان سنگک',
        `http://rasti.test/news-subject-page/${subject.id}`,
      ),
    );
    const sms = await t.app.db.select().from(smsOutbox).where(eq(smsOutbox.questionId, webQ!.id));
    expect(sms.map((r) => r.reason.split(':')[0])).toEqual(['answered', 'update']);
    await settle();
    expect(to(chat)).toHaveLength(3);
  });

  it('waits a 429’s retry_after without counting it as an attempt', async () => {
    const chat = newChat();
    const q = await fileFrom(chat, 'ادعای تازه: قطعی اینترنت از شنبه سراسری است');
    const subject = await makeSubject(t, { title: 'قطعی سراسری اینترنت', evaluationId: wrong });
    peer.failNext('sendPhoto', {
      status: 429,
      description: 'Too Many Requests: retry after 1',
      retryAfter: 1,
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/news/asked/${q}/`,
      headers: as(2),
      payload: { news_subject: subject.id },
    });
    await peer.waitFor(
      () =>
        peer.calls.filter((c) => c.method === 'sendPhoto' && Number(c.params.chat_id) === chat).length >= 2,
    );
    const row = await outboxRow(`answered:${subject.id}`, (r) => r.status === OutboxStatus.Sent);
    // sent at the second try, the 429 not counted as a failed attempt
    expect(row).toMatchObject({ status: OutboxStatus.Sent, attempts: 1 });
  });

  it('puts a message whose messenger said 429 off by its retry_after', async () => {
    const chat = newChat();
    const q = await fileFrom(chat, 'ادعای تازه: یارانهٔ نقدی این ماه واریز نمی‌شود');
    const [chatRow] = await t.app.db
      .select()
      .from(tiplineChats)
      .where(eq(tiplineChats.chatKey, String(chat)));
    const [queued] = await t.app.db
      .insert(smsOutbox)
      .values({
        channel: 'telegram',
        chatId: chatRow!.id,
        reason: `test:${q}`,
        text: 'پیام',
        // due for this drain's clock only, not for the app's own loop
        nextAttemptAt: new Date(Date.now() + 1_800_000),
      })
      .returning();
    const now = new Date(Date.now() + 3_600_000);
    const result = await drainSmsOutbox({
      db: t.app.db,
      sender: { kind: 'outbox', sendCode: async () => {}, sendText: async () => {} },
      chatSenders: {
        telegram: {
          send: async () => {
            throw new RetryAfter(7);
          },
        },
      },
      now,
    });
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db.select().from(smsOutbox).where(eq(smsOutbox.id, queued!.id));
    expect(row).toMatchObject({ status: OutboxStatus.Pending, attempts: 0, lastError: 'RetryAfter' });
    expect(row!.nextAttemptAt.getTime()).toBe(now.getTime() + 7000);
    await t.app.db.delete(smsOutbox).where(eq(smsOutbox.id, queued!.id));
  });

  it('marks a chat that blocked the bot (403) and never tries it again', async () => {
    const chat = newChat();
    const q = await fileFrom(chat, 'ادعای تازه: مدارس تا آخر ماه مجازی می‌شوند');
    const subject = await makeSubject(t, { title: 'مجازی شدن مدارس', evaluationId: wrong });
    peer.failNext('sendPhoto', { status: 403, description: 'Forbidden: bot was blocked by the user' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/news/asked/${q}/`,
      headers: as(2),
      payload: { news_subject: subject.id },
    });
    await outboxRow(`answered:${subject.id}`, (r) => r.status === OutboxStatus.GaveUp);
    const [row] = await t.app.db
      .select()
      .from(tiplineChats)
      .where(eq(tiplineChats.chatKey, String(chat)));
    expect(row!.blockedAt).not.toBeNull();
    const [message] = await t.app.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.chatId, row!.id), eq(smsOutbox.reason, `answered:${subject.id}`)));
    expect(message!.status).toBe(OutboxStatus.GaveUp);
    // a correction afterwards queues nothing for it
    await send(t, 'PATCH', `/api/news/news-subject/${subject.id}/`, as(2), form({ correction: 'اصلاح.' }));
    expect(await t.app.db.select().from(smsOutbox).where(eq(smsOutbox.chatId, row!.id))).toHaveLength(1);
  });

  it('a messenger that is down never fails a staff save: the message waits, pending', async () => {
    const chat = newChat();
    const q = await fileFrom(chat, 'ادعای تازه: نرخ کرایه تاکسی دو برابر شد');
    const subject = await makeSubject(t, { title: 'دو برابر شدن کرایه تاکسی', evaluationId: wrong });
    peer.down = true;
    try {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/news/asked/${q}/`,
        headers: as(2),
        payload: { news_subject: subject.id },
      });
      expect(res.statusCode).toBe(200);
      const row = await outboxRow(`answered:${subject.id}`, (r) => r.lastError !== null);
      expect(row).toMatchObject({ status: OutboxStatus.Pending });
      expect(row!.attempts).toBeGreaterThanOrEqual(1);
    } finally {
      peer.down = false;
    }
  });
});

describe('staff reply through the bot (POST /news/asked/{id}/reply/)', () => {
  it('sends the chat the reply once, audited without the chat, and never shows a chat id', async () => {
    const chat = newChat();
    const q = await fileFrom(chat, 'ادعای تازه: مترو تهران از فردا رایگان است');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/news/asked/${q}/reply/`,
      headers: as(2),
      payload: { text: '  سلام؛ این خبر در دست بررسی است.  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ chats: 1 });
    await waitSent(chat, 2);
    expect(textOf(to(chat)[1]!)).toBe(TIPLINE_MESSAGES.staffReply('سلام؛ این خبر در دست بررسی است.'));
    const [entry] = await auditEntries(t, 'question.reply', q);
    expect(JSON.parse(String(entry!.details))).toEqual({ chats: 1, chars: 31 });
    expect(JSON.stringify(entry)).not.toContain(String(chat));
    // the staff's view of the question names no chat either
    const one = await t.app.inject({ url: `/api/news/asked/${q}/`, headers: as(2) });
    expect(one.body).not.toContain(String(chat));
  });

  it('refuses an empty reply (400), a question no chat can be told of (409), and anyone but roles 2 and 3', async () => {
    const chat = newChat();
    const q = await fileFrom(chat, 'ادعای تازه: نمایشگاه کتاب امسال لغو شد');
    const post = (id: number, text: string, who: 2 | 4 = 2) =>
      t.app.inject({
        method: 'POST',
        url: `/api/news/asked/${id}/reply/`,
        headers: as(who),
        payload: { text },
      });
    expect((await post(q, '   ')).json()).toMatchObject({ fields: { text: [TIPLINE_MESSAGES.replyEmpty] } });
    expect((await post(q, 'سلام', 4)).statusCode).toBe(403);
    command(chat, 'forget');
    await waitSent(chat, 2);
    const gone = await post(q, 'سلام');
    expect(gone.statusCode).toBe(409);
    expect(gone.json().detail).toBe(TIPLINE_MESSAGES.replyNoChat);
    expect((await post(999_999, 'سلام')).statusCode).toBe(404);
  });
});
