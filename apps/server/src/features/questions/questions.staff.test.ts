import {
  QUESTION_ERROR_CODES,
  QUESTION_LIMITS,
  QUESTION_MESSAGES,
  type Question,
  SERVER_MESSAGES,
} from '@rasti/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { auditLog, otpCodes, questions, refreshTokens, subjects, users } from '../../db/schema/index.ts';
import {
  auditEntries,
  bearer,
  form,
  freshMobile,
  makeQuestion,
  makeSubject,
  makeUser,
  rowCount,
  send,
  signIn,
  tokenFor,
} from '../../../test/factories.ts';
import { questionSearchText } from './questions.repository.ts';

const { t, as } = setupApp({ actors: true });

const LIST = '/api/news/asked/';
const one = (id: number) => `/api/news/asked/${id}/`;
const block = (id: number) => `/api/news/asked/${id}/block-user/`;
const ids = (res: { json(): unknown }) => (res.json() as Question[]).map((q) => q.id);

const read = async (id: number) => (await t.app.db.select().from(questions).where(eq(questions.id, id)))[0]!;

describe('who may use /news/asked/', () => {
  it('shows roles 2 and 3 the inbox, and roles 1, 4 and 5 only their own questions', async () => {
    const asker = await makeUser(t);
    const theirs = await makeQuestion(t, { userId: asker.id });
    const anonymous = await makeQuestion(t, { fullName: 'ناشناس' });
    for (const who of [2, 3] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${LIST}?page_size=100`, headers: as(who) });
      expect(res.statusCode).toBe(200);
      expect(ids(res)).toEqual(expect.arrayContaining([theirs.id, anonymous.id]));
    }
    for (const who of [1, 4, 5] as const) {
      const res = await t.app.inject({ method: 'GET', url: LIST, headers: as(who) });
      expect(res.statusCode).toBe(200);
      expect(ids(res)).not.toContain(theirs.id);
      expect(ids(res)).not.toContain(anonymous.id);
    }
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });

  it('refuses role 1, 4 and 5 (403, Persian) and guests (401) on every staff call, changing nothing', async () => {
    const asker = await makeUser(t);
    const q = await makeQuestion(t, { userId: asker.id });
    const subject = await makeSubject(t, { title: 'موضوع برای پیوند' });
    const calls = [
      { method: 'GET' as const, url: one(q.id) },
      { method: 'PATCH' as const, url: one(q.id), payload: { title: 'عوض شد', news_subject: subject.id } },
      { method: 'DELETE' as const, url: one(q.id) },
      { method: 'POST' as const, url: block(q.id) },
    ];
    const audit = await rowCount(t, auditLog);
    for (const who of ['guest', 1, 4, 5] as const) {
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: as(who) });
        expect(res.statusCode, `${who} ${call.method}`).toBe(who === 'guest' ? 401 : 403);
        expect(res.json().detail).toBe(
          who === 'guest' ? SERVER_MESSAGES.unauthorized : SERVER_MESSAGES.forbidden,
        );
      }
    }
    expect(await read(q.id)).toMatchObject({ title: q.title, subjectId: null, isShown: true });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, asker.id));
    expect(user!.isActive).toBe(true);
    expect(await rowCount(t, auditLog)).toBe(audit);
  });
});

describe('the inbox (GET /news/asked/ as roles 2 and 3)', () => {
  let subjectId: number;
  let linked: number;
  let open: number;
  let hidden: number;
  beforeAll(async () => {
    await t.app.db.delete(questions);
    const subject = await makeSubject(t, { title: 'قیمت نان' });
    subjectId = subject.id;
    const asker = await makeUser(t, { firstName: 'مریم', lastName: 'احمدی' });
    linked = (
      await makeQuestion(t, {
        title: 'نان گران می‌شود؟',
        summary: 'پیامی در گروه خانوادگي',
        userId: asker.id,
        subjectId,
        registerDate: new Date('2025-01-03T10:00:00Z'),
      })
    ).id;
    open = (
      await makeQuestion(t, {
        title: 'واکسن و ناباروری',
        fullName: 'رهگذر',
        registerDate: new Date('2025-01-02T10:00:00Z'),
      })
    ).id;
    hidden = (
      await makeQuestion(t, {
        title: 'هرزنامه',
        isShown: false,
        registerDate: new Date('2025-01-04T10:00:00Z'),
      })
    ).id;
  });

  it('lists shown questions newest first, with the asker and the subject, and the total', async () => {
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: as(3) });
    expect(res.headers['x-total-count']).toBe('2');
    const body = res.json() as Question[];
    expect(body.map((q) => q.id)).toEqual([linked, open]);
    expect(body[0]).toMatchObject({
      full_name: 'مریم احمدی',
      news_subject: subjectId,
      news_subject_title: 'قیمت نان',
      is_shown: true,
      user_active: true,
      user: { full_name: 'مریم احمدی', avatar: null },
      register_date: '2025-01-03T10:00:00.000Z',
    });
    expect(body[1]).toMatchObject({ full_name: 'رهگذر', user: null, user_active: null, news_subject: null });
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        'id',
        'title',
        'summary',
        'resource',
        'full_name',
        'avatar',
        'news_subject',
        'news_subject_title',
        'group',
        'demand',
        'is_shown',
        'user_active',
        'user',
        'register_date',
        'answered_at',
        'channel',
        'pictures',
        // who is on its group and by when (ADR 33)
        'assignee',
        'due',
      ].sort(),
    );
    expect(body[0]).toMatchObject({ assignee: null, due: null });
    expect(body[0]!.channel).toBe('web');
    expect(body[0]!.pictures).toEqual([]);
    expect(ids(res)).not.toContain(hidden);
  });

  it('filters with a subject, without a subject and all', async () => {
    const withSubject = await t.app.inject({
      method: 'GET',
      url: `${LIST}?has_subject=true`,
      headers: as(2),
    });
    expect(ids(withSubject)).toEqual([linked]);
    expect(withSubject.headers['x-total-count']).toBe('1');
    const without = await t.app.inject({ method: 'GET', url: `${LIST}?has_subject=false`, headers: as(2) });
    expect(ids(without)).toEqual([open]);
    const all = await t.app.inject({ method: 'GET', url: LIST, headers: as(2) });
    expect(ids(all)).toEqual([linked, open]);
    const bad = await t.app.inject({ method: 'GET', url: `${LIST}?has_subject=maybe`, headers: as(2) });
    expect(bad.statusCode).toBe(400);
  });

  it('searches title and reason with Persian normalisation', async () => {
    // Arabic ي in the query finds the Persian ی of 'خانوادگی' stored with an Arabic ي, and the other way
    const res = await send(t, 'GET', `${LIST}?search=${encodeURIComponent('خانوادگی')}`, as(2));
    expect(ids(res)).toEqual([linked]);
    const byTitle = await send(t, 'GET', `${LIST}?search=${encodeURIComponent('واكسن')}`, as(2));
    expect(ids(byTitle)).toEqual([open]);
    const none = await t.app.inject({ method: 'GET', url: `${LIST}?search=%25`, headers: as(2) });
    expect(ids(none)).toEqual([]);
  });

  it('pages 10 to a page as the table asks', async () => {
    for (let i = 0; i < 11; i++) await makeQuestion(t, { title: `صفحه ${i}` });
    const first = await t.app.inject({ method: 'GET', url: `${LIST}?page_size=10`, headers: as(2) });
    expect(ids(first)).toHaveLength(10);
    expect(first.headers['x-total-count']).toBe('13');
    const second = await t.app.inject({ method: 'GET', url: `${LIST}?page_size=10&page=2`, headers: as(2) });
    expect(ids(second)).toHaveLength(3);
  });
});

describe('one report: GET, PATCH, DELETE /news/asked/{id}/', () => {
  it('answers any report, shown or not, and 404 for none', async () => {
    const hidden = await makeQuestion(t, { isShown: false });
    const res = await t.app.inject({ method: 'GET', url: one(hidden.id), headers: as(2) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: hidden.id, is_shown: false });
    const missing = await t.app.inject({ method: 'GET', url: one(999_999), headers: as(2) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(SERVER_MESSAGES.notFound);
  });

  it('links a subject, edits title and reason (multipart), records who did it, and unlinks', async () => {
    const q = await makeQuestion(t, { title: 'قدیمی', summary: 'علت قدیمی' });
    const subject = await makeSubject(t, { title: 'موضوع پاسخ' });
    const res = await send(
      t,
      'PATCH',
      one(q.id),
      as(3),
      form({ title: 'عنوان تازه', summary: 'علت تازه', news_subject: subject.id }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'عنوان تازه',
      summary: 'علت تازه',
      news_subject: subject.id,
      news_subject_title: 'موضوع پاسخ',
    });
    const stored = await read(q.id);
    expect(stored.searchText).toBe(questionSearchText({ title: 'عنوان تازه', summary: 'علت تازه' }));
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'question'), eq(auditLog.entityId, q.id)));
    expect(entry).toMatchObject({ action: 'question.update' });
    expect(JSON.parse(entry!.details!).fields.sort()).toEqual(['subjectId', 'summary', 'title']);

    const unlink = await send(t, 'PATCH', one(q.id), as(2), { news_subject: '' });
    expect(unlink.json()).toMatchObject({
      news_subject: null,
      news_subject_title: null,
      title: 'عنوان تازه',
    });
  });

  it.each([
    ['an empty title', { title: '' }, QUESTION_MESSAGES.titleRequired],
    ['a blank reason', { summary: '  ' }, QUESTION_MESSAGES.reasonRequired],
    ['an oversize title', { title: 'ا'.repeat(QUESTION_LIMITS.title + 1) }, QUESTION_MESSAGES.titleTooLong],
    [
      'an oversize reason',
      { summary: 'ا'.repeat(QUESTION_LIMITS.summary + 1) },
      QUESTION_MESSAGES.reasonTooLong,
    ],
    ['a subject id that is not a number', { news_subject: 'abc' }, QUESTION_MESSAGES.unknownSubject],
    ['a subject that does not exist', { news_subject: 999_999 }, QUESTION_MESSAGES.unknownSubject],
  ])('refuses %s with a Persian sentence and changes nothing', async (_label, payload, detail) => {
    const q = await makeQuestion(t);
    const res = await t.app.inject({ method: 'PATCH', url: one(q.id), headers: as(2), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
    expect(await read(q.id)).toMatchObject({ title: q.title, summary: q.summary, subjectId: null });
  });

  it('deactivates on DELETE: the row stays, leaves the inbox and can no longer be edited', async () => {
    const q = await makeQuestion(t, { title: 'برای حذف' });
    const res = await t.app.inject({ method: 'DELETE', url: one(q.id), headers: as(3) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: q.id, is_shown: false });
    expect(await read(q.id)).toMatchObject({ isShown: false, title: 'برای حذف' });
    const inbox = await t.app.inject({ method: 'GET', url: `${LIST}?page_size=100`, headers: as(2) });
    expect(ids(inbox)).not.toContain(q.id);
    // deleting again changes nothing and says the same
    expect((await t.app.inject({ method: 'DELETE', url: one(q.id), headers: as(2) })).statusCode).toBe(200);
    const audits = await auditEntries(t, 'question.hide', q.id);
    expect(audits).toHaveLength(1);
    const edit = await send(t, 'PATCH', one(q.id), as(2), { title: 'x' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      detail: QUESTION_MESSAGES.hidden,
      code: QUESTION_ERROR_CODES.hidden,
    });
    expect((await t.app.inject({ method: 'DELETE', url: one(999_999), headers: as(2) })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /news/asked/{id}/block-user/', () => {
  it('blocks the asker at once: their access token is refused, their refresh tokens are revoked, they cannot ask', async () => {
    const mobile = freshMobile();
    const session = await signIn(t, mobile);
    const askRes = await send(
      t,
      'POST',
      '/api/public/public-user-question/',
      bearer(session.access),
      form({ title: 'پرسش من', summary: 'علت' }),
    );
    const qid = askRes.json().id as number;

    const res = await t.app.inject({ method: 'POST', url: block(qid), headers: as(3) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: qid, user_active: false });

    const [user] = await t.app.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user!.isActive).toBe(false);
    const live = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user!.id));
    expect(live.every((r) => r.revokedAt !== null)).toBe(true);

    const me = await send(t, 'GET', '/api/accounts/users/me/', bearer(session.access));
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({ detail: SERVER_MESSAGES.blocked, code: 'account_blocked' });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect([401, 403]).toContain(refreshed.statusCode);
    const again = await send(
      t,
      'POST',
      '/api/public/public-user-question/',
      bearer(session.access),
      form({ title: 'باز هم', summary: 'علت' }),
    );
    expect(again.statusCode).toBe(403);
    expect(await rowCount(t, questions, eq(questions.userId, user!.id))).toBe(1);

    const [entry] = await auditEntries(t, 'user.block', user!.id);
    expect(JSON.parse(entry!.details!)).toEqual({ question: qid });

    // the same button activates them again; they may sign in anew
    const activate = await t.app.inject({ method: 'POST', url: block(qid), headers: as(2) });
    expect(activate.json()).toMatchObject({ user_active: true });
    // (the previous code's resend interval is not this test's subject)
    await t.app.db.delete(otpCodes).where(eq(otpCodes.mobile, mobile));
    const fresh = await signIn(t, mobile);
    const meAgain = await send(t, 'GET', '/api/accounts/users/me/', bearer(fresh.access));
    expect(meAgain.statusCode).toBe(200);
  });

  it('shows the blocked state in the inbox and on the report', async () => {
    const asker = await makeUser(t);
    const q = await makeQuestion(t, { userId: asker.id });
    await t.app.inject({ method: 'POST', url: block(q.id), headers: as(2) });
    const res = await t.app.inject({ method: 'GET', url: one(q.id), headers: as(2) });
    expect(res.json()).toMatchObject({ user_active: false, user: { id: asker.id } });
  });

  it('refuses an anonymous question (409) and a staff asker (403), changing nothing', async () => {
    const anonymous = await makeQuestion(t);
    const res = await t.app.inject({ method: 'POST', url: block(anonymous.id), headers: as(2) });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(QUESTION_MESSAGES.noAccount);

    const editor = await makeUser(t, { role: 5 });
    const fromStaff = await makeQuestion(t, { userId: editor.id });
    const staff = await t.app.inject({ method: 'POST', url: block(fromStaff.id), headers: as(3) });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().detail).toBe(QUESTION_MESSAGES.staffAsker);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, editor.id));
    expect(row!.isActive).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: block(999_999), headers: as(2) })).statusCode).toBe(
      404,
    );
  });
});

describe('the asker and the subject page', () => {
  it("shows the asker 'answered' only once a published subject answers a shown question", async () => {
    const asker = await makeUser(t);
    const headers = bearer(await tokenFor(t, asker));
    const draft = await makeSubject(t, { title: 'پیش‌نویس', status: 1, datePublished: null });
    const published = await makeSubject(t, { title: 'منتشرشده' });
    const q = await makeQuestion(t, { userId: asker.id });
    const mine = async () =>
      ((await t.app.inject({ method: 'GET', url: LIST, headers })).json() as Question[])[0]!;

    expect((await mine()).news_subject).toBeNull();
    const link = (subjectId: number) =>
      t.app.inject({ method: 'PATCH', url: one(q.id), headers: as(2), payload: { news_subject: subjectId } });
    await link(draft.id);
    expect((await mine()).news_subject).toBeNull();
    await link(published.id);
    expect(await mine()).toMatchObject({ news_subject: published.id, news_subject_title: 'منتشرشده' });
  });

  it("puts linked, shown questions on the subject's page and counts them for 'most demanded'", async () => {
    const subject = await makeSubject(t, { title: 'موضوع پرسش‌دار' });
    const shown = await makeQuestion(t, { title: 'پرسش دیده‌شده', fullName: 'علی' });
    const toHide = await makeQuestion(t, { title: 'پرسش پنهان' });
    for (const q of [shown, toHide]) {
      const res = await send(t, 'PATCH', one(q.id), as(2), { news_subject: subject.id });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({ method: 'DELETE', url: one(toHide.id), headers: as(2) });

    const page = await t.app.inject({ method: 'GET', url: `/api/public/public-news-subject/${subject.id}/` });
    expect(page.json().questions.map((q: { title: string }) => q.title)).toEqual(['پرسش دیده‌شده']);
    expect(page.json().questions[0]).toMatchObject({ full_name: 'علی', is_shown: true });
    const staffPage = await send(t, 'GET', `/api/news/news-subject/${subject.id}/`, as(2));
    expect(staffPage.json().questions).toHaveLength(2);
    const [counted] = await t.app.db
      .select({ n: subjects.questionCount })
      .from(subjects)
      .where(eq(subjects.id, subject.id));
    expect(counted!.n).toBe(1);
  });
});
