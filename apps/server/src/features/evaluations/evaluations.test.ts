import { EVALUATION_MESSAGES, TRUST_LIMITS } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupApp } from '../../../test/app.ts';
import { evaluations } from '../../db/schema/index.ts';
import { actors, ALL, auditEntries, makeEvaluation, send, type Who } from '../../../test/factories.ts';

const { t, as } = setupApp({ actors: true });
let trueId: number;
let falseId: number;
beforeAll(async () => {
  trueId = (await makeEvaluation(t, 'درست', '#2e7d32', 2)).id;
  falseId = (await makeEvaluation(t, 'نادرست', '#d32f2f', -2)).id;
});

const patch = (who: Who, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/news/Review-Result/${id}/`, headers: as(who), payload });
const descriptionOf = async (id: number) =>
  (await t.app.db.select().from(evaluations).where(eq(evaluations.id, id)))[0]!.description;

describe('evaluations (Review-Result)', () => {
  it('lets roles 2-5 read the staff list; guests 401, role 1 403', async () => {
    const expected: Record<string, number> = { guest: 401, 1: 403, 2: 200, 3: 200, 4: 200, 5: 200 };
    for (const who of ALL) {
      const res = await t.app.inject({ url: '/api/news/Review-Result/', headers: as(who) });
      expect(res.statusCode, String(who)).toBe(expected[String(who)]);
    }
  });

  it('serves the score types to everyone with id, title, colour, score and definition, paged', async () => {
    const res = await t.app.inject('/api/public/public-Review-Result');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toEqual([
      { id: trueId, title: 'درست', color: '#2e7d32', score: 2, description: expect.any(String) },
      { id: falseId, title: 'نادرست', color: '#d32f2f', score: -2, description: expect.any(String) },
    ]);
    const second = await t.app.inject('/api/public/public-Review-Result/?page=2&page_size=1');
    expect(second.json().map((e: { title: string }) => e.title)).toEqual(['نادرست']);
  });

  it('has no call that creates an evaluation', async () => {
    const res = await send(t, 'POST', '/api/news/Review-Result/', as(2), { title: 'x' });
    expect(res.statusCode).toBe(404);
  });
});

describe("editing an evaluation's definition", () => {
  it('is for the super admin only: guests 401, roles 1 and 3-5 403, nothing written', async () => {
    const expected: Record<string, number> = { guest: 401, 1: 403, 3: 403, 4: 403, 5: 403 };
    for (const who of ALL.filter((w) => w !== 2)) {
      const res = await patch(who, trueId, { description: `نوشته‌ی ${String(who)}` });
      expect(res.statusCode, String(who)).toBe(expected[String(who)]);
      expect(res.json().code, String(who)).toBeTruthy();
    }
    expect(await descriptionOf(trueId)).toBe('');
  });

  it('saves the trimmed text, changes nothing else, and is audited with the old text', async () => {
    const res = await patch(2, trueId, {
      description: '  ادعا با منابع معتبر تأیید می‌شود.  ',
      title: 'عوض شد',
      color: '#000000',
      score: 99,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: trueId,
      title: 'درست',
      color: '#2e7d32',
      score: 2,
      description: 'ادعا با منابع معتبر تأیید می‌شود.',
    });
    const [audit] = await auditEntries(t, 'evaluation.describe', trueId);
    expect(audit).toBeDefined();
    expect(JSON.parse(audit!.details!)).toEqual({ fields: ['description'], before: '' });
    // an empty definition is allowed (it clears it)
    expect((await patch(2, falseId, { description: '   ' })).json().description).toBe('');
  });

  it('refuses a definition over the limit with the contract message, and a missing one', async () => {
    const long = await patch(2, trueId, { description: 'ا'.repeat(TRUST_LIMITS.evaluationDescription + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toBe(EVALUATION_MESSAGES.descriptionTooLong);
    expect(long.json().fields.description).toEqual([EVALUATION_MESSAGES.descriptionTooLong]);
    const exact = await patch(2, trueId, { description: 'ب'.repeat(TRUST_LIMITS.evaluationDescription) });
    expect(exact.statusCode).toBe(200);
    const missing = await patch(2, trueId, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBeTruthy();
  });

  it('answers 404 for an unknown evaluation', async () => {
    const res = await patch(2, 999_999, { description: 'هیچ' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBeTruthy();
  });

  it('refreshes the cached public list at once', async () => {
    const cached = await createTestApp({ publicCache: true });
    try {
      const asCached = await actors(cached);
      const { id } = await makeEvaluation(cached, 'نادرست', '#d32f2f', 5);
      const url = '/api/public/public-Review-Result';
      await cached.app.inject(url);
      expect((await cached.app.inject(url)).headers['x-cache']).toBe('hit');
      const res = await send(cached, 'PATCH', `/api/news/Review-Result/${id}/`, asCached(2), {
        description: 'ادعا با شواهد معتبر تناقض دارد.',
      });
      expect(res.statusCode).toBe(200);
      const fresh = await cached.app.inject(url);
      expect(fresh.headers['x-cache']).toBeUndefined();
      expect(fresh.json()[0].description).toBe('ادعا با شواهد معتبر تناقض دارد.');
    } finally {
      await cached.close();
    }
  });
});
