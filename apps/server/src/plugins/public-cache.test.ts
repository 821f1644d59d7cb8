import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupApp, type TestContext } from '../../test/app.ts';
import { subjects } from '../db/schema/index.ts';
import { acceptedEncoding, PACK_ABOVE_BYTES } from './public-cache.ts';
import { form, makeCategory, send, type Who } from '../../test/factories.ts';

const { t, as } = setupApp({ actors: true, config: { publicCache: true } });

const list = '/api/public/public-news-subject/?page=1&page_size=6';
const addCategory = (who: Who, title: string) =>
  send(t, 'POST', '/api/news/Category/', as(who), form({ title, color: '#112233' }));

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

  it('refreshes a list after a write to what it shows, so a newly created category shows at once', async () => {
    await t.app.inject({ url: list });
    expect((await t.app.inject({ url: list })).headers['x-cache']).toBe('hit');
    const created = await addCategory(3, 'اقتصادی تازه');
    expect(created.statusCode).toBe(201);
    expect((await t.app.inject({ url: list })).headers['x-cache']).toBeUndefined();
  });

  it('keeps the cache after a refused write', async () => {
    await t.app.inject({ url: list });
    const refused = await addCategory(4, 'نه');
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

describe('a stored answer, made once and sent as it is', () => {
  it('is made once for requests that miss together: the others wait for it and get the same answer', async () => {
    t.app.publicCache.clear();
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url: list })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.headers['x-cache'] === 'hit')).toHaveLength(4);
    for (const answer of answers) {
      expect(answer.body).toBe(answers[0]!.body);
      expect(answer.headers['x-total-count']).toBe(answers[0]!.headers['x-total-count']);
    }
  });

  it('is compressed for a client that accepts it, brotli first, with the same text and headers', async () => {
    // six subjects with long abstracts make the page larger than the compression threshold (1 KB)
    const category = await makeCategory(t, 'علمی');
    await t.app.db.insert(subjects).values(
      Array.from({ length: 6 }, (_, i) => ({
        title: `موضوع بلند ${i}`,
        abstract: 'خلاصه‌ای بلند '.repeat(40),
        content: '<p>متن</p>',
        status: 2,
        categoryId: category.id,
        searchText: `موضوع بلند ${i}`,
      })) as (typeof subjects.$inferInsert)[],
    );
    t.app.publicCache.clear();
    const plain = await t.app.inject({ url: list });
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);

    const br = await t.app.inject({ url: list, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['x-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(br.headers['x-total-count']).toBe(plain.headers['x-total-count']);

    const gzip = await t.app.inject({ url: list, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await t.app.inject({ url: list, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['x-cache']).toBe('hit');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('chooses the encoding as the compression plugin does', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, *')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
  });

  it('serves what it keeps for visitors to no request with a session (token or session cookie)', async () => {
    const search = `/api/public/search/?q=${encodeURIComponent('موضوع')}`;
    await t.app.inject({ url: search });
    expect((await t.app.inject({ url: search })).headers['x-cache']).toBe('hit');
    const withCookie = await t.app.inject({ url: search, headers: { cookie: 'theme=dark; hasRefresh=1' } });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.headers['x-cache']).toBeUndefined();
    const withToken = await t.app.inject({ url: search, headers: as(3) });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['x-cache']).toBeUndefined();
  });
});

describe('cache keys: only what the route reads, as it reads it', () => {
  it('one entry for one question asked in other words: order, defaults, booleans, unknown parameters', async () => {
    t.app.publicCache.clear();
    const first = await t.app.inject({
      url: '/api/public/public-news-subject/?page=1&page_size=6&views=true',
    });
    expect(first.headers['x-cache']).toBeUndefined();
    for (const same of [
      '/api/public/public-news-subject/?views=true&page_size=6&page=1',
      // page 1 is the default; 1 is true; 06 is 6
      '/api/public/public-news-subject/?page_size=06&views=1',
      '/api/public/public-news-subject/?page=1&page_size=6&views=true&utm_source=x&fbclid=y&anything=else',
      '/api/public/public-news-subject?page=1&page_size=6&views=true',
    ]) {
      const answer = await t.app.inject({ url: same });
      expect(answer.headers['x-cache'], same).toBe('hit');
      expect(answer.body).toBe(first.body);
    }
    for (const other of [
      '/api/public/public-news-subject/?page=2&page_size=6&views=true',
      '/api/public/public-news-subject/?page=1&page_size=6',
      '/api/public/public-news-subject/?page=1&page_size=6&most_wanted=true',
    ]) {
      expect((await t.app.inject({ url: other })).headers['x-cache'], other).toBeUndefined();
    }
  });

  it('answers a HEAD from the kept GET, without a body', async () => {
    t.app.publicCache.clear();
    const get = await t.app.inject({ url: '/api/public/public-news-review/?page=1&page_size=6' });
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/public/public-news-review/?page_size=6&utm_source=z',
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBe('hit');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
    expect(head.body).toBe('');
  });

  it('keeps one entry under a flood of utm_source variants', async () => {
    t.app.publicCache.clear();
    const url = (n: number) => `/api/public/public-news-review/?page=1&page_size=6&utm_source=${n}`;
    await t.app.inject({ url: url(0) });
    const size = t.app.publicCache.size;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => t.app.inject({ url: url(n + 1) })),
    );
    expect(answers.every((a) => a.statusCode === 200 && a.headers['x-cache'] === 'hit')).toBe(true);
    expect(t.app.publicCache.size).toBe(size);
  });
});

