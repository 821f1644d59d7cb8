// The tipline's daily digest: /subscribe offers the categories as buttons (or all), a press subscribes;
// at the hour the super admin set (Tehran time), a subscribed chat is sent at most one digest a day of up to
// three reports published since its last one, never an empty one; /unsubscribe and /forget end it. The
// digest is queued with a controllable clock (queueDigests' `now`) and sent by the outbox to the Bot API peer.
import { TIPLINE_MESSAGES } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeEvaluation, makeSubject } from '../../../test/factories.ts';
import { settle, setupTiplineApp } from '../../../test/tipline-app.ts';
import { tiplineChats, tiplineSubscriptions } from '../../db/schema/index.ts';
import { queueDigests, setDigestHour, tehranTime } from './tipline.digest.ts';

const TOKEN = '666:digest-test-token';
const { t, to, waitSent, command, press } = setupTiplineApp({
  polling: true,
  config: { smsOutbox: { intervalMs: 50, maxAttempts: 8 } },
  bots: [{ token: TOKEN }],
});

let chatSeq = 9000;
const newChat = () => ++chatSeq;
/** An instant `days` after tomorrow at this Tehran time (UTC+3:30). */
const tehranAt = (days: number, hour: number, minute = 0) => {
  const base = new Date();
  base.setUTCDate(base.getUTCDate() + 1 + days);
  return new Date(
    Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), hour, minute) - 210 * 60_000,
  );
};

let wrong: number;
beforeAll(async () => {
  wrong = (await makeEvaluation(t, 'نادرست', '#d32f2f')).id;
});

describe('the daily digest', () => {
  it('reads Tehran time at UTC+3:30', () => {
    expect(tehranTime(new Date('2026-03-01T20:29:00Z'))).toEqual({ date: '2026-03-01', hour: 23 });
    expect(tehranTime(new Date('2026-03-01T20:30:00Z'))).toEqual({ date: '2026-03-02', hour: 0 });
  });

  it('sends a subscribed chat at most one digest a day of up to three new reports of its categories, never an empty one', async () => {
    const economy = await makeCategory(t, 'اقتصادی', '#2e7d32');
    const health = await makeCategory(t, 'سلامت', '#1565c0');
    await setDigestHour(t.app.db, 8);
    const chat = newChat();

    command(chat, 'subscribe');
    await waitSent(chat, 1);
    const offer = to(chat)[0]!;
    expect(offer.params.text).toBe(TIPLINE_MESSAGES.subscribeChoose);
    const buttons = (
      offer.params.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }
    ).inline_keyboard.flat();
    expect(buttons.map((b) => b.text)).toEqual([TIPLINE_MESSAGES.subscribeAll, 'اقتصادی', 'سلامت']);
    press(chat, buttons.find((b) => b.text === 'اقتصادی')!.callback_data);
    await waitSent(chat, 2);
    expect(to(chat)[1]!.params.text).toBe(TIPLINE_MESSAGES.subscribed(['اقتصادی'], 8));

    // four new economy reports and one health report: the digest carries the three newest economy ones
    const published = (title: string, categoryId: number, at: Date) =>
      makeSubject(t, { title, evaluationId: wrong, categoryId, datePublished: at });
    const soon = Date.now() + 60_000;
    for (let i = 1; i <= 4; i++) await published(`گزارش اقتصادی ${i}`, economy.id, new Date(soon + i * 1000));
    await published('گزارش سلامت', health.id, new Date(soon + 10_000));

    // before the hour: nothing; at the hour: one digest
    expect(
      await queueDigests({ db: t.app.db, publicUrl: 'http://rasti.test', now: tehranAt(0, 7, 59) }),
    ).toBe(0);
    expect(await queueDigests({ db: t.app.db, publicUrl: 'http://rasti.test', now: tehranAt(0, 8, 5) })).toBe(
      1,
    );
    await waitSent(chat, 3);
    let subjects = await t.app.db.query.subjects.findMany();
    const url = (title: string) =>
      `http://rasti.test/news-subject-page/${subjects.find((s) => s.title === title)!.id}`;
    expect(to(chat)[2]!.params.text).toBe(
      TIPLINE_MESSAGES.digest(
        [4, 3, 2].map((i) => ({
          verdict: 'نادرست',
          claim: `گزارش اقتصادی ${i}`,
          url: url(`گزارش اقتصادی ${i}`),
        })),
      ),
    );

    // a report published later that day waits for tomorrow: one digest a day
    await published('گزارش اقتصادی ۵', economy.id, tehranAt(0, 12));
    subjects = await t.app.db.query.subjects.findMany();
    expect(await queueDigests({ db: t.app.db, publicUrl: 'http://rasti.test', now: tehranAt(0, 20) })).toBe(
      0,
    );
    expect(await queueDigests({ db: t.app.db, publicUrl: 'http://rasti.test', now: tehranAt(1, 9) })).toBe(1);
    await waitSent(chat, 4);
    expect(to(chat)[3]!.params.text).toBe(
      TIPLINE_MESSAGES.digest([{ verdict: 'نادرست', claim: 'گزارش اقتصادی ۵', url: url('گزارش اقتصادی ۵') }]),
    );
    // nothing new the day after: no digest at all
    expect(await queueDigests({ db: t.app.db, publicUrl: 'http://rasti.test', now: tehranAt(2, 9) })).toBe(0);
    await settle();
    expect(to(chat)).toHaveLength(4);
  });

  it('subscribes to all, and /unsubscribe and /forget end the subscription', async () => {
    await setDigestHour(t.app.db, 10);
    const [a, b] = [newChat(), newChat()];
    for (const chat of [a, b]) {
      command(chat, 'subscribe');
      await waitSent(chat, 1);
      press(chat, 'sub:all');
      await waitSent(chat, 2);
      expect(to(chat)[1]!.params.text).toBe(TIPLINE_MESSAGES.subscribed([], 10));
    }
    const subscribed = async (chat: number) =>
      (
        await t.app.db
          .select()
          .from(tiplineSubscriptions)
          .innerJoin(tiplineChats, eq(tiplineChats.id, tiplineSubscriptions.chatId))
          .where(eq(tiplineChats.chatKey, String(chat)))
      ).length;
    expect(await subscribed(a)).toBe(1);
    command(a, 'unsubscribe');
    await waitSent(a, 3);
    expect(to(a)[2]!.params.text).toBe(TIPLINE_MESSAGES.unsubscribed);
    expect(await subscribed(a)).toBe(0);
    command(a, 'unsubscribe');
    await waitSent(a, 4);
    expect(to(a)[3]!.params.text).toBe(TIPLINE_MESSAGES.notSubscribed);

    command(b, 'forget');
    await waitSent(b, 3);
    expect(await subscribed(b)).toBe(0);

    // neither is sent a digest, though a report is new
    await makeSubject(t, {
      title: 'گزارشی تازه',
      evaluationId: wrong,
      datePublished: new Date(Date.now() + 60_000),
    });
    expect(await queueDigests({ db: t.app.db, publicUrl: 'http://rasti.test', now: tehranAt(5, 11) })).toBe(
      0,
    );
  });
});
