import { SOURCE_MESSAGES } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idsBeforeAll, setupApp } from '../../../test/app.ts';
import { expectOnlyStaffWrite, sendInvalid } from '../../../test/staff-cases.ts';
import { outlets, sources } from '../../db/schema/index.ts';
import {
  form,
  makeEvaluation,
  makeOutlet,
  makeSource,
  makeSubject,
  send,
  snapshot,
} from '../../../test/factories.ts';

const { t, as } = setupApp({ actors: true });
const ids = idsBeforeAll({
  subjectId: () => makeSubject(t, { title: 'موضوع منابع' }),
  outletId: async () => {
    const outlet = await makeOutlet(t, 'همشهری', 'Hamshahri');
    await t.app.db.update(outlets).set({ logo: 'logos/hamshahri.webp' }).where(eq(outlets.id, outlet.id));
    return outlet;
  },
  evaluationId: () => makeEvaluation(t, 'درست', '#2e7d32', 2),
});

const url = '/api/news/Rumor/';
const payload = () => ({
  news_subject: ids.subjectId,
  title: 'خبر قیمت نان',
  link: 'hamshahrionline.ir/news/1',
  publisher: ids.outletId,
  date_published_rumor: 1_717_000_000,
  result: ids.evaluationId,
  summary: 'خلاصه خبر',
  status: 2,
});

describe('who may write sources', () => {
  it('lets only roles 2 and 3 create, replace and delete; others write nothing', async () => {
    const target = await makeSource(t, { subjectId: ids.subjectId, outletId: ids.outletId });
    await expectOnlyStaffWrite(t, as, {
      url,
      entity: 'source',
      create: payload,
      edit: { method: 'PUT', body: payload, refused: payload },
      target: async () => target,
    });
  });
});

describe('saving a source', () => {
  it('answers the source shape with outlet name, logo, evaluation and the date in Unix seconds', async () => {
    const res = await send(t, 'POST', url, as(2), form(payload()));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      news_subject: ids.subjectId,
      title: 'خبر قیمت نان',
      link: 'https://hamshahrionline.ir/news/1',
      publisher: ids.outletId,
      publisher_name: 'همشهری',
      logo: '/media/logos/hamshahri.webp',
      summary: 'خلاصه خبر',
      date_published_rumor: 1_717_000_000,
      result_id: ids.evaluationId,
      reviews_color: '#2e7d32',
      reviews_title: 'درست',
      status: 2,
    });
    const [row] = await t.app.db.select().from(sources).where(eq(sources.id, res.json().id));
    expect(row!.datePublishedRumor?.toISOString()).toBe(new Date(1_717_000_000 * 1000).toISOString());
  });

  it('reads a date at or above 1e12 as milliseconds, and takes subject_id as the subject', async () => {
    const { news_subject: _, ...rest } = payload();
    const res = await send(t, 'POST', url, as(3), {
      ...rest,
      subject_id: ids.subjectId,
      date_published_rumor: 1_717_000_000_123,
      result: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      news_subject: ids.subjectId,
      date_published_rumor: 1_717_000_000,
      result_id: null,
      reviews_title: null,
    });
  });

  it('requires publisher, title and summary with the form message, writing nothing', async () => {
    const before = await snapshot(t);
    const res = await sendInvalid(t, 'POST', url, as(2), form({ news_subject: ids.subjectId, title: ' ' }));
    expect(res.json()).toEqual({
      detail: SOURCE_MESSAGES.required,
      code: 'validation_error',
      fields: {
        publisher: [SOURCE_MESSAGES.required],
        title: [SOURCE_MESSAGES.required],
        summary: [SOURCE_MESSAGES.required],
      },
    });
    const noSubject = await send(t, 'POST', url, as(2), { ...payload(), news_subject: '' });
    expect(noSubject.json().fields).toEqual({ news_subject: [SOURCE_MESSAGES.subjectRequired] });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses unknown subjects, outlets and evaluations, wrong types and bad links (400, nothing written)', async () => {
    const before = await snapshot(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ news_subject: 999_999 }, 'news_subject'],
      [{ publisher: 999_999 }, 'publisher'],
      [{ result: 999_999 }, 'result'],
      [{ publisher: 'abc' }, 'publisher'],
      [{ date_published_rumor: 'دیروز' }, 'date_published_rumor'],
      [{ status: 8 }, 'status'],
      [{ link: 'javascript:alert(1)' }, 'link'],
    ];
    for (const [change, field] of cases) {
      const res = await send(t, 'POST', url, as(2), { ...payload(), ...change });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields), field).toEqual([field]);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('replaces a source with PUT, keeping its subject when none is sent', async () => {
    const other = await makeOutlet(t, 'شرق', 'Shargh', 1);
    const source = await makeSource(t, { subjectId: ids.subjectId, outletId: ids.outletId });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${url}${source.id}/`,
      headers: as(2),
      payload: form({
        title: 'عنوان نو',
        publisher: other.id,
        summary: 'خلاصه نو',
        date_published_rumor: 1_600_000_000,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: source.id,
      news_subject: ids.subjectId,
      title: 'عنوان نو',
      publisher: other.id,
      publisher_name: 'شرق',
      logo: null,
      date_published_rumor: 1_600_000_000,
    });
  });

  it('answers 404 for unknown sources and 400 for ids that are not numbers', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: `${url}999999/`, headers: as(2), payload: payload() }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}999999/`, headers: as(2) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `${url}x1/`, headers: as(2) })).statusCode).toBe(400);
  });
});
