import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import {
  form,
  makeCategory,
  makeEvaluation,
  makeReview,
  makeSubject,
  minutesAgo,
  send,
  webDist,
} from '../../../test/factories.ts';
import { FEED_SIZE, FEED_TEXT } from './feeds.service.ts';
import { parseXml, texts } from '../../../test/xml.ts';

const ORIGIN = 'https://rasti.example';

// the public cache on: the feeds are kept, and a write refreshes them
const { t, as } = setupApp({ actors: true, config: { publicUrl: ORIGIN, publicCache: true } });

// rows are made straight in the database: the tests that do not test the cache start without it
const fresh = () => t.app.publicCache.clear();
const get = (url: string) => t.app.inject({ url, headers: { host: 'forged.example' } });
const items = (doc: Document) => [...doc.getElementsByTagName('item')];
const child = (item: Element, tag: string) => item.getElementsByTagName(tag)[0];

describe('/rss.xml', () => {
  it('is RSS 2.0 of the newest 50 published reviews, with absolute links from PUBLIC_URL, whatever the Host', async () => {
    fresh();
    const verdict = await makeEvaluation(t, 'نادرست', '#d32f2f', -2);
    const category = await makeCategory(t, 'اقتصادی');
    const subject = await makeSubject(t, {
      title: 'ادعای گرانی',
      categoryId: category.id,
      evaluationId: verdict.id,
    });
    const hidden = await makeSubject(t, { title: 'موضوع پیش‌نویس', status: 1, datePublished: null });
    const made = [];
    for (let i = 0; i < FEED_SIZE + 5; i++) {
      made.push(
        await makeReview(t, {
          subjectId: subject.id,
          title: `بررسی شماره ${i}`,
          summary: `خلاصه\n  شماره ${i}`,
          datePublished: minutesAgo(1000 - i),
        }),
      );
    }
    const draft = await makeReview(t, { subjectId: subject.id, title: 'بررسی پیش‌نویس', status: 1 });
    const orphan = await makeReview(t, { subjectId: hidden.id, title: 'بررسی موضوع پنهان' });

    const res = await get('/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.body).not.toContain('forged.example');
    const doc = parseXml(res.body);
    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0]!;
    expect(child(channel, 'title')?.textContent).toBe(FEED_TEXT.title);
    expect(child(channel, 'link')?.textContent).toBe(`${ORIGIN}/news-reports`);
    expect(child(channel, 'language')?.textContent).toBe('fa');
    expect(child(channel, 'description')?.textContent).toBeTruthy();

    const list = items(doc);
    expect(list).toHaveLength(FEED_SIZE);
    // newest first: the last five made
    const newest = made[made.length - 1]!;
    const first = list[0]!;
    expect(child(first, 'title')?.textContent).toBe(newest.title);
    expect(child(first, 'link')?.textContent).toBe(`${ORIGIN}/report/${newest.id}`);
    const guid = child(first, 'guid')!;
    expect(guid.textContent).toBe(`${ORIGIN}/report/${newest.id}`);
    expect(guid.getAttribute('isPermaLink')).toBe('true');
    // RFC 822, the same instant
    const pubDate = child(first, 'pubDate')!.textContent!;
    expect(pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(new Date(pubDate).getTime()).toBe(Math.floor(newest.datePublished!.getTime() / 1000) * 1000);
    // the summary on one line, with the verdict; the category and the verdict as categories
    expect(child(first, 'description')?.textContent).toBe(`ارزیابی: نادرست. خلاصه شماره ${FEED_SIZE + 4}`);
    expect(texts(first, 'category')).toEqual(['اقتصادی', 'نادرست']);

    const links = texts(doc, 'link');
    for (const link of links) expect(link.startsWith(`${ORIGIN}/`)).toBe(true);
    for (const hiddenReview of [draft, orphan, made[0]!])
      expect(links).not.toContain(`${ORIGIN}/report/${hiddenReview.id}`);
  });

  it('escapes whatever a title holds and drops characters XML cannot carry', async () => {
    fresh();
    const subject = await makeSubject(t, { title: 'موضوع <ناامن> & "نقل" \'قول\'' });
    const title = '</title><script>alert(1)</script> & ]]> \u0001\u0008 پایان';
    const review = await makeReview(t, { subjectId: subject.id, title, summary: '' });
    const doc = parseXml((await get('/rss.xml')).body);
    const item = items(doc).find((i) => child(i, 'link')?.textContent === `${ORIGIN}/report/${review.id}`)!;
    expect(child(item, 'title')?.textContent).toBe('</title><script>alert(1)</script> & ]]>  پایان');
    // no summary: the subject's title says what it is about
    expect(child(item, 'description')?.textContent).toBe('موضوع <ناامن> & "نقل" \'قول\'');
  });

  it('has one feed per category; an unknown or malformed category is 404 with a plain message', async () => {
    fresh();
    const sport = await makeCategory(t, 'ورزشی');
    const health = await makeCategory(t, 'سلامت');
    const inSport = await makeSubject(t, { title: 'شایعهٔ ورزشی', categoryId: sport.id });
    const inHealth = await makeSubject(t, { title: 'شایعهٔ سلامت', categoryId: health.id });
    const sportReview = await makeReview(t, { subjectId: inSport.id, title: 'بررسی ورزشی' });
    await makeReview(t, { subjectId: inHealth.id, title: 'بررسی سلامت' });

    const res = await get(`/rss.xml?category=${sport.id}`);
    expect(res.statusCode).toBe(200);
    const doc = parseXml(res.body);
    expect(texts(doc, 'title')).toEqual([FEED_TEXT.categoryTitle('ورزشی'), 'بررسی ورزشی']);
    expect(texts(doc, 'link')[1]).toBe(`${ORIGIN}/report/${sportReview.id}`);
    expect(doc.getElementsByTagName('channel')[0]!.getElementsByTagName('link')[0]!.textContent).toBe(
      `${ORIGIN}/news-reports?category=${sport.id}`,
    );

    // an empty value is no category (the whole feed), as the list page reads it
    expect((await get('/rss.xml?category=')).statusCode).toBe(200);
    const sizeBefore = t.app.publicCache.size;
    for (const bad of ['999999', 'abc', '0', '-1', '1.5', '99999999999', '1&category=2']) {
      const answer = await get(`/rss.xml?category=${bad}`);
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body).toBe(FEED_TEXT.unknownCategory);
    }
    // garbage never makes a cache entry; the spellings of one id and other parameters share one
    expect(t.app.publicCache.size).toBe(sizeBefore);
    expect((await get(`/rss.xml?category=${sport.id}&utm_source=x`)).headers['x-cache']).toBe('hit');
    expect((await get(`/rss.xml?category=0${sport.id}`)).headers['x-cache']).toBe('hit');
    expect(t.app.publicCache.size).toBe(sizeBefore);
  });

  it('is served from the cache, and publishing a review or renaming a category refreshes it at once', async () => {
    const category = await makeCategory(t, 'فناوری');
    const subject = await makeSubject(t, { title: 'شایعهٔ فناوری', categoryId: category.id });
    const draft = await makeReview(t, { subjectId: subject.id, title: 'بررسی تازهٔ فناوری', status: 1 });
    const url = `/rss.xml?category=${category.id}`;
    await get(url);
    await get('/rss.xml');
    const again = await get(url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).not.toContain('بررسی تازهٔ فناوری');

    const published = await send(
      t,
      'PATCH',
      `/api/news/review-subject/${draft.id}/`,
      as(3),
      form({ status: 2 }),
    );
    expect(published.statusCode).toBe(200);
    for (const feed of [url, '/rss.xml']) {
      const fresh = await get(feed);
      expect(fresh.headers['x-cache'], feed).toBeUndefined();
      expect(texts(parseXml(fresh.body), 'title')).toContain('بررسی تازهٔ فناوری');
    }

    const renamed = await send(
      t,
      'PATCH',
      `/api/news/Category/${category.id}/`,
      as(2),
      form({ title: 'فناوری و ارتباطات' }),
    );
    expect(renamed.statusCode).toBe(200);
    const after = await get(url);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(texts(parseXml(after.body), 'title')[0]).toBe(FEED_TEXT.categoryTitle('فناوری و ارتباطات'));
  });
});

