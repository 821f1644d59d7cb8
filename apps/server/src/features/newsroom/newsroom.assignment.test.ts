import { NEWSROOM_MESSAGES, QUESTION_QUEUE_LABELS } from '@rasti/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import {
  auditCount,
  entityAuditCount,
  headersOf,
  makeQuestion,
  makeReview,
  makeSubject,
  makeUser,
  minutesAgo,
  send,
} from '../../../test/factories.ts';
import { assignments, questions, revisions, users, workEvents } from '../../db/schema/index.ts';

// Assignment (ADR 33): who may put whom on a question group, a subject or a review, what the staff answers
// then carry, the work history and the item's history, the assignee's notice; the inbox's saved filters with
// their counts; 'my work' in due order.

const { t, as } = setupApp({ actors: true });
let userId: (role: 1 | 2 | 3 | 4 | 5) => number;
let subjectId: number;

beforeAll(async () => {
  const ids = new Map((await t.app.db.select().from(users)).map((u) => [u.role, u.id]));
  userId = (role) => ids.get(role)!;
  subjectId = (await makeSubject(t, { title: 'ادعای کمبود دارو' })).id;
});

const assign = (who: 1 | 2 | 3 | 4 | 5 | 'guest', path: string, body: Record<string, unknown>) =>
  send(t, 'PATCH', `/api/news/${path}/assignment/`, as(who), body);

const eventsOf = (kind: string, itemId: number) =>
  t.app.db
    .select()
    .from(workEvents)
    .where(and(eq(workEvents.kind, kind), eq(workEvents.itemId, itemId)))
    .orderBy(asc(workEvents.id));

