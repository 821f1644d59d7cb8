import { CORRECTION_MESSAGES, type PublicCorrection, textTooLong } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idsBeforeAll, setupApp } from '../../../test/app.ts';
import { corrections, revisions } from '../../db/schema/index.ts';
import {
  form,
  makeCategory,
  makeEvaluation,
  makeReview,
  makeSubject,
  minutesAgo,
  rowCount,
  type Who,
} from '../../../test/factories.ts';

// A correction note on an edit of a published subject or review, kept forever, shown on
// its public answer and listed at /public/corrections/.

const { t, as } = setupApp({ actors: true });
const ids = idsBeforeAll({
  categoryId: () => makeCategory(t, 'اجتماعی'),
  evaluationId: () => makeEvaluation(t, 'نادرست'),
});

const subjectUrl = (id: number) => `/api/news/news-subject/${id}/`;
const reviewUrl = (id: number) => `/api/news/review-subject/${id}/`;
const patch = (url: string, fields: Record<string, string | number>, who: Who = 2) =>
  t.app.inject({ method: 'PATCH', url, headers: as(who), payload: form(fields) });
const list = (query = '') => t.app.inject({ url: `/api/public/corrections/${query}` });

const subject = (title: string, status = 2) =>
  makeSubject(t, {
    title,
    status,
    datePublished: status === 2 ? new Date() : null,
    categoryId: ids.categoryId,
    evaluationId: ids.evaluationId,
  });

