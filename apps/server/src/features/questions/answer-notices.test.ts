// Answer a whole group at once, answered_at, and the SMS told to askers.
import { type QuestionUpdateResponse, SERVER_MESSAGES, Status } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupApp, type TestContext } from '../../../test/app.ts';
import { questions, smsOutbox, subjects } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { OutboxSender, type SmsSender, smsFailed } from '../../lib/sms.ts';
import { drainSmsOutbox, OutboxStatus, retryDelayMs } from '../../lib/sms-outbox.ts';
import {
  actors,
  auditEntries,
  form,
  makeQuestion,
  makeSubject,
  makeUser,
  rowCount,
  send,
  tokenFor,
  type Who,
} from '../../../test/factories.ts';
import { answeredText, subjectUrl } from './answer-notices.ts';

const { t, as } = setupApp({ actors: true, config: { publicUrl: 'https://rasti.example' } });

const one = (id: number) => `/api/news/asked/${id}/`;
let groupSeq = 1000;
const newGroup = () => ++groupSeq;

const read = async (id: number) => (await t.app.db.select().from(questions).where(eq(questions.id, id)))[0]!;
const outboxRows = (questionId: number) =>
  t.app.db.select().from(smsOutbox).where(eq(smsOutbox.questionId, questionId));
const patch = (id: number, payload: Record<string, unknown>, who: Who = 2) =>
  t.app.inject({ method: 'PATCH', url: one(id), payload, headers: as(who) });
const setStatus = (subjectId: number, status: number) =>
  send(t, 'PATCH', `/api/news/news-subject/${subjectId}/`, as(2), form({ status }));

/** A stand-in for the external gateway: records what it is asked to send, or fails as told. */
function gateway(fail = false) {
  const sent: { to: string; text: string }[] = [];
  const sender: SmsSender = {
    kind: 'kavenegar',
    sendCode: async () => {},
    sendText: async (to, text) => {
      if (fail) throw smsFailed();
      sent.push({ to, text });
    },
  };
  return { sender, sent };
}