describe('assigning work', () => {
  it('lets an admin assign a subject to a board member with a due date: answers, history, audit and a notice', async () => {
    const subject = await makeSubject(t, { title: 'ادعای افزایش قیمت بنزین' });
    const res = await assign(3, `news-subject/${subject.id}`, { assignee: userId(4), due: '2026-12-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ assignee: { id: userId(4), full_name: 'نقش 4' }, due: '2026-12-01' });

    const detail = await send(t, 'GET', `/api/news/news-subject/${subject.id}/`, as(5));
    expect(detail.json()).toMatchObject({ assignee: { id: userId(4) }, due: '2026-12-01' });
    const list = await send(t, 'GET', '/api/news/news-subject/?page_size=100', as(4));
    const row = (list.json() as { id: number; assignee: unknown }[]).find((s) => s.id === subject.id);
    expect(row?.assignee).toEqual({ id: userId(4), full_name: 'نقش 4' });
    const other = (list.json() as { id: number; assignee: unknown; due: unknown }[]).find(
      (s) => s.id === subjectId,
    );
    expect(other).toMatchObject({ assignee: null, due: null });

    // the work history carries who, whom, by when, and its time
    const [event] = await eventsOf('s', subject.id);
    expect(event).toMatchObject({
      action: 'assign',
      actorId: userId(3),
      assigneeId: userId(4),
      due: '2026-12-01',
    });
    expect(event!.at).toBeInstanceOf(Date);
    expect(await auditCount(t, 'work.assign', subject.id)).toBe(1);
    // the subject's own history shows the change with its old (empty) values
    const history = await send(t, 'GET', `/api/news/news-subject/${subject.id}/history/`, as(2));
    expect(history.json()[0]).toMatchObject({ fields: ['assignee', 'due'] });

    // the board member's notice: one unread, listed, then read
    const count = await send(t, 'GET', '/api/news/notices/count/', as(4));
    expect(count.json().unread).toBeGreaterThanOrEqual(1);
    const notices = await send(t, 'GET', '/api/news/notices/', as(4));
    const notice = (notices.json() as { id: number; text: string; kind: string; item: number }[]).find(
      (n) => n.item === subject.id && n.kind === 's',
    );
    expect(notice?.text).toBe('موضوع «ادعای افزایش قیمت بنزین» به شما سپرده شد.');
    const read = await send(t, 'POST', '/api/news/notices/read/', as(4), { ids: [notice!.id] });
    expect(read.json().unread).toBe(count.json().unread - 1);
    // nobody else got it
    const others = await send(t, 'GET', '/api/news/notices/', as(5));
    expect((others.json() as { item: number }[]).some((n) => n.item === subject.id)).toBe(false);
  });

  it('reassigns and unassigns, each step in the history', async () => {
    const review = await makeReview(t, { subjectId, title: 'بررسی دارو', status: 1, authorId: userId(4) });
    expect((await assign(2, `review-subject/${review.id}`, { assignee: userId(4) })).statusCode).toBe(200);
    expect((await assign(2, `review-subject/${review.id}`, { assignee: userId(5) })).json().assignee.id).toBe(
      userId(5),
    );
    const unassigned = await assign(3, `review-subject/${review.id}`, { assignee: '' });
    expect(unassigned.json()).toEqual({ assignee: null, due: null });
    expect(
      await t.app.db
        .select()
        .from(assignments)
        .where(and(eq(assignments.kind, 'r'), eq(assignments.itemId, review.id))),
    ).toEqual([]);
    const events = await eventsOf('r', review.id);
    expect(events.map((e) => e.assigneeId)).toEqual([userId(4), userId(5), null]);
    const history = await t.app.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, 'r'), eq(revisions.itemId, review.id)))
      .orderBy(asc(revisions.id));
    expect(history.map((h) => h.oldValues.assignee)).toEqual([null, userId(4), userId(5)]);
    expect(await auditCount(t, 'work.assign', review.id)).toBe(3);
  });

  it('lets a board member or an editor take unassigned work for themselves only', async () => {
    const subject = await makeSubject(t, { title: 'ادعای تعطیلی مدارس' });
    // not for someone else
    const forOther = await assign(4, `news-subject/${subject.id}`, { assignee: userId(5) });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().detail).toBe(NEWSROOM_MESSAGES.takeOnlyUnassigned);
    // for themselves: yes
    expect(
      (await assign(4, `news-subject/${subject.id}`, { assignee: userId(4), due: '1405-09-20' })).statusCode,
    ).toBe(200);
    // taken work cannot be taken over (too late: 409), released or re-dated by another taker, nor by the taker
    const late = await assign(5, `news-subject/${subject.id}`, { assignee: userId(5) });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(NEWSROOM_MESSAGES.alreadyTaken);
    expect((await assign(4, `news-subject/${subject.id}`, { assignee: '' })).statusCode).toBe(403);
    expect((await assign(5, `news-subject/${subject.id}`, { due: '2026-12-30' })).statusCode).toBe(403);
    // an admin may
    expect((await assign(2, `news-subject/${subject.id}`, { assignee: userId(5) })).statusCode).toBe(200);
    // a regular user and a guest never reach it
    expect((await assign(1, `news-subject/${subject.id}`, { assignee: userId(1) })).statusCode).toBe(403);
    expect((await assign('guest', `news-subject/${subject.id}`, {})).statusCode).toBe(401);
    const [row] = await t.app.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.kind, 's'), eq(assignments.itemId, subject.id)));
    expect(row).toMatchObject({ assigneeId: userId(5), due: '1405-09-20' });
  });

  it('gives an item taken by three staff members at the same moment to one of them; the others get a 409', async () => {
    // two editors and a board member press 'برمی‌دارم' together on a subject, a review and a lone question;
    // on PostgreSQL the three requests run side by side on the pool's connections
    const editor = await makeUser(t, { role: 5, firstName: 'سردبیر', lastName: 'دوم' });
    const takers = [
      { id: userId(4), headers: as(4) },
      { id: userId(5), headers: as(5) },
      { id: editor.id, headers: await headersOf(t, editor) },
    ];
    const subject = await makeSubject(t, { title: 'ادعای قطعی برق' });
    const review = await makeReview(t, { subjectId, title: 'بررسی قطعی برق', status: 1 });
    const question = await makeQuestion(t, { title: 'آیا برق قطع می‌شود؟' });
    for (const [kind, path] of [
      ['s', `news-subject/${subject.id}`],
      ['r', `review-subject/${review.id}`],
      ['g', `asked/${question.id}`],
    ] as const) {
      const answers = await Promise.all(
        takers.map((who) =>
          send(t, 'PATCH', `/api/news/${path}/assignment/`, who.headers, { assignee: who.id }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const winner = takers[answers.findIndex((a) => a.statusCode === 200)]!;
      for (const lost of answers.filter((a) => a.statusCode === 409))
        expect(lost.json()).toMatchObject({ code: 'conflict', detail: NEWSROOM_MESSAGES.alreadyTaken });
      const itemId =
        kind === 'g'
          ? (await t.app.db.select().from(questions).where(eq(questions.id, question.id)))[0]!.groupId!
          : kind === 's'
            ? subject.id
            : review.id;
      const rows = await t.app.db
        .select()
        .from(assignments)
        .where(and(eq(assignments.kind, kind), eq(assignments.itemId, itemId)));
      expect(rows.map((r) => r.assigneeId)).toEqual([winner.id]);
      // one step in the work history and the audit log: the losers' writes were rolled back
      expect((await eventsOf(kind, itemId)).map((e) => e.assigneeId)).toEqual([winner.id]);
      expect(
        await entityAuditCount(
          t,
          kind === 'g' ? 'question_group' : kind === 's' ? 'subject' : 'review',
          itemId,
        ),
      ).toBe(1);
    }
  });

  it('refuses an assignee who is not active staff, a malformed due date and an unknown item', async () => {
    const regular = await assign(2, `news-subject/${subjectId}`, { assignee: userId(1) });
    expect(regular.statusCode).toBe(400);
    expect(regular.json().fields.assignee).toEqual([NEWSROOM_MESSAGES.unknownAssignee]);
    const blocked = await makeUser(t, { role: 4, isActive: false });
    expect((await assign(2, `news-subject/${subjectId}`, { assignee: blocked.id })).statusCode).toBe(400);
    expect((await assign(2, `news-subject/${subjectId}`, { due: '1405/09/20' })).statusCode).toBe(400);
    expect((await assign(2, 'news-subject/999999', { assignee: userId(4) })).statusCode).toBe(404);
    expect((await assign(2, 'asked/999999', { assignee: userId(4) })).statusCode).toBe(404);
  });

  it("assigns a question's group; a question alone gets a group of its own that later questions share", async () => {
    const alone = await makeQuestion(t, { title: 'آیا نان گران شد؟' });
    const res = await assign(2, `asked/${alone.id}`, { assignee: userId(5) });
    expect(res.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(questions).where(eq(questions.id, alone.id));
    expect(after!.groupId).not.toBeNull();
    const sibling = await makeQuestion(t, { title: 'نان گران شده؟', groupId: after!.groupId });
    const detail = await send(t, 'GET', `/api/news/asked/${sibling.id}/`, as(3));
    expect(detail.json()).toMatchObject({ assignee: { id: userId(5) }, due: null });
    // the asker's own list never says who is on it
    const asker = await makeUser(t);
    const own = await makeQuestion(t, { title: 'پرسش خودم', userId: asker.id, groupId: after!.groupId });
    const mine = await send(t, 'GET', '/api/news/asked/', await headersOf(t, asker));
    const ownRow = (mine.json() as { id: number }[]).find((q) => q.id === own.id);
    expect(ownRow).toBeDefined();
    expect(ownRow).not.toHaveProperty('assignee');
    const [event] = await eventsOf('g', after!.groupId!);
    expect(event).toMatchObject({ action: 'assign', assigneeId: userId(5) });
    expect(await entityAuditCount(t, 'question_group', after!.groupId!)).toBe(1);
  });
});

describe('whom work can be assigned to', () => {
  it('lists active staff by name for every staff role, never regular users', async () => {
    const res = await send(t, 'GET', '/api/news/staff/', as(4));
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { id: number; role: number }[]).map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([userId(2), userId(3), userId(4), userId(5)]));
    expect(ids).not.toContain(userId(1));
    expect((await send(t, 'GET', '/api/news/staff/', as(1))).statusCode).toBe(403);
  });
});

