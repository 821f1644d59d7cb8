import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { subjects } from '../db/schema/index.ts';
import { actors, form, makeCategory, type Who } from '../features/subjects/catalogue.testing.ts';

let t: TestContext;
let as: (who: Who) => Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ publicCache: true });
  as = await actors(t);
});
afterAll(() => t.close());

const list = '/api/public/public-news-subject/?page=1&page_size=6';

describe('public answers served from memory', () => {
  it('answers a repeated public list from the cache with the same body and total', async () => {
    const first = await t.app.inject({ url: list });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await t.app.inject({ url: list });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-security-policy']).toContain("script-src 'self'");
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['permissions-policy']).toBe(first.headers['permissions-policy']);
  });

  it('empties the cache after any successful write, so a newly created category shows at once', async () => {
    await t.app.inject({ url: list });
    expect((await t.app.inject({ url: list })).headers['x-cache']).toBe('hit');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/news/Category/',
      headers: as(3),
      payload: form({ title: 'اقتصادی تازه', color: '#112233' }),
    });
    expect(created.statusCode).toBe(201);
    expect((await t.app.inject({ url: list })).headers['x-cache']).toBeUndefined();
  });

  it('keeps the cache after a refused write', async () => {
    await t.app.inject({ url: list });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/news/Category/',
      headers: as(4),
      payload: form({ title: 'نه', color: '#112233' }),
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: list })).headers['x-cache']).toBe('hit');
  });

  it('never keeps errors, and a data change outside HTTP shows after the time to live', async () => {
    const bad = '/api/public/public-news-subject/?page=abc';
    expect((await t.app.inject({ url: bad })).statusCode).toBe(400);
    expect((await t.app.inject({ url: bad })).headers['x-cache']).toBeUndefined();

    t.app.publicCache.clear();
    const before = (await t.app.inject({ url: list })).headers['x-total-count'];
    const category = await makeCategory(t, 'ورزشی');
    await t.app.db.insert(subjects).values({
      title: 'موضوع تازه',
      abstract: 'خلاصه',
      content: '<p>متن</p>',
      status: 2,
      categoryId: category.id,
      searchText: 'موضوع تازه',
    } as typeof subjects.$inferInsert);
    // still the cached page until the entry expires or a write comes through the API
    expect((await t.app.inject({ url: list })).headers['x-total-count']).toBe(before);
    t.app.publicCache.clear();
    expect(Number((await t.app.inject({ url: list })).headers['x-total-count'])).toBe(Number(before) + 1);
  });
});

describe('writes that change nothing public', () => {
  it('keep the cache: a sign-in code request does not clear it', async () => {
    t.app.publicCache.clear();
    await t.app.inject({ url: list });
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/users/request_authentication/',
      payload: { mobile: '09350000077' },
    });
    expect(code.statusCode).toBe(200);
    expect((await t.app.inject({ url: list })).headers['x-cache']).toBe('hit');
  });
});