describe('apply_to_group (PATCH /news/asked/{id}/)', () => {
  it('links every shown question of the group and only it, in one audited write', async () => {
    const subject = await makeSubject(t, { title: 'شایعه‌ی قطعی برق' });
    const g = newGroup();
    const other = newGroup();
    const [a, b, c] = [
      await makeQuestion(t, { groupId: g }),
      await makeQuestion(t, { groupId: g }),
      await makeQuestion(t, { groupId: g }),
    ];
    const hidden = await makeQuestion(t, { groupId: g, isShown: false });
    const elsewhere = await makeQuestion(t, { groupId: other });
    const alone = await makeQuestion(t);
    const res = await patch(a!.id, { news_subject: subject.id, apply_to_group: true });
    expect(res.statusCode).toBe(200);
    const body = res.json() as QuestionUpdateResponse;
    expect(body.news_subject).toBe(subject.id);
    expect(body.group_linked).toBe(3);
    for (const q of [a!, b!, c!]) expect((await read(q.id)).subjectId).toBe(subject.id);
    for (const q of [hidden, elsewhere, alone]) expect((await read(q.id)).subjectId).toBeNull();
    const [audit] = await auditEntries(t, 'question.group_link', a!.id);
    expect(JSON.parse(audit!.details!)).toEqual({
      group: g,
      subject: subject.id,
      questions: [b!.id, c!.id].sort((x, y) => x - y),
    });
  });

  it('accepts the multipart form too, and unlinks the group with an empty news_subject', async () => {
    const subject = await makeSubject(t, { title: 'موضوع چندبخشی' });
    const g = newGroup();
    const a = await makeQuestion(t, { groupId: g });
    const b = await makeQuestion(t, { groupId: g });
    const linked = await send(
      t,
      'PATCH',
      one(a.id),
      as(3),
      form({ news_subject: subject.id, apply_to_group: 'true' }),
    );
    expect(linked.statusCode).toBe(200);
    expect((await read(b.id)).subjectId).toBe(subject.id);
    const unlinked = await patch(a.id, { news_subject: '', apply_to_group: true });
    expect(unlinked.statusCode).toBe(200);
    expect((unlinked.json() as QuestionUpdateResponse).news_subject).toBeNull();
    expect((await read(a.id)).subjectId).toBeNull();
    expect((await read(b.id)).subjectId).toBeNull();
  });

  it('without apply_to_group links the one question only, and answers no group_linked', async () => {
    const subject = await makeSubject(t, { title: 'فقط همین پرسش' });
    const g = newGroup();
    const a = await makeQuestion(t, { groupId: g });
    const b = await makeQuestion(t, { groupId: g });
    const res = await patch(a.id, { news_subject: subject.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('group_linked');
    expect((await read(b.id)).subjectId).toBeNull();
    // the question already linked: apply_to_group later brings the rest of the group along
    const again = await patch(a.id, { news_subject: subject.id, apply_to_group: true });
    expect((again.json() as QuestionUpdateResponse).group_linked).toBe(2);
    expect((await read(b.id)).subjectId).toBe(subject.id);
  });

  it('keeps the permission matrix: guests 401, roles 1, 4 and 5 403, nothing linked', async () => {
    const subject = await makeSubject(t, { title: 'دسترسی گروه' });
    const g = newGroup();
    const a = await makeQuestion(t, { groupId: g });
    const b = await makeQuestion(t, { groupId: g });
    for (const who of ['guest', 1, 4, 5] as const) {
      const res = await patch(a.id, { news_subject: subject.id, apply_to_group: true }, who);
      expect(res.statusCode, String(who)).toBe(who === 'guest' ? 401 : 403);
      expect(res.json().detail).toBe(
        who === 'guest' ? SERVER_MESSAGES.unauthorized : SERVER_MESSAGES.forbidden,
      );
    }
    expect((await read(a.id)).subjectId).toBeNull();
    expect((await read(b.id)).subjectId).toBeNull();
  });

  it("makes the public 'most wanted' sort count the whole group", async () => {
    const grouped = await makeSubject(t, { title: 'پرتقاضا با گروه' });
    const single = await makeSubject(t, { title: 'پرتقاضا بی‌گروه' });
    for (let i = 0; i < 2; i++) await makeQuestion(t, { subjectId: single.id });
    const g = newGroup();
    const lead = await makeQuestion(t, { groupId: g });
    for (let i = 0; i < 4; i++) await makeQuestion(t, { groupId: g });
    expect((await patch(lead.id, { news_subject: grouped.id, apply_to_group: true })).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(subjects).where(eq(subjects.id, grouped.id));
    expect(row!.questionCount).toBe(5);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/public-news-subject/?most_wanted=true&page_size=50',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { results?: { id: number }[] } | { id: number }[];
    const ids = (Array.isArray(body) ? body : (body.results ?? [])).map((s) => s.id);
    expect(ids.indexOf(grouped.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(grouped.id)).toBeLessThan(ids.indexOf(single.id));
  });
});

describe('answered_at', () => {
  it('is set on a link to a published subject and cleared on unlink', async () => {
    const subject = await makeSubject(t, { title: 'منتشرشده' });
    const q = await makeQuestion(t);
    await patch(q.id, { news_subject: subject.id });
    const answeredAt = (await read(q.id)).answeredAt;
    expect(answeredAt).toBeInstanceOf(Date);
    await patch(q.id, { title: 'عنوان تازه' });
    expect((await read(q.id)).answeredAt).toEqual(answeredAt);
    await patch(q.id, { news_subject: '' });
    expect((await read(q.id)).answeredAt).toBeNull();
  });

  it('waits for a draft subject and is set when it is published later, cleared when unpublished', async () => {
    const draft = await makeSubject(t, { title: 'پیش‌نویس', status: Status.Draft, datePublished: null });
    const q = await makeQuestion(t);
    const res = await patch(q.id, { news_subject: draft.id });
    expect(res.json().answered_at).toBeNull();
    expect((await read(q.id)).answeredAt).toBeNull();
    expect((await setStatus(draft.id, Status.Published)).statusCode).toBe(200);
    expect((await read(q.id)).answeredAt).toBeInstanceOf(Date);
    expect((await setStatus(draft.id, Status.Archived)).statusCode).toBe(200);
    expect((await read(q.id)).answeredAt).toBeNull();
  });

  it("shows on the asker's own list with the link; answered_at stays null for a hidden question", async () => {
    const subject = await makeSubject(t, { title: 'پاسخ در نمایه' });
    const asker = await makeUser(t);
    const q = await makeQuestion(t, { userId: asker.id });
    await patch(q.id, { news_subject: subject.id });
    const own = await send(t, 'GET', '/api/news/asked/', {
      authorization: `Bearer ${await tokenFor(t, asker)}`,
    });
    const mine = (own.json() as { id: number; answered_at: string | null; news_subject: number }[]).find(
      (x) => x.id === q.id,
    );
    expect(mine?.news_subject).toBe(subject.id);
    expect(mine?.answered_at).toEqual(expect.any(String));
    const hidden = await makeQuestion(t, { isShown: false });
    const draft = await makeSubject(t, { title: 'پنهان', status: Status.Draft, datePublished: null });
    await t.app.db.update(questions).set({ subjectId: draft.id }).where(eq(questions.id, hidden.id));
    await setStatus(draft.id, Status.Published);
    expect((await read(hidden.id)).answeredAt).toBeNull();
  });
});

describe('telling the askers', () => {
  it('queues one SMS with the title and the absolute link, and never a second (link, unlink, relink)', async () => {
    const subject = await makeSubject(t, { title: 'پاسخ داده شد' });
    const asker = await makeUser(t);
    const q = await makeQuestion(t, { userId: asker.id, title: 'آیا آب شهر آلوده است؟' });
    await patch(q.id, { news_subject: subject.id });
    await patch(q.id, { news_subject: '' });
    await patch(q.id, { news_subject: subject.id });
    const rows = await outboxRows(q.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      toMobile: asker.mobile,
      status: OutboxStatus.Pending,
      attempts: 0,
      text: `راستی: پرسش شما «آیا آب شهر آلوده است؟» پاسخ داده شد: https://rasti.example/news-subject-page/${subject.id}`,
    });
    expect((await read(q.id)).answeredAt).toBeInstanceOf(Date);
  });

  it('cuts a long title so the message stays short', () => {
    const text = answeredText('ب'.repeat(120), subjectUrl('https://rasti.example/', 7));
    expect(text).toBe(
      `راستی: پرسش شما «${'ب'.repeat(39)}…» پاسخ داده شد: https://rasti.example/news-subject-page/7`,
    );
  });

  it('queues nothing for anonymous askers, blocked accounts or an account without a mobile', async () => {
    const subject = await makeSubject(t, { title: 'بی‌پیامک' });
    const anonymous = await makeQuestion(t, { fullName: 'ناشناس' });
    const blocked = await makeQuestion(t, { userId: (await makeUser(t, { isActive: false })).id });
    const noMobile = await makeQuestion(t, { userId: (await makeUser(t, { mobile: '' })).id });
    const g = newGroup();
    for (const q of [anonymous, blocked, noMobile]) {
      await t.app.db.update(questions).set({ groupId: g }).where(eq(questions.id, q.id));
    }
    const res = await patch(anonymous.id, { news_subject: subject.id, apply_to_group: true });
    expect((res.json() as QuestionUpdateResponse).group_linked).toBe(3);
    for (const q of [anonymous, blocked, noMobile]) {
      expect((await read(q.id)).answeredAt).toBeInstanceOf(Date);
      expect(await outboxRows(q.id)).toHaveLength(0);
    }
  });

  it('queues one message for each asker of a group answered at once, and when a subject is published', async () => {
    const draft = await makeSubject(t, { title: 'گروه پیش‌نویس', status: Status.Draft, datePublished: null });
    const g = newGroup();
    const askers = [await makeUser(t), await makeUser(t), await makeUser(t)];
    const qs = [];
    for (const asker of askers) qs.push(await makeQuestion(t, { userId: asker.id, groupId: g }));
    await patch(qs[0]!.id, { news_subject: draft.id, apply_to_group: true });
    for (const q of qs) expect(await outboxRows(q.id)).toHaveLength(0);
    await setStatus(draft.id, Status.Published);
    await setStatus(draft.id, Status.Archived);
    await setStatus(draft.id, Status.Published);
    for (const [i, q] of qs.entries()) {
      const rows = await outboxRows(q.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.toMobile).toBe(askers[i]!.mobile);
    }
  });
});

describe('drainSmsOutbox', () => {
  async function queued() {
    const subject = await makeSubject(t, { title: 'صف پیامک' });
    const asker = await makeUser(t);
    const q = await makeQuestion(t, { userId: asker.id, title: 'پرسش صف' });
    await patch(q.id, { news_subject: subject.id });
    return { q, asker, subject };
  }
  /** earlier tests' messages are not this test's business */
  const clearOthers = async (keep: number) => {
    const all = await t.app.db.select().from(smsOutbox);
    for (const row of all) {
      if (row.questionId !== keep && row.status === OutboxStatus.Pending) {
        await t.app.db.update(smsOutbox).set({ status: OutboxStatus.Sent }).where(eq(smsOutbox.id, row.id));
      }
    }
  };

  it('writes {"to","text","at"} to the development outbox beside the codes and marks the row sent', async () => {
    const { q, asker, subject } = await queued();
    await clearOthers(q.id);
    const sender = new OutboxSender(t.dataDir, t.app.log);
    expect(await drainSmsOutbox({ db: t.app.db, sender })).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    const line = t.outbox().find((e) => e.to === asker.mobile && e.text !== undefined);
    expect(Object.keys(line!).sort()).toEqual(['at', 'text', 'to']);
    expect(line!.text).toContain(`https://rasti.example/news-subject-page/${subject.id}`);
    expect(Number.isNaN(Date.parse(line!.at))).toBe(false);
    const [row] = await outboxRows(q.id);
    expect(row).toMatchObject({ status: OutboxStatus.Sent, attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // sent once: another round sends nothing
    expect(await drainSmsOutbox({ db: t.app.db, sender })).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
  });

  it('keeps a message after a gateway failure and sends it on a later round', async () => {
    const { q, asker } = await queued();
    await clearOthers(q.id);
    const now = new Date();
    const failing = gateway(true);
    expect(await drainSmsOutbox({ db: t.app.db, sender: failing.sender, now })).toEqual({
      sent: 0,
      failed: 1,
      gaveUp: 0,
    });
    const [row] = await outboxRows(q.id);
    expect(row).toMatchObject({ status: OutboxStatus.Pending, attempts: 1, lastError: 'sms_failed' });
    expect(row!.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    expect(row!.lastError).not.toContain(asker.mobile);
    // not due yet: nothing is tried
    const working = gateway();
    expect((await drainSmsOutbox({ db: t.app.db, sender: working.sender, now })).sent).toBe(0);
    const later = new Date(now.getTime() + retryDelayMs(1));
    expect((await drainSmsOutbox({ db: t.app.db, sender: working.sender, now: later })).sent).toBe(1);
    expect(working.sent).toEqual([{ to: asker.mobile, text: row!.text }]);
    expect((await outboxRows(q.id))[0]).toMatchObject({ status: OutboxStatus.Sent, attempts: 2 });
  });

  it('gives a message up after the last attempt, keeping the error', async () => {
    const { q } = await queued();
    await clearOthers(q.id);
    const failing = gateway(true);
    let now = new Date();
    for (let i = 1; i <= 3; i++) {
      await drainSmsOutbox({ db: t.app.db, sender: failing.sender, now, maxAttempts: 3 });
      now = new Date(now.getTime() + retryDelayMs(i));
    }
    expect((await outboxRows(q.id))[0]).toMatchObject({
      status: OutboxStatus.GaveUp,
      attempts: 3,
      lastError: 'sms_failed',
    });
    expect((await drainSmsOutbox({ db: t.app.db, sender: gateway().sender, now })).sent).toBe(0);
  });

  it('keeps no more than the kind of an unexpected error', async () => {
    const { q } = await queued();
    await clearOthers(q.id);
    const sender: SmsSender = {
      kind: 'kavenegar',
      sendCode: async () => {},
      sendText: async () => {
        throw new TypeError('fetch failed https://api.kavenegar.com/v1/SECRET/sms/send.json');
      },
    };
    await drainSmsOutbox({ db: t.app.db, sender });
    expect((await outboxRows(q.id))[0]!.lastError).toBe('TypeError');
    expect(smsFailed()).toBeInstanceOf(AppError);
  });
});

describe('the sender loop with a failing gateway', () => {
  let u: TestContext;
  beforeAll(async () => {
    u = await createTestApp({
      publicUrl: 'https://rasti.example',
      sms: { sender: 'kavenegar', apiKey: 'key', template: 'otp', baseUrl: 'http://127.0.0.1:1' },
      smsOutbox: { intervalMs: 50, maxAttempts: 8 },
    });
  });
  afterAll(async () => {
    await u?.close();
  });

  it("saves the staff's link at once and leaves the message pending for a later round", async () => {
    const headers = (await actors(u))(2);
    const subject = (
      await u.app.db
        .insert(subjects)
        .values({ title: 'حلقه', abstract: 'چکیده', content: '<p>متن</p>', status: 2, searchText: 'حلقه' })
        .returning()
    )[0]!;
    const asker = await makeUser(u);
    const [q] = await u.app.db
      .insert(questions)
      .values({ title: 'پرسش', summary: 'علت', searchText: 'پرسش علت', userId: asker.id })
      .returning();
    const res = await u.app.inject({
      method: 'PATCH',
      url: one(q!.id),
      payload: { news_subject: subject.id },
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().news_subject).toBe(subject.id);
    let row: typeof smsOutbox.$inferSelect | undefined;
    // until the failed attempt is recorded (the claim counts the attempt a moment before)
    for (let i = 0; i < 100 && !row?.lastError; i++) {
      await new Promise((r) => setTimeout(r, 50));
      [row] = await u.app.db.select().from(smsOutbox).where(eq(smsOutbox.questionId, q!.id));
    }
    expect(row).toMatchObject({ status: OutboxStatus.Pending, attempts: 1, lastError: 'sms_failed' });
    expect(await rowCount(u, smsOutbox)).toBe(1);
  });
});
