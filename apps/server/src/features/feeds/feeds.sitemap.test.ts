import { Role } from '@rasti/contract';
import { PRIVATE_APP_ROUTES } from '@rasti/contract/app-routes';
import { min, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jalaliMonthOf } from '../archive/archive.months.ts';
import { createTestApp, setupApp, type TestContext } from '../../../test/app.ts';
import { subjects } from '../../db/schema/index.ts';
import { makeOutlet, makeReview, makeSubject, makeUser } from '../../../test/factories.ts';
import { SITEMAP_MAX_URLS } from './feeds.service.ts';
import { rowsOf } from '../../lib/sql.ts';
import { parseXml, sitemapLocs } from '../../../test/xml.ts';

const ORIGIN = 'https://rasti.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

const get = (t: TestContext, url: string) => t.app.inject({ url, headers: { host: 'forged.example' } });

/** The addresses of a urlset, each checked: absolute from PUBLIC_URL, with a W3C lastmod. */
function urlsOf(xml: string): string[] {
  const doc = parseXml(xml);
  expect(doc.documentElement.tagName).toBe('urlset');
  expect(doc.documentElement.getAttribute('xmlns')).toBe(SITEMAP_NS);
  const urls = [...doc.getElementsByTagName('url')];
  for (const url of urls) {
    const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
    expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    const lastmod = url.getElementsByTagName('lastmod')[0]?.textContent;
    if (lastmod !== undefined) expect(lastmod).toMatch(W3C_SECONDS);
  }
  return urls.map((u) => u.getElementsByTagName('loc')[0]!.textContent!);
}