describe("'my work'", () => {
  it("lists the signed-in staff member's groups, subjects and reviews, oldest due first and undated last", async () => {
    const me = await makeUser(t, { role: 5, firstName: 'سردبیر', lastName: 'کاری' });
    const headers = await headersOf(t, me);
    const late = await makeSubject(t, { title: 'موضوع دیر' });
    const soon = await makeReview(t, { subjectId, title: 'بررسی زود', status: 1 });
    const undated = await makeQuestion(t, { title: 'پرسش بی‌مهلت' });
    await assign(2, `news-subject/${late.id}`, { assignee: me.id, due: '2027-01-10' });
    await assign(2, `asked/${undated.id}`, { assignee: me.id });
    await assign(2, `review-subject/${soon.id}`, { assignee: me.id, due: '2026-12-05' });
    const res = await send(t, 'GET', '/api/news/my-work/', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const items = res.json() as {
      kind: string;
      id: number;
      title: string;
      due: string | null;
      question: number | null;
    }[];
    expect(items.map((i) => [i.kind, i.title, i.due])).toEqual([
      ['r', 'بررسی زود', '2026-12-05'],
      ['s', 'موضوع دیر', '2027-01-10'],
      ['g', 'پرسش بی‌مهلت', null],
    ]);
    expect(items[2]!.question).toBe(undated.id);
    // paged
    const second = await send(t, 'GET', '/api/news/my-work/?page=2&page_size=2', headers);
    expect((second.json() as unknown[]).length).toBe(1);
    // another staff member's list does not hold them
    const theirs = await send(t, 'GET', '/api/news/my-work/?page_size=100', as(3));
    expect((theirs.json() as { title: string }[]).map((i) => i.title)).not.toContain('موضوع دیر');
  });
});

describe('work a board member or an editor may take', () => {
  it("offers them in 'my work' the published subjects without a review and the drafts they may edit; taken work leaves", async () => {
    const board = await makeUser(t, { role: 4, firstName: 'عضو', lastName: 'هیئت' });
    const boardHeaders = await headersOf(t, board);
    const asked = await makeSubject(t, { title: 'موضوع پرسیده‌شده', questionCount: 1000 });
    const quiet = await makeSubject(t, { title: 'موضوع بی‌پرسش' });
    const reviewed = await makeSubject(t, { title: 'موضوع بررسی‌شده' });
    await makeReview(t, { subjectId: reviewed.id, title: 'بررسی منتشرشده', authorId: board.id });
    await makeSubject(t, { title: 'موضوع پیش‌نویس', status: 1, datePublished: null });
    const own = await makeReview(t, {
      subjectId: quiet.id,
      title: 'پیش‌نویس عضو هیئت',
      status: 1,
      authorId: board.id,
    });
    const other = await makeReview(t, {
      subjectId: quiet.id,
      title: 'پیش‌نویس دیگری',
      status: 1,
      authorId: userId(5),
    });
    const offered = async (kind: 's' | 'r', headers: Record<string, string>) => {
      const res = await send(t, 'GET', `/api/news/my-work/takeable/?kind=${kind}&page_size=100`, headers);
      expect(res.statusCode).toBe(200);
      const items = res.json() as { id: number; title: string; kind: string; demand: number | null }[];
      expect(Number(res.headers['x-total-count'])).toBe(items.length);
      return items;
    };

    // subjects: published, without a published review, most asked first; a draft subject is not offered
    const subjects = await offered('s', boardHeaders);
    expect(subjects[0]).toMatchObject({ id: asked.id, kind: 's', title: 'موضوع پرسیده‌شده', demand: 1000 });
    const subjectTitles = subjects.map((i) => i.title);
    expect(subjectTitles).toContain('موضوع بی‌پرسش');
    expect(subjectTitles).not.toContain('موضوع بررسی‌شده');
    expect(subjectTitles).not.toContain('موضوع پیش‌نویس');
    // reviews: a board member's own drafts; an editor's, every draft, newest first
    expect((await offered('r', boardHeaders)).map((i) => i.id)).toEqual([own.id]);
    const editorReviews = (await offered('r', as(5))).map((i) => i.id);
    expect(editorReviews.indexOf(other.id)).toBeLessThan(editorReviews.indexOf(own.id));
    expect(editorReviews.indexOf(own.id)).toBeGreaterThanOrEqual(0);

    // taken: it leaves everyone's offer and is in the taker's 'my work'
    expect((await assign(4, `news-subject/${asked.id}`, { assignee: userId(4) })).statusCode).toBe(200);
    expect((await offered('s', boardHeaders)).map((i) => i.id)).not.toContain(asked.id);
    expect((await offered('s', as(5))).map((i) => i.id)).not.toContain(asked.id);
    const mine = await send(t, 'GET', '/api/news/my-work/?page_size=100', as(4));
    expect(
      (mine.json() as { kind: string; id: number }[]).some((i) => i.kind === 's' && i.id === asked.id),
    ).toBe(true);
    // a due date alone (no one on it) keeps it offered
    expect((await assign(2, `review-subject/${own.id}`, { due: '2026-12-20' })).statusCode).toBe(200);
    expect((await offered('r', boardHeaders)).map((i) => i.id)).toEqual([own.id]);

    // counted up to one past 500: more than that reads 'more than 500'
    await t.app.db.execute(
      sql`insert into subjects (title, status, date_published) select 'موضوع انبوه ' || g, 2, now() from generate_series(1, 510) g`,
    );
    const many = await send(t, 'GET', '/api/news/my-work/takeable/?kind=s&page_size=10', boardHeaders);
    expect(many.headers['x-total-count']).toBe('501');
    expect((many.json() as unknown[]).length).toBe(10);

    // the managers assign from the inbox and the forms: not offered to them
    for (const who of [1, 2, 3] as const)
      expect((await send(t, 'GET', '/api/news/my-work/takeable/', as(who))).statusCode).toBe(403);
  });
});

describe("the inbox's saved filters", () => {
  it('filters by queue and by channel, and counts each in one answer', async () => {
    // a file of its own: the queues count every shown question, so this test owns those it makes
    const before = (await send(t, 'GET', '/api/news/asked/queues/', as(2))).json();
    const old = await makeQuestion(t, { title: 'پرسش قدیمی', registerDate: minutesAgo(60 * 49) });
    const recent = await makeQuestion(t, { title: 'پرسش تازه', channel: 'telegram' });
    const answered = await makeQuestion(t, {
      title: 'پرسش پاسخ‌داده',
      registerDate: minutesAgo(60 * 72),
      answeredAt: minutesAgo(60),
    });
    const groupA = await makeQuestion(t, { title: 'پرسش گروهی ۱', channel: 'bale' });
    await send(t, 'POST', `/api/news/asked/${groupA.id}/group/`, as(2), { question: recent.id });
    await assign(2, `asked/${groupA.id}`, { assignee: userId(2) });
    const after = (await send(t, 'GET', '/api/news/asked/queues/', as(2))).json();
    expect(after.all - before.all).toBe(4);
    expect(after.stale - before.stale).toBe(1);
    expect(after.once - before.once).toBe(2); // old and answered; the group of two is asked twice
    expect(after.mine - before.mine).toBe(2);
    expect(after.unassigned - before.unassigned).toBe(2);
    expect(after.channels.telegram - before.channels.telegram).toBe(1);
    expect(after.channels.bale - before.channels.bale).toBe(1);
    expect(after.channels.web - before.channels.web).toBe(2);

    const ids = async (query: string, who: 2 | 3 = 2) =>
      (
        (await send(t, 'GET', `/api/news/asked/?page_size=100&${query}`, as(who))).json() as { id: number }[]
      ).map((q) => q.id);
    expect(await ids('queue=stale')).toContain(old.id);
    expect(await ids('queue=stale')).not.toContain(answered.id);
    expect(await ids('queue=stale')).not.toContain(recent.id);
    expect(await ids('queue=mine')).toEqual(expect.arrayContaining([recent.id, groupA.id]));
    expect(await ids('queue=mine', 3)).not.toContain(recent.id);
    expect(await ids('queue=unassigned')).toEqual(expect.arrayContaining([old.id, answered.id]));
    expect(await ids('queue=unassigned')).not.toContain(recent.id);
    expect(await ids('queue=once')).toEqual(expect.arrayContaining([old.id, answered.id]));
    expect(await ids('queue=once')).not.toContain(groupA.id);
    const demand = await ids('queue=demand');
    expect(demand.indexOf(recent.id)).toBeLessThan(demand.indexOf(old.id));
    expect(await ids('channel=telegram')).toContain(recent.id);
    expect(await ids('channel=telegram')).not.toContain(old.id);
    expect(await ids('queue=mine&channel=bale')).toEqual([groupA.id]);
    // the chips' words
    expect(QUESTION_QUEUE_LABELS.stale).toBe('بی‌پاسخ بیش از ۴۸ ساعت');
  });

  it('keeps the counts to the inbox staff', async () => {
    for (const who of [1, 4, 5] as const)
      expect((await send(t, 'GET', '/api/news/asked/queues/', as(who))).statusCode).toBe(403);
  });
});
