import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { redisReachable } from '../../test/redis.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  actors,
  bearer,
  form,
  makeCategory,
  makeReview,
  makeSubject,
  makeUser,
  postOutlet,
  send,
  tokenFor,
  type Who,
} from '../../test/factories.ts';

const INDEX =
  '<!doctype html>\n<html lang="fa" dir="rtl">\n  <head>\n    <meta charset="UTF-8" />\n' +
  '    <title>راستی</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

function webDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'rasti-cache-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  return dist;
}

let t: TestContext;
let as: (who: Who) => Record<string, string>;
const slow = { version: 0, gate: Promise.resolve(), started: () => {} };
beforeAll(async () => {
  t = await createTestApp(
    { publicCache: true, webDist: webDist() },
    {
      routes(app) {
        // a page-like route that shows the address it was made from, and one that asks not to be kept
        app.get(
          '/test/address',
          {
            config: {
              publicCache: {
                ttlMs: 60_000,
                anonymousOnly: true,
                tags: [],
                query: z.object({
                  page: z
                    .unknown()
                    .optional()
                    .transform((v) => (v === '1' ? undefined : v)),
                }),
              },
            },
          },
          async (request) => request.url,
        );
        // answers whose making waits until the test lets it go; /test/strict is never served stale
        const slowly = async () => {
          slow.started();
          await slow.gate;
          return `version ${++slow.version}`;
        };
        app.get('/test/slow', { config: { publicCache: { ttlMs: 60_000, tags: ['slow'] } } }, slowly);
        app.get(
          '/test/strict',
          { config: { publicCache: { ttlMs: 60_000, tags: ['slow'], staleMs: 0 } } },
          slowly,
        );
        let made = 0;
        app.get(
          '/test/no-store',
          { config: { publicCache: { ttlMs: 60_000, tags: [] } } },
          async (_request, reply) => reply.header('cache-control', 'no-store').send(`made ${++made}`),
        );
      },
    },
  );
  as = await actors(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const cached = async (url: string) => (await get(url)).headers['x-cache'];
const subjectPage = (id: number) => `/news-subject-page/${id}`;
const saveSubject = (id: number, fields: Record<string, string>) =>
  send(t, 'PATCH', `/api/news/news-subject/${id}/`, as(3), form(fields));

describe('a write refreshes what it changed, and only that', () => {
  it("refreshes the written subject's page and leaves another subject's page cached", async () => {
    const written = await makeSubject(t, { title: 'موضوع نوشته‌شده' });
    const other = await makeSubject(t, { title: 'موضوع دیگر' });
    await get(subjectPage(written.id));
    await get(subjectPage(other.id));
    expect(await cached(subjectPage(written.id))).toBe('hit');
    expect(await cached(subjectPage(other.id))).toBe('hit');

    expect((await saveSubject(written.id, { title: 'عنوان تازه' })).statusCode).toBe(200);

    const own = await get(subjectPage(written.id));
    expect(own.headers['x-cache']).toBeUndefined();
    expect(own.body).toContain('عنوان تازه');
    expect(await cached(subjectPage(other.id))).toBe('hit');
  });

  it("refreshes a report page when its subject is written, not another subject's report", async () => {
    const subject = await makeSubject(t, { title: 'موضوع گزارش' });
    const elsewhere = await makeSubject(t, { title: 'موضوع گزارش دیگر' });
    const report = await makeReview(t, { subjectId: subject.id, title: 'گزارش یک' });
    const otherReport = await makeReview(t, { subjectId: elsewhere.id, title: 'گزارش دو' });
    await get(`/report/${report.id}`);
    await get(`/report/${otherReport.id}`);
    await get(subjectPage(elsewhere.id));

    // a review's write touches its subject (the subject's page lists it) and the review lists
    const saved = await send(
      t,
      'PATCH',
      `/api/news/review-subject/${report.id}/`,
      as(3),
      form({ title: 'گزارش یک، ویرایش‌شده' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(await cached(`/report/${report.id}`)).toBeUndefined();
    expect(await cached(subjectPage(elsewhere.id))).toBe('hit');
  });

  it("refreshes the previous subject's page of a review moved to another subject", async () => {
    const from = await makeSubject(t, { title: 'موضوع پیشین' });
    const to = await makeSubject(t, { title: 'موضوع تازه‌ی گزارش' });
    const report = await makeReview(t, { subjectId: from.id, title: 'گزارش جابه‌جاشده' });
    await get(subjectPage(from.id));
    expect(await cached(subjectPage(from.id))).toBe('hit');
    const moved = await send(
      t,
      'PATCH',
      `/api/news/review-subject/${report.id}/`,
      as(3),
      form({ subject: to.id }),
    );
    expect(moved.statusCode).toBe(200);
    expect(await cached(subjectPage(from.id))).toBeUndefined();
  });

  it('refreshes the lists and pages that show categories after a category edit, and keeps the faculty list', async () => {
    const category = await makeCategory(t, 'دسته‌ی نو');
    const subject = await makeSubject(t, { title: 'موضوع دسته‌دار', categoryId: category.id });
    const list = '/api/public/public-news-subject/?page=1&page_size=6';
    const faculty = '/api/public/Faculty-users';
    for (const url of [list, faculty, subjectPage(subject.id)]) await get(url);
    expect(await cached(list)).toBe('hit');

    const edited = await send(
      t,
      'PATCH',
      `/api/news/Category/${category.id}/`,
      as(3),
      form({ title: 'دسته‌ی نوشته‌شده' }),
    );
    expect(edited.statusCode).toBe(200);

    const fresh = await get(list);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.body).toContain('دسته‌ی نوشته‌شده');
    expect(await cached(subjectPage(subject.id))).toBeUndefined();
    expect(await cached(faculty)).toBe('hit');
  });

  it('refreshes everything after a write that does not say what it changed', async () => {
    const subject = await makeSubject(t, { title: 'موضوع همه' });
    await get(subjectPage(subject.id));
    expect(await cached(subjectPage(subject.id))).toBe('hit');
    // an outlet's write declares no tags
    const outlet = await postOutlet(t, as(3), {
      name: 'رسانه‌ی تازه',
      english_name: 'New',
      link: 'new.example',
    });
    expect(outlet.statusCode).toBeLessThan(300);
    expect(await cached(subjectPage(subject.id))).toBeUndefined();
  });
});

describe("readers' writes refresh only what they change", () => {
  const statistics = '/api/public/statistics/';

  it("an ask refreshes the public statistics alone; attaching it and 'already checked?' refresh nothing", async () => {
    const subject = await makeSubject(t, { title: 'موضوع پرسش‌ها' });
    for (const url of [subjectPage(subject.id), statistics]) await get(url);
    expect(await cached(statistics)).toBe('hit');

    const asked = await send(
      t,
      'POST',
      '/api/public/public-user-question/',
      {},
      form({ title: 'ادعای تازه', summary: 'در گروه‌های خانوادگی دست‌به‌دست می‌شود' }),
    );
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await cached(statistics)).toBeUndefined();
    expect(await cached(subjectPage(subject.id))).toBe('hit');

    const attached = await send(
      t,
      'POST',
      '/api/public/public-user-question/attach-temp-token/',
      { ...bearer(await tokenFor(t, await makeUser(t))), 'content-type': 'application/json' },
      JSON.stringify({ temporary_token: (asked.json() as { temporary_token: string }).temporary_token }),
    );
    expect(attached.statusCode).toBe(200);
    const checked = await send(
      t,
      'POST',
      '/api/public/public-user-question/similar/',
      {},
      form({ text: 'ادعای تازه' }),
    );
    expect(checked.statusCode).toBe(200);
    expect(await cached(statistics)).toBe('hit');
    expect(await cached(subjectPage(subject.id))).toBe('hit');
  });
});

describe('stale while one request refreshes', () => {
  it('gives visitors the stale copy while the first request makes it again; a session waits for the fresh one', async () => {
    const category = await makeCategory(t, 'دسته‌ی کهنه');
    const list = `/api/public/public-news-subject/?page=1&page_size=6&category=${category.id}`;
    await makeSubject(t, { title: 'موضوع کهنه', categoryId: category.id });
    const old = await get(list);
    await send(t, 'PATCH', `/api/news/Category/${category.id}/`, as(3), form({ title: 'دسته‌ی تازه‌شده' }));

    const [leader, ...others] = await Promise.all([get(list), get(list), get(list), get(list, as(3))]);
    expect(leader!.headers['x-cache']).toBeUndefined();
    expect(leader!.body).toContain('دسته‌ی تازه‌شده');
    const [visitorA, visitorB, staff] = others;
    for (const visitor of [visitorA!, visitorB!]) {
      expect(visitor.headers['x-cache']).toBe('stale');
      expect(visitor.body).toBe(old.body);
    }
    // whoever wrote sees the write
    expect(staff!.headers['x-cache']).toBe('hit');
    expect(staff!.body).toBe(leader!.body);
    expect(await cached(list)).toBe('hit');
  });
});

describe('the hard limit of staleness', () => {
  it('never serves a stale copy past its limit: then visitors wait for the fresh one', async () => {
    // one route may be served stale for 5 s (STALE_MS), the other not at all
    for (const [url, visitorGets] of [
      ['/test/slow', 'stale'],
      ['/test/strict', 'hit'],
    ] as const) {
      const first = await get(url);
      t.app.publicCache.invalidate(['slow']);
      let open!: () => void;
      slow.gate = new Promise((resolve) => {
        open = resolve;
      });
      // the refresh is under way (its handler runs) before the visitor comes
      const began = new Promise<void>((resolve) => {
        slow.started = resolve;
      });
      const refreshing = get(url);
      await began;
      const visitor = get(url);
      // the stale copy comes at once; past the limit the visitor is still waiting when the refresh ends
      if (visitorGets === 'stale') expect((await visitor).body).toBe(first.body);
      else {
        const pause = new Promise((resolve) => setTimeout(resolve, 200, 'waiting'));
        expect(await Promise.race([visitor.then(() => 'answered'), pause])).toBe('waiting');
      }
      open();
      const [fresh, seen] = await Promise.all([refreshing, visitor]);
      expect(fresh.headers['x-cache']).toBeUndefined();
      expect(seen.headers['x-cache'], url).toBe(visitorGets);
      if (visitorGets === 'hit') expect(seen.body).toBe(fresh.body);
    }
  });
});

describe('answers that are never kept', () => {
  it('keeps no page of an unknown id (a 404), so made-up addresses never push the real pages out', async () => {
    const before = t.app.publicCache.size;
    for (const url of ['/report/999999', '/report/abc', '/news-subject-page/888888', '/report/999999']) {
      const answer = await get(url);
      // the plain page, with 404 for crawlers
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['x-cache']).toBeUndefined();
    }
    expect(t.app.publicCache.size).toBe(before);
  });

  it('keeps no answer sent with Cache-Control: no-store (the plain page of a saturated renderer)', async () => {
    const first = await get('/test/no-store');
    const second = await get('/test/no-store');
    expect(first.body).toBe('made 1');
    expect(second.body).toBe('made 2');
    expect(second.headers['x-cache']).toBeUndefined();
  });
});

describe('page keys', () => {
  it('makes a page from its normalised address: unknown parameters never reach it, nor a new copy', async () => {
    const first = await get('/test/address?utm_source=mail&page=3&fbclid=abc');
    expect(first.body).toBe('/test/address?page=3');
    const again = await get('/test/address?page=3&utm_campaign=x');
    expect(again.headers['x-cache']).toBe('hit');
    expect((await get('/test/address?page=1&utm_source=y')).body).toBe('/test/address');
    expect(await cached('/test/address')).toBe('hit');
  });

  it('keys each public page on the parameters the app reads, as it reads them', async () => {
    await get('/news-subjects?page=2&category=7&sort=views');
    for (const same of [
      '/news-subjects?sort=views&category=7&page=2',
      '/news-subjects?page=02&category=7&sort=views&utm_source=x',
      '/news-subjects/?category=7&page=2&sort=views&gclid=1',
    ]) {
      expect(await cached(same)).toBe('hit');
    }
    await get('/news-subjects');
    for (const same of ['/news-subjects?page=1', '/news-subjects?q=', '/news-subjects?category=abc&x=1']) {
      expect(await cached(same)).toBe('hit');
    }
    for (const other of [
      '/news-subjects?page=3',
      '/news-subjects?q=%D9%86%D9%81%D8%AA',
      '/news-subjects?sort=new',
    ]) {
      expect(await cached(other)).toBeUndefined();
    }
    const subject = await makeSubject(t, { title: 'موضوع با پارامتر' });
    await get(`${subjectPage(subject.id)}?utm_source=a`);
    expect(await cached(`${subjectPage(subject.id)}?utm_source=b&page=4`)).toBe('hit');
  });

  it('a flood of utm_source variants makes one entry, not one each', async () => {
    const url = (n: number) => `/news-reports?utm_source=${n}`;
    await get(url(0));
    const before = t.app.publicCache.size;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => get(url(n + 1))));
    expect(answers.every((a) => a.statusCode === 200 && a.headers['x-cache'] === 'hit')).toBe(true);
    expect(t.app.publicCache.size).toBe(before);
  });
});

// ---- two processes sharing one Redis: an invalidation carries its tags ----

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisReachable(redisUrl);
if (!redisUp)
  console.warn(`public cache: SKIPPED the Redis test: no Redis at ${redisUrl} (set REDIS_TEST_URL).`);

describe.skipIf(!redisUp)('across processes through Redis', () => {
  // this run's own prefix: other runs on the same Redis never reach these apps
  const keyPrefix = `rasti-test-${randomBytes(5).toString('hex')}:`;
  const connections: Redis[] = [];
  let reader: TestContext;
  let writer: TestContext;
  let writerAs: (who: Who) => Record<string, string>;
  const connect = () => {
    const redis = new Redis(redisUrl, { keyPrefix, maxRetriesPerRequest: 2 });
    connections.push(redis);
    return redis;
  };
  beforeAll(async () => {
    const dist = webDist();
    reader = await createTestApp({ publicCache: true, webDist: dist }, { redis: connect() });
    writer = await createTestApp({ publicCache: true, webDist: dist }, { redis: connect() });
    writerAs = await actors(writer);
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    for (const redis of connections) redis.disconnect();
  });

  it("refreshes the written subject's page in the other process and leaves the rest cached there", async () => {
    // the two databases are copies of one template: the same rows get the same ids
    const written = await makeSubject(reader, { title: 'موضوع مشترک' });
    const other = await makeSubject(reader, { title: 'موضوع دست‌نخورده' });
    expect((await makeSubject(writer, { title: 'موضوع مشترک' })).id).toBe(written.id);
    const read = (url: string) => reader.app.inject({ url });
    await read(subjectPage(written.id));
    await read(subjectPage(other.id));
    expect((await read(subjectPage(written.id))).headers['x-cache']).toBe('hit');

    const saved = await send(
      writer,
      'PATCH',
      `/api/news/news-subject/${written.id}/`,
      writerAs(3),
      form({ title: 'عنوان از پردازه‌ی دیگر' }),
    );
    expect(saved.statusCode).toBe(200);

    // the message arrives a moment later: until then the reader's copy is still its fresh one
    await vi.waitFor(async () => {
      expect((await read(subjectPage(written.id))).headers['x-cache']).toBeUndefined();
    });
    expect((await read(subjectPage(other.id))).headers['x-cache']).toBe('hit');
  });
});
