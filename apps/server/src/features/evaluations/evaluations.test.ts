import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { ALL, actors, makeEvaluation, type Who } from '../subjects/catalogue.testing.ts';

let t: TestContext;
let as: (who: Who) => Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  as = await actors(t);
  await makeEvaluation(t, 'درست', '#2e7d32', 2);
  await makeEvaluation(t, 'نادرست', '#d32f2f', -2);
});
afterAll(async () => {
  await t.close();
});

describe('evaluations (Review-Result)', () => {
  it('lets roles 2-5 read the staff list; guests 401, role 1 403', async () => {
    const expected: Record<string, number> = { guest: 401, 1: 403, 2: 200, 3: 200, 4: 200, 5: 200 };
    for (const who of ALL) {
      const res = await t.app.inject({ url: '/api/news/Review-Result/', headers: as(who) });
      expect(res.statusCode, String(who)).toBe(expected[String(who)]);
    }
  });

  it('serves the score types to everyone with id, title, colour and score, paged', async () => {
    const res = await t.app.inject('/api/public/public-Review-Result');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toEqual([
      { id: expect.any(Number), title: 'درست', color: '#2e7d32', score: 2 },
      { id: expect.any(Number), title: 'نادرست', color: '#d32f2f', score: -2 },
    ]);
    const second = await t.app.inject('/api/public/public-Review-Result/?page=2&page_size=1');
    expect(second.json().map((e: { title: string }) => e.title)).toEqual(['نادرست']);
  });

  it('has no write calls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/news/Review-Result/',
      headers: as(2),
      payload: { title: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });
});
