import { Approval, NEWSROOM_MESSAGES, Status } from '@rasti/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import {
  auditCount,
  form,
  makeEvaluation,
  makeSubject,
  png,
  send,
  webDist,
  type Who,
} from '../../../test/factories.ts';
import { reviews, revisions, subjects, users, workEvents } from '../../db/schema/index.ts';

// The second pair of eyes (REVIEW_APPROVAL=true, ADR 33): a board member's review saved as published waits
// as 'در انتظار تأیید'; an editor or an admin publishes it or sends it back with a note; nobody approves
// their own; every step is in the history; and until it is published no public surface shows it.

const ORIGIN = 'https://rasti.example';
const { t, as } = setupApp({
  actors: true,
  config: () => ({ reviewApproval: true, webDist: webDist(), publicUrl: ORIGIN }),
});
let userId: (role: 1 | 2 | 3 | 4 | 5) => number;
let subjectId: number;

beforeAll(async () => {
  const ids = new Map((await t.app.db.select().from(users)).map((u) => [u.role, u.id]));
  userId = (role) => ids.get(role)!;
  const verdict = await makeEvaluation(t, 'نادرست', '#d32f2f', 5);
  subjectId = (await makeSubject(t, { title: 'ادعای قطع اینترنت سراسری', evaluationId: verdict.id })).id;
});

const url = '/api/news/review-subject/';
async function write(who: Who, title: string, subject = subjectId) {
  const status = Status.Published;
  const fields = { subject, title, summary: 'خلاصهٔ بررسی', content: '<p>متن بررسی</p>', status };
  const res = await send(t, 'POST', url, as(who), form(fields, { main_images: await png() }));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; status: number; approval: number | null; can_approve: boolean };
}
const approve = (who: Who, id: number) => send(t, 'POST', `${url}${id}/approve/`, as(who));
const sendBack = (who: Who, id: number, note: string) =>
  send(t, 'POST', `${url}${id}/send-back/`, as(who), { note });
const stepsOf = async (id: number) =>
  (
    await t.app.db
      .select()
      .from(workEvents)
      .where(and(eq(workEvents.kind, 'r'), eq(workEvents.itemId, id)))
      .orderBy(asc(workEvents.id))
  ).map((e) => [e.action, e.actorId, e.note]);

const get = (path: string) => t.app.inject({ url: path, headers: { host: 'forged.example' } });