describe('the feeds’ links in the pages’ head', () => {
  const INDEX = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');
  const { t: pages } = setupApp({ config: () => ({ webDist: webDist(INDEX), publicUrl: ORIGIN }) });

  it('every page links the site’s feed (the web app’s index.html)', async () => {
    const link = `<link rel="alternate" type="application/rss+xml" title="${FEED_TEXT.title}" href="/rss.xml" />`;
    expect(INDEX).toContain(link);
    for (const url of ['/', '/news-reports', '/media', '/login']) {
      expect((await pages.app.inject({ url })).body, url).toContain(link);
    }
  });

  it('a list filtered by a category links that category’s feed; another value links none', async () => {
    const category = await makeCategory(pages, 'محیط زیست');
    for (const list of ['/news-reports', '/news-subjects']) {
      const html = (await pages.app.inject({ url: `${list}?category=${category.id}` })).body;
      expect(html).toContain(
        `<link rel="alternate" type="application/rss+xml" title="${FEED_TEXT.categoryTitle('محیط زیست')}" href="${ORIGIN}/rss.xml?category=${category.id}" />`,
      );
      for (const other of ['999999', 'abc', '']) {
        const plain = (await pages.app.inject({ url: `${list}?category=${other}` })).body;
        expect(plain).not.toContain('/rss.xml?category=');
      }
    }
  });
});