describe('a correction note on an edit', () => {
  it('is stored with its date and author on a published subject, and the public answer carries it', async () => {
    const s = await subject('موضوع منتشرشده برای اصلاحیه');
    const res = await patch(subjectUrl(s.id), {
      title: 'عنوان درست',
      correction: '  رقم اشتباه اصلاح شد.  ',
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.db.select().from(corrections).where(eq(corrections.itemId, s.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 's', note: 'رقم اشتباه اصلاح شد.' });
    expect(rows[0]!.createdBy).not.toBeNull();
    const pub = (await t.app.inject({ url: `/api/public/public-news-subject/${s.id}/` })).json();
    expect(pub.corrections).toEqual([
      { note: 'رقم اشتباه اصلاح شد.', date: rows[0]!.createdAt.toISOString() },
    ]);
  });

  it('is refused with 400 on `correction` on an unpublished item, and nothing of the edit is written', async () => {
    const draft = await subject('پیش‌نویس بی‌اصلاحیه', 1);
    const res = await patch(subjectUrl(draft.id), { title: 'تغییر', correction: 'یادداشت' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(CORRECTION_MESSAGES.notPublished);
    expect(res.json().fields.correction).toEqual([CORRECTION_MESSAGES.notPublished]);
    expect(await rowCount(t, corrections, eq(corrections.itemId, draft.id))).toBe(0);
    expect(await rowCount(t, revisions, eq(revisions.itemId, draft.id))).toBe(0);

    const s = await subject('موضوع مادر');
    const review = await makeReview(t, { subjectId: s.id, title: 'بررسی پیش‌نویس', status: 1 });
    const refused = await patch(reviewUrl(review.id), { correction: 'یادداشت' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.correction).toEqual([CORRECTION_MESSAGES.notPublished]);
    // an empty (or blank) note is no note: the edit goes through
    expect((await patch(subjectUrl(draft.id), { title: 'تغییر', correction: '   ' })).statusCode).toBe(200);
  });

  it('is judged on the status before the edit: publishing with a note is refused, unpublishing with one is kept', async () => {
    const draft = await subject('پیش‌نویس در حال انتشار', 1);
    expect((await patch(subjectUrl(draft.id), { status: 2, correction: 'یادداشت' })).statusCode).toBe(400);
    const s = await subject('منتشرشده در حال بایگانی');
    expect((await patch(subjectUrl(s.id), { status: 3, correction: 'بایگانی شد' })).statusCode).toBe(200);
    expect(await rowCount(t, corrections, eq(corrections.itemId, s.id))).toBe(1);
  });

  it('over 1000 characters is refused with the too-long message', async () => {
    const s = await subject('موضوع یادداشت بلند');
    const res = await patch(subjectUrl(s.id), { correction: 'ا'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.correction).toEqual([textTooLong(1000)]);
  });

  it('on a review: kept after later edits, newest first on the report answer', async () => {
    const s = await subject('موضوع بررسی اصلاح‌شده');
    const review = await makeReview(t, { subjectId: s.id, title: 'بررسی منتشرشده' });
    expect((await patch(reviewUrl(review.id), { correction: 'نخستین اصلاح' }, 5)).statusCode).toBe(200);
    expect((await patch(reviewUrl(review.id), { summary: 'خلاصه تازه' }, 5)).statusCode).toBe(200);
    expect((await patch(reviewUrl(review.id), { correction: 'دومین اصلاح' }, 3)).statusCode).toBe(200);
    expect((await patch(reviewUrl(review.id), { title: 'عنوان تازه' }, 2)).statusCode).toBe(200);
    const pub = (await t.app.inject({ url: `/api/public/public-news-review/${review.id}/` })).json();
    expect(pub.corrections.map((c: { note: string }) => c.note)).toEqual(['دومین اصلاح', 'نخستین اصلاح']);
    const staff = (await t.app.inject({ url: reviewUrl(review.id), headers: as(2) })).json();
    expect(staff.corrections).toHaveLength(2);
  });
});

describe('GET /api/public/corrections/', () => {
  it('lists the notes of published items newest first, paged, linking to their pages; hidden ones left out', async () => {
    await t.app.db.delete(corrections);
    const s1 = await subject('موضوع یک');
    const s2 = await subject('موضوع دو');
    const hiddenSubject = await subject('موضوع بایگانی', 3);
    const r1 = await makeReview(t, { subjectId: s1.id, title: 'گزارش یک' });
    const draftReview = await makeReview(t, { subjectId: s1.id, title: 'گزارش پیش‌نویس', status: 1 });
    const orphan = await makeReview(t, { subjectId: hiddenSubject.id, title: 'گزارش موضوع بایگانی' });
    const notes: [string, number, string, number][] = [
      ['s', s1.id, 'اصلاح یک', 50],
      ['r', r1.id, 'اصلاح دو', 40],
      ['s', s2.id, 'اصلاح سه', 30],
      ['s', hiddenSubject.id, 'پنهان یک', 20],
      ['r', draftReview.id, 'پنهان دو', 10],
      ['r', orphan.id, 'پنهان سه', 5],
      ['r', r1.id, 'اصلاح چهار', 1],
    ];
    await t.app.db
      .insert(corrections)
      .values(notes.map(([kind, itemId, note, ago]) => ({ kind, itemId, note, createdAt: minutesAgo(ago) })));

    const first = await list('?page=1&page_size=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('4');
    const rows = first.json() as PublicCorrection[];
    expect(rows.map((r) => r.note)).toEqual(['اصلاح چهار', 'اصلاح سه']);
    expect(rows[0]).toMatchObject({
      kind: 'review',
      item_id: r1.id,
      title: 'گزارش یک',
      url: `/report/${r1.id}`,
    });
    expect(rows[1]).toMatchObject({
      kind: 'subject',
      item_id: s2.id,
      title: 'موضوع دو',
      url: `/news-subject-page/${s2.id}`,
    });
    const second = (await list('?page=2&page_size=2')).json() as PublicCorrection[];
    expect(second.map((r) => r.note)).toEqual(['اصلاح دو', 'اصلاح یک']);
    expect((await list('?page=3&page_size=2')).json()).toEqual([]);
    expect((await list('?page_size=101')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
  });

  it('follows a correction at once, though the list is cached', async () => {
    const before = (await list()).json() as PublicCorrection[];
    const s = await subject('موضوع اصلاح تازه');
    expect((await patch(subjectUrl(s.id), { correction: 'اصلاح تازه' })).statusCode).toBe(200);
    const after = (await list()).json() as PublicCorrection[];
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ note: 'اصلاح تازه', item_id: s.id });
    // unpublishing the subject takes its note off the list
    expect((await patch(subjectUrl(s.id), { status: 3 })).statusCode).toBe(200);
    expect(
      ((await list()).json() as PublicCorrection[]).some((r) => r.item_id === s.id && r.kind === 'subject'),
    ).toBe(false);
  });
});