/** Every place the public could meet a review, each answering whether it shows this one. */
const SURFACES: Record<string, (id: number, title: string) => Promise<boolean>> = {
  'the report API': async (id) => (await get(`/api/public/public-news-review/${id}/`)).statusCode === 200,
  'the public list': async (id) =>
    ((await get('/api/public/public-news-review/?page_size=100')).json() as { id: number }[]).some(
      (r) => r.id === id,
    ),
  "the subject's page": async (id) =>
    (
      (await get(`/api/public/public-news-subject/${subjectId}/`)).json().subject_reviews as { id: number }[]
    ).some((r) => r.id === id),
  'the home page': async (id) =>
    ((await get('/api/public/home/')).json().latest_reviews as { id: number }[]).some((r) => r.id === id),
  'the feed': async (id) => (await get('/rss.xml')).body.includes(`/report/${id}`),
  'the sitemap': async (id) => {
    const index = (await get('/sitemap.xml')).body;
    // one file while it is small, else an index of the files
    const files = [...index.matchAll(/<loc>([^<]+\.xml)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const bodies = [index, ...(await Promise.all(files.map(async (f) => (await get(f)).body)))];
    return bodies.some((b) => b.includes(`/report/${id}<`));
  },
  'the card': async (id) => (await get(`/og/report/${id}.png`)).statusCode !== 404,
  'the rendered page and its ClaimReview': async (id) => {
    const page = await get(`/report/${id}`);
    return page.statusCode === 200 && page.body.includes('"ClaimReview"');
  },
  'the search': async (id, title) =>
    (
      (await get(`/api/public/search/?q=${encodeURIComponent(title)}`)).json() as {
        type: string;
        id: number;
      }[]
    ).some((r) => r.id === id && r.type !== 'subject'),
  "the subject's published review count": async () => {
    const [row] = await t.app.db.select().from(subjects).where(eq(subjects.id, subjectId));
    return row!.reviewCount > 0;
  },
};

describe('a review waiting for approval', () => {
  let waiting: { id: number };

  it('waits as a draft when a board member saves it as published; approvers get a notice', async () => {
    waiting = await write(4, 'بررسی قطع اینترنت');
    expect(waiting).toMatchObject({ status: Status.Draft, approval: Approval.Waiting, can_approve: false });
    const [row] = await t.app.db.select().from(reviews).where(eq(reviews.id, waiting.id));
    expect(row).toMatchObject({ status: Status.Draft, approval: Approval.Waiting, datePublished: null });
    expect(await stepsOf(waiting.id)).toEqual([['submit', userId(4), null]]);
    for (const who of [2, 3, 5] as const) {
      const notices = (await send(t, 'GET', '/api/news/notices/', as(who))).json() as {
        item: number;
        text: string;
      }[];
      expect(notices.find((n) => n.item === waiting.id)?.text, `notice of ${who}`).toBe(
        'بررسی «بررسی قطع اینترنت» در انتظار تأیید است.',
      );
    }
    const asEditor = (await send(t, 'GET', `${url}${waiting.id}/`, as(5))).json();
    expect(asEditor).toMatchObject({ approval: Approval.Waiting, can_approve: true });
  });

  it.each(Object.keys(SURFACES))('is not in %s', async (surface) => {
    expect(await SURFACES[surface]!(waiting.id, 'بررسی قطع اینترنت')).toBe(false);
  });

  it('cannot be approved by a board member (the route) or by its own author', async () => {
    expect((await approve(4, waiting.id)).statusCode).toBe(403);
    expect((await sendBack(4, waiting.id, 'نه')).statusCode).toBe(403);
    expect((await approve(1, waiting.id)).statusCode).toBe(403);
    expect((await approve('guest', waiting.id)).statusCode).toBe(401);
    // an editor's own review is published at once (only a board member's waits); a review that does not wait
    // cannot be approved
    const other = await makeSubject(t, { title: 'موضوعی دیگر' });
    const own = await write(5, 'بررسی سردبیر', other.id);
    expect(own).toMatchObject({ status: Status.Published, approval: null });
    const notWaiting = await approve(2, own.id);
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json().detail).toBe(NEWSROOM_MESSAGES.notWaiting);
  });

  it('is sent back with a note its author sees, then sent again and published by an editor', async () => {
    expect((await sendBack(5, waiting.id, '')).statusCode).toBe(400);
    const back = await sendBack(3, waiting.id, 'منبع رسمی را هم بیاورید.');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      status: Status.Draft,
      approval: Approval.Returned,
      approval_note: 'منبع رسمی را هم بیاورید.',
    });
    const author = (await send(t, 'GET', `${url}${waiting.id}/`, as(4))).json();
    expect(author).toMatchObject({ approval: Approval.Returned, approval_note: 'منبع رسمی را هم بیاورید.' });
    const notices = (await send(t, 'GET', '/api/news/notices/', as(4))).json() as { text: string }[];
    expect(notices.map((n) => n.text)).toContain(
      'بررسی «بررسی قطع اینترنت» برای اصلاح به شما بازگردانده شد.',
    );
    // a returned review cannot be approved until it is sent again
    expect((await approve(5, waiting.id)).statusCode).toBe(409);
    for (const surface of Object.keys(SURFACES))
      expect(await SURFACES[surface]!(waiting.id, 'بررسی قطع اینترنت'), surface).toBe(false);

    // the author sends it again (saved as published): it waits once more, the note is gone
    const again = await send(
      t,
      'PATCH',
      `${url}${waiting.id}/`,
      as(4),
      form({ summary: 'خلاصهٔ تازه', status: 2 }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: Status.Draft,
      approval: Approval.Waiting,
      approval_note: null,
    });

    const published = await approve(5, waiting.id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: Status.Published, approval: null, can_approve: false });
    expect(await stepsOf(waiting.id)).toEqual([
      ['submit', userId(4), null],
      ['return', userId(3), 'منبع رسمی را هم بیاورید.'],
      ['submit', userId(4), null],
      ['approve', userId(5), null],
    ]);
    expect(await auditCount(t, 'review.approve', waiting.id)).toBe(1);
    expect(await auditCount(t, 'review.send-back', waiting.id)).toBe(1);
    // the review's history: sent back (approval 1 → 2), sent again (2 → 1), published (status 1 → 2)
    const history = await t.app.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, 'r'), eq(revisions.itemId, waiting.id)))
      .orderBy(asc(revisions.id));
    expect(history.map((h) => [h.by, h.oldValues.approval ?? null, h.oldValues.status ?? null])).toEqual([
      [userId(3), Approval.Waiting, null],
      [userId(4), Approval.Returned, null],
      [userId(5), Approval.Waiting, Status.Draft],
    ]);
    const authorNotices = (await send(t, 'GET', '/api/news/notices/', as(4))).json() as { text: string }[];
    expect(authorNotices.map((n) => n.text)).toContain('بررسی «بررسی قطع اینترنت» تأیید و منتشر شد.');
  });

  it.each(Object.keys(SURFACES))('is in %s once published', async (surface) => {
    expect(await SURFACES[surface]!(waiting.id, 'بررسی قطع اینترنت')).toBe(true);
  });

  it('lets a board member edit their published review without waiting again', async () => {
    const edited = await send(
      t,
      'PATCH',
      `${url}${waiting.id}/`,
      as(4),
      form({ summary: 'خلاصهٔ ویرایش‌شده' }),
    );
    expect(edited.json()).toMatchObject({ status: Status.Published, approval: null });
  });
});

