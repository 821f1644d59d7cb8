// The tipline's channel (TELEGRAM_CHANNEL): a report is posted once when it is first published, through the
// one outbox, with its card, verdict, claim and link; publishing again, editing or republishing posts
// nothing more; a correction note is posted as a reply to the post. Against the Bot API peer.
import { TIPLINE_MESSAGES } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { form, makeCategory, makeEvaluation, makeSubject, png, send } from '../../../test/factories.ts';
import { settle, setupTiplineApp, textOf } from '../../../test/tipline-app.ts';
import { tiplineChats } from '../../db/schema/index.ts';
import { syncChannels } from './tipline.channel.ts';

const TOKEN = '555:channel-test-token';
const CHANNEL = '@rasti_test_channel';
const { t, as, peer, to } = setupTiplineApp({
  actors: true,
  config: { smsOutbox: { intervalMs: 50, maxAttempts: 8 } },
  bots: [{ token: TOKEN, channel: CHANNEL }],
});

const toChannel = () => to(CHANNEL);
const patchSubject = (id: number, fields: Record<string, string | number>) =>
  send(t, 'PATCH', `/api/news/news-subject/${id}/`, as(2), form(fields));

let wrong: number;
beforeAll(async () => {
  wrong = (await makeEvaluation(t, 'نادرست', '#d32f2f')).id;
});

describe('the tipline channel', () => {
  it('marks the configured channel as a channel chat', async () => {
    const rows = await t.app.db.select().from(tiplineChats).where(eq(tiplineChats.chatKey, CHANNEL));
    expect(rows).toMatchObject([{ messenger: 'telegram', isChannel: true }]);
    // a channel no longer in the settings is unmarked at the next start, and marked again when set again
    const marked = async () =>
      (await t.app.db.select().from(tiplineChats).where(eq(tiplineChats.chatKey, CHANNEL)))[0]!.isChannel;
    await syncChannels(t.app.db, []);
    expect(await marked()).toBe(false);
    await syncChannels(t.app.db, [{ messenger: 'telegram', channel: CHANNEL }]);
    expect(await marked()).toBe(true);
  });

  it('posts a newly published report once, and its correction as a reply to the post', async () => {
    const subject = await makeSubject(t, {
      title: 'واردات خودرو از ماه آینده آزاد می‌شود',
      evaluationId: wrong,
      status: 1,
      datePublished: null,
    });
    const url = `http://rasti.test/news-subject-page/${subject.id}`;
    // a draft posts nothing
    expect((await patchSubject(subject.id, { priority: 2 })).statusCode).toBe(200);
    await settle();
    expect(toChannel()).toHaveLength(0);

    expect((await patchSubject(subject.id, { status: 2 })).statusCode).toBe(200);
    await peer.waitFor(() => toChannel().length >= 1);
    const post = toChannel()[0]!;
    expect(post.method).toBe('sendPhoto');
    expect(textOf(post)).toBe(
      TIPLINE_MESSAGES.verdict('نادرست', 'واردات خودرو از ماه آینده آزاد می‌شود', url),
    );

    // published again, edited, unpublished and republished: still the one post
    expect((await patchSubject(subject.id, { status: 2 })).statusCode).toBe(200);
    expect((await patchSubject(subject.id, { priority: 3 })).statusCode).toBe(200);
    expect((await patchSubject(subject.id, { status: 1 })).statusCode).toBe(200);
    expect((await patchSubject(subject.id, { status: 2 })).statusCode).toBe(200);
    await settle();
    expect(toChannel()).toHaveLength(1);

    // the correction note, as a reply to the post the peer answered
    const postId = (post.result as { message_id?: number } | undefined)?.message_id;
    expect(postId).toEqual(expect.any(Number));
    expect((await patchSubject(subject.id, { correction: 'تاریخ آزادسازی اصلاح شد.' })).statusCode).toBe(200);
    await peer.waitFor(() => toChannel().length >= 2);
    const reply = toChannel()[1]!;
    expect(reply.method).toBe('sendMessage');
    expect(textOf(reply)).toBe(
      TIPLINE_MESSAGES.channelCorrection(
        'تاریخ آزادسازی اصلاح شد.',
        'واردات خودرو از ماه آینده آزاد می‌شود',
        url,
      ),
    );
    expect(reply.params.reply_parameters).toMatchObject({ message_id: postId });
    await settle();
    expect(toChannel()).toHaveLength(2);
  });

  it('posts a report created published, once', async () => {
    const category = await makeCategory(t);
    const fields = {
      title: 'سهمیهٔ آب شهرها نصف می‌شود',
      abstract: 'بررسی ادعای نصف شدن سهمیهٔ آب',
      content: '<p>متن بررسی</p>',
      category: category.id,
      status: 2,
      reviews: wrong,
    };
    const before = toChannel().length;
    const res = await send(
      t,
      'POST',
      '/api/news/news-subject/',
      as(2),
      form(fields, { main_images: await png() }),
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    await peer.waitFor(() => toChannel().length > before);
    expect(textOf(toChannel()[before]!)).toBe(
      TIPLINE_MESSAGES.verdict(
        'نادرست',
        'سهمیهٔ آب شهرها نصف می‌شود',
        `http://rasti.test/news-subject-page/${id}`,
      ),
    );
    expect((await patchSubject(id, { status: 2 })).statusCode).toBe(200);
    await settle();
    expect(toChannel()).toHaveLength(before + 1);
  });
});