describe('a small site', () => {
  const { t } = setupApp({ config: { publicUrl: ORIGIN } });

  it('/sitemap.xml lists every published subject, report, faculty member and outlet, and the list pages', async () => {
    const subject = await makeSubject(t, { title: 'موضوع منتشر' });
    const draft = await makeSubject(t, { title: 'موضوع پیش‌نویس', status: 1, datePublished: null });
    const report = await makeReview(t, { subjectId: subject.id, title: 'گزارش' });
    const draftReport = await makeReview(t, { subjectId: subject.id, title: 'گزارش پیش‌نویس', status: 1 });
    const orphan = await makeReview(t, { subjectId: draft.id, title: 'گزارش موضوع پنهان' });
    const member = await makeUser(t, { role: Role.Board });
    const inactive = await makeUser(t, { role: Role.Board, isActive: false });
    const editor = await makeUser(t, { role: Role.Editor });
    const outlet = await makeOutlet(t, 'خبرگزاری نقشه');

    const res = await get(t, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).not.toContain('forged.example');
    const urls = urlsOf(res.body);
    expect(urls).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/news-subjects`,
      `${ORIGIN}/news-reports`,
      `${ORIGIN}/facuality-list`,
      `${ORIGIN}/media`,
      `${ORIGIN}/archive`,
      // the month of the one public report (published now)
      `${ORIGIN}/archive/${jalaliMonthOf(new Date()).join('/')}`,
      `${ORIGIN}/news-subject-page/${subject.id}`,
      `${ORIGIN}/report/${report.id}`,
      `${ORIGIN}/facuality/${member.id}`,
      `${ORIGIN}/media/${outlet.id}`,
    ]);
    for (const hidden of [
      `/news-subject-page/${draft.id}`,
      `/report/${draftReport.id}`,
      `/report/${orphan.id}`,
      `/facuality/${inactive.id}`,
      `/facuality/${editor.id}`,
    ]) {
      expect(urls).not.toContain(`${ORIGIN}${hidden}`);
    }
    // lastmod is the row's last change
    const doc = parseXml(res.body);
    const subjectEntry = [...doc.getElementsByTagName('url')].find(
      (u) => u.getElementsByTagName('loc')[0]!.textContent === `${ORIGIN}/news-subject-page/${subject.id}`,
    )!;
    expect(subjectEntry.getElementsByTagName('lastmod')[0]!.textContent).toBe(
      `${subject.updatedAt.toISOString().slice(0, 19)}Z`,
    );
  });

  it('serves each kind’s file; names of no file are 404 with a plain message', async () => {
    const subject = await makeSubject(t, { title: 'موضوع پرونده' });
    const file = await get(t, '/sitemap-subjects-1.xml');
    expect(file.statusCode).toBe(200);
    expect(urlsOf(file.body)).toContain(`${ORIGIN}/news-subject-page/${subject.id}`);
    // the list pages, the archive and the month of the earlier test's report
    expect(urlsOf((await get(t, '/sitemap-pages-1.xml')).body)).toHaveLength(7);
    for (const url of [
      '/sitemap-subjects-2.xml',
      '/sitemap-pages-2.xml',
      '/sitemap-users-1.xml',
      '/sitemap-subjects-0.xml',
      '/sitemap-subjects-01.xml',
      '/sitemap-subjects-abc.xml',
      '/sitemap-subjects-99999999999.xml',
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/plain; charset=utf-8');
    }
  });
});

describe('/robots.txt', () => {
  const { t } = setupApp({ config: { publicUrl: ORIGIN } });

  it('names the sitemap by its absolute address and keeps the API and every private page out', async () => {
    const res = await get(t, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    expect(disallowed).toContain('/api/');
    for (const path of [
      '/profile',
      '/edit-profile',
      '/add-subject',
      '/edit-subject/',
      '/add-source',
      '/manage-user-request/',
      '/manage-media',
      '/manage-categories',
      '/manage-users',
      '/manage-evaluations',
      '/tipline-settings',
      '/add-report',
      '/edit-report/',
      '/login',
      '/loading',
    ]) {
      expect(disallowed).toContain(path);
    }
    expect(disallowed).toHaveLength(PRIVATE_APP_ROUTES.length + 1);
    expect(res.body).not.toContain('forged.example');
  });

  it('keeps out no page the server answers as public', async () => {
    const disallowed = (await get(t, '/robots.txt')).body
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice(10));
    // the public pages the server renders and caches for visitors (rendering/rendering.routes.ts), and the sitemap's own
    for (const page of ['/', '/news-subjects', '/news-reports', '/report/1', '/news-subject-page/1']) {
      expect(
        disallowed.some((d) => page.startsWith(d) && d !== '/'),
        page,
      ).toBe(false);
    }
    const sitemap = urlsOf((await get(t, '/sitemap.xml')).body);
    for (const url of sitemap) {
      const path = url.slice(ORIGIN.length);
      expect(
        disallowed.some((d) => path.startsWith(d)),
        path,
      ).toBe(false);
    }
  });

  it('a client asks for at most 30 sitemap files a minute (one is made again after each write it lists)', async () => {
    for (let i = 0; i < 30; i++) expect((await get(t, '/sitemap-pages-1.xml')).statusCode).toBe(200);
    const refused = await get(t, '/sitemap-pages-1.xml');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('these addresses are the server’s own, never the app’s 404', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/rss.xml']) {
      expect((await get(t, url)).statusCode, url).toBe(200);
    }
  });
});

describe('a site of 100 000 subjects', () => {
  let t: TestContext;
  const SUBJECTS = 100_000;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: ORIGIN });
    const started = performance.now();
    // in one statement, with the per-row tally trigger off (the tallies made again after, as seed:large does),
    // an empty search text (no trigram entries), and the table's indexes built once after the rows, as a
    // restore does, instead of entry by entry: minutes become seconds on PGlite
    await t.app.db.transaction(async (tx) => {
      const indexes = rowsOf<{ name: string; definition: string }>(
        await tx.execute(sql`
          select indexname as name, indexdef as definition from pg_indexes
          where tablename = 'subjects' and indexname not in (select conname from pg_constraint)`),
      );
      for (const { name } of indexes) await tx.execute(sql.raw(`drop index "${name}"`));
      await tx.execute(sql`alter table subjects disable trigger subjects_tally`);
      await tx.execute(sql`
        insert into subjects (title, status, date_published, updated_at)
        select 'موضوع ' || n, 2, now() - n * interval '1 minute', now() - n * interval '1 minute'
        from generate_series(1, ${SUBJECTS}) as n`);
      // drafts past the published ones: never listed
      await tx.execute(sql`
        insert into subjects (title, status) select 'پیش‌نویس ' || n, 1 from generate_series(1, 500) as n`);
      await tx.execute(sql`delete from subject_tallies`);
      await tx.execute(sql`
        insert into subject_tallies (category_id, status, n)
        select coalesce(category_id, 0), status, count(*) from subjects group by 1, 2`);
      await tx.execute(sql`alter table subjects enable trigger subjects_tally`);
      for (const { definition } of indexes) await tx.execute(sql.raw(definition));
    });
    console.log(`sitemap: ${SUBJECTS} subjects inserted in ${Math.round(performance.now() - started)} ms`);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it('is an index of files of at most 50 000 addresses each, listing every subject once', async () => {
    let started = performance.now();
    const index = await get(t, '/sitemap.xml');
    const indexMs = performance.now() - started;
    expect(index.statusCode).toBe(200);
    const doc = sitemapLocs(index.body);
    expect(doc.root).toBe('sitemapindex');
    expect(doc.xmlns).toBe(SITEMAP_NS);
    const files = doc.locs;
    const [first] = await t.app.db.select({ id: min(subjects.id) }).from(subjects);
    const firstId = first!.id!;
    const expectedSubjectFiles = new Set(
      [firstId, firstId + SUBJECTS - 1].map((id) => Math.ceil(id / SITEMAP_MAX_URLS)),
    );
    expect(files[0]).toBe(`${ORIGIN}/sitemap-pages-1.xml`);
    expect(files.filter((f) => f.includes('-subjects-'))).toEqual(
      [...expectedSubjectFiles].map((n) => `${ORIGIN}/sitemap-subjects-${n}.xml`),
    );
    // nothing else is published
    expect(files).toHaveLength(1 + expectedSubjectFiles.size);

    const seen = new Set<string>();
    const timings: string[] = [];
    for (const file of files) {
      started = performance.now();
      const res = await get(t, file.slice(ORIGIN.length));
      const ms = performance.now() - started;
      expect(res.statusCode, file).toBe(200);
      const parsed = sitemapLocs(res.body);
      expect(parsed.root).toBe('urlset');
      expect(parsed.xmlns).toBe(SITEMAP_NS);
      const urls = parsed.locs;
      expect(urls.length, file).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      expect(urls.every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
      // every subject carries its lastmod (an empty list page has none)
      if (file.includes('-subjects-'))
        expect(res.body.match(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/g)).toHaveLength(
          urls.length,
        );
      for (const url of urls) seen.add(url);
      timings.push(
        `${file.slice(ORIGIN.length)}: ${urls.length} URLs, ${Math.round(res.body.length / 1024)} KB, ${Math.round(ms)} ms`,
      );
    }
    expect(seen.size).toBe(SUBJECTS + 6);
    console.log(`sitemap at ${SUBJECTS} subjects: index ${Math.round(indexMs)} ms; ${timings.join('; ')}`);
  }, 300_000);
});

describe('the public cache and the sitemap', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(
      { publicUrl: ORIGIN, publicCache: true },
      {
        routes(app) {
          // a route whose answer is over its bound: sent, never kept
          app.get(
            '/test/big',
            { config: { publicCache: { ttlMs: 60_000, tags: [], maxBytes: 10 } } },
            async () => 'x'.repeat(11),
          );
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a small sitemap, and never an answer larger than its route’s maxBytes', async () => {
    await get(t, '/sitemap.xml');
    expect((await get(t, '/sitemap.xml')).headers['x-cache']).toBe('hit');
    await makeSubject(t, { title: 'موضوع تازهٔ نقشه' });
    // rows made straight in the database follow the time to live; a write through the API refreshes at once
    t.app.publicCache.invalidate(['list:subjects']);
    expect((await get(t, '/sitemap.xml')).headers['x-cache']).toBeUndefined();
    for (let i = 0; i < 3; i++) {
      const big = await get(t, '/test/big');
      expect(big.body).toBe('x'.repeat(11));
      expect(big.headers['x-cache']).toBeUndefined();
    }
  });
});