describe('a large answer, kept packed', () => {
  let packed: TestContext;
  // about 400 KB of XML, different for each n
  const large = (n: number) =>
    `<?xml version="1.0"?><urlset>${Array.from({ length: 7000 }, (_, i) => `<url><loc>https://rasti.example/report/${n}-${i}</loc></url>`).join('\n')}</urlset>`;
  beforeAll(async () => {
    packed = await createTestApp(
      { publicCache: true },
      {
        routes(app) {
          app.get<{ Params: { n: string } }>(
            '/test/large/:n',
            { config: { publicCache: { ttlMs: 60_000, tags: [] } } },
            async (request, reply) => reply.type('application/xml').send(large(Number(request.params.n))),
          );
          app.get(
            '/test/small',
            { config: { publicCache: { ttlMs: 60_000, tags: [] } } },
            async () => 'small',
          );
        },
      },
    );
  });
  afterAll(() => packed.close());
  const get = (url: string, headers: Record<string, string> = {}) => packed.app.inject({ url, headers });

  it('is sent gzip to a client that accepts it, and unpacked for one that does not', async () => {
    expect(Buffer.byteLength(large(1))).toBeGreaterThan(PACK_ABOVE_BYTES);
    const first = await get('/test/large/1');
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.body).toBe(large(1));

    const gzip = await get('/test/large/1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzip.headers['x-cache']).toBe('hit');
    // packed as gzip alone: a client that prefers brotli gets gzip
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(first.rawPayload.length / 10);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(large(1));
    expect(gzip.headers['content-type']).toBe(first.headers['content-type']);

    for (const accept of [undefined, 'br', 'gzip;q=0']) {
      const plain = await get('/test/large/1', accept ? { 'accept-encoding': accept } : {});
      expect(plain.headers['x-cache'], accept).toBe('hit');
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
      expect(plain.body, accept).toBe(large(1));
    }
  });

  it('counts as its packed size: thirty of them (12 MB of text) push no small answer out', async () => {
    await get('/test/small');
    for (let n = 10; n < 40; n++) await get(`/test/large/${n}`);
    expect((await get('/test/small')).headers['x-cache']).toBe('hit');
    for (let n = 10; n < 40; n += 7) expect((await get(`/test/large/${n}`)).headers['x-cache']).toBe('hit');
  });
});