describe('without REVIEW_APPROVAL', () => {
  const plain = setupApp({ actors: true });
  it("publishes a board member's review at once, as the spec says", async () => {
    const subject = await makeSubject(plain.t, { title: 'موضوع بی‌تأیید' });
    const res = await send(
      plain.t,
      'POST',
      url,
      plain.as(4),
      form(
        { subject: subject.id, title: 'بررسی مستقیم', summary: 'خلاصه', content: '<p>متن</p>', status: 2 },
        { main_images: await png() },
      ),
    );
    expect(res.json()).toMatchObject({ status: Status.Published, approval: null });
  });
});

describe('the public cache on approval', () => {
  const cached = setupApp({ actors: true, config: { reviewApproval: true, publicCache: true } });
  it('refreshes the lists and the subject page that show the review once it is approved', async () => {
    const subject = await makeSubject(cached.t, { title: 'موضوع حافظهٔ عمومی' });
    const res = await send(
      cached.t,
      'POST',
      url,
      cached.as(4),
      form(
        { subject: subject.id, title: 'بررسی در حافظه', summary: 'خلاصه', content: '<p>متن</p>', status: 2 },
        { main_images: await png() },
      ),
    );
    const id = (res.json() as { id: number }).id;
    const shows = async () => ({
      list: (
        (await cached.t.app.inject({ url: '/api/public/public-news-review/' })).json() as { id: number }[]
      ).some((r) => r.id === id),
      subject: (
        (await cached.t.app.inject({ url: `/api/public/public-news-subject/${subject.id}/` })).json()
          .subject_reviews as { id: number }[]
      ).some((r) => r.id === id),
    });
    // read (and so cached) while it waits
    expect(await shows()).toEqual({ list: false, subject: false });
    expect((await send(cached.t, 'POST', `${url}${id}/approve/`, cached.as(2))).statusCode).toBe(200);
    expect(await shows()).toEqual({ list: true, subject: true });
  });
});
