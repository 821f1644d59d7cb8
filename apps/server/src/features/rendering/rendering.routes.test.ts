import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, setupApp } from '../../../test/app.ts';
import {
  actors,
  makeEvaluation,
  makeNewsItem,
  makeOutlet,
  makeReview,
  makeSource,
  makeSubject,
  send,
  webDist,
} from '../../../test/factories.ts';
import { cspDirective } from '../../../test/security/html-safety.ts';
import { LIGHT_PAGE_SCRIPT, LIGHT_PAGE_SCRIPT_SOURCE, withLightPageScript } from '../../lib/light-page.ts';

const INDEX =
  '<!doctype html>\n<html lang="fa" dir="rtl">\n  <head>\n    <meta charset="UTF-8" />\n' +
  '    <meta name="description" content="راستی: بررسی اخبار و شایعات" />\n    <title>راستی</title>\n' +
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head>\n' +
  '  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

const dist = webDist(INDEX);
const { t } = setupApp({ config: { webDist: dist } });
const { t: configured } = setupApp({ config: { webDist: dist, publicUrl: 'https://rasti.example/' } });

const meta = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match ? match[1] : undefined;
};
const jsonLd = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((m) => JSON.parse(m[1]!));
};
const get = (url: string, ctx = t) => ctx.app.inject({ url, headers: { host: 'localhost:3000' } });
/** Answers the app's page shell itself with the status (a 404 shows the app's not-found screen). */
const expectShell = async (url: string, status: number) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(status);
  expect(res.body, url).toBe(withLightPageScript(INDEX));
  return res;
};

describe('the report page', () => {
  it('carries its own title, description, Open Graph tags and a ClaimReview', async () => {
    const verdict = await makeEvaluation(t, 'نادرست', '#d32f2f', 5);
    const outlet = await makeOutlet(t, 'خبرگزاری الف', 'Alef');
    const subject = await makeSubject(t, { title: 'ادعای قطع اینترنت', evaluationId: verdict.id });
    await makeSource(t, {
      subjectId: subject.id,
      outletId: outlet.id,
      link: 'https://alef.example/1',
      title: 'روایت الف',
    });
    await makeSource(t, {
      subjectId: subject.id,
      outletId: outlet.id,
      link: 'https://alef.example/draft',
      status: 1,
    });
    const review = await makeReview(t, {
      subjectId: subject.id,
      title: 'بررسی ادعای قطع اینترنت',
      summary: 'اینترنت   قطع نشده است.',
      mainImage: 'reviews/abc.webp',
    });
    await makeNewsItem(t, {
      reviewId: review.id,
      title: 'خبر ب',
      link: 'https://be.example/2',
      outletId: outlet.id,
      date: new Date(1_700_000_000_000),
    });
    await makeNewsItem(t, {
      reviewId: review.id,
      title: 'تکراری',
      link: 'https://alef.example/1',
      position: 1,
    });
    await makeNewsItem(t, { reviewId: review.id, title: 'بی‌پیوند', link: '', position: 2 });

    const res = await get(`/report/${review.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    // the strict CSP still holds: a JSON-LD block is data, not script
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(cspDirective(res.headers['content-security-policy'], 'script-src')).toBe(
      `script-src 'self' ${LIGHT_PAGE_SCRIPT_SOURCE}`,
    );
    // the one inline script: the light page's, first in the head, before anything that could hold it back
    expect(res.body).toContain(`<meta charset="UTF-8" /><script>${LIGHT_PAGE_SCRIPT}</script>\n`);
    expect([...res.body.matchAll(/<script>/g)]).toHaveLength(1);
    const html = res.body;
    expect(html).toContain('<title>بررسی ادعای قطع اینترنت | راستی</title>');
    expect(html).toContain('<meta name="description" content="اینترنت قطع نشده است." />');
    expect(html).not.toContain('راستی: بررسی اخبار و شایعات');
    expect(meta(html, 'og:title')).toBe('بررسی ادعای قطع اینترنت');
    expect(meta(html, 'og:description')).toBe('اینترنت قطع نشده است.');
    // its own verdict card (features/cards), not the review's image
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`^http://localhost:3000/og/report/${review.id}-[0-9a-f]{16}\\.png$`),
    );
    expect(meta(html, 'og:url')).toBe(`http://localhost:3000/report/${review.id}`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:locale')).toBe('fa_IR');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // the app itself is untouched
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');

    const [claim] = jsonLd(html);
    expect(claim).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ClaimReview',
      url: `http://localhost:3000/report/${review.id}`,
      name: 'بررسی ادعای قطع اینترنت',
      claimReviewed: 'ادعای قطع اینترنت',
      inLanguage: 'fa',
      datePublished: review.datePublished!.toISOString(),
      author: { '@type': 'Organization', name: 'راستی', url: 'http://localhost:3000' },
      reviewRating: { '@type': 'Rating', alternateName: 'نادرست' },
      itemReviewed: {
        '@type': 'Claim',
        // the outlet of the earliest published source made the claim
        // its page here, with its record, and its own site
        author: {
          '@type': 'Organization',
          name: 'خبرگزاری الف',
          sameAs: [`http://localhost:3000/media/${outlet.id}`, 'https://sample.example'],
        },
        appearance: [
          {
            '@type': 'CreativeWork',
            url: 'https://alef.example/1',
            headline: 'روایت الف',
            publisher: { '@type': 'Organization', name: 'خبرگزاری الف' },
          },
          {
            '@type': 'CreativeWork',
            url: 'https://be.example/2',
            headline: 'خبر ب',
            datePublished: new Date(1_700_000_000_000).toISOString(),
            publisher: { '@type': 'Organization', name: 'خبرگزاری الف' },
          },
        ],
      },
    });
  });

  it('keeps the JSON-LD and the tags safe from a title that tries to close the script', async () => {
    const verdict = await makeEvaluation(t, 'گمراه"</script>', '#000000', 1);
    const evil = '</script><script>alert(1)</script> "<b>" & \u2028';
    const subject = await makeSubject(t, { title: evil, evaluationId: verdict.id });
    const review = await makeReview(t, { subjectId: subject.id, title: evil, summary: evil });
    const html = (await get(`/report/${review.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    // the light page's inline statements and the JSON-LD block, nothing more
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(meta(html, 'og:title')).toBe(
      '&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#34;&#60;b&#62;&#34; &#38; \u2028',
    );
    const [claim] = jsonLd(html);
    // one line: the claim's white space (U+2028 too) is collapsed
    expect(claim.claimReviewed).toBe(evil.replace(/\s+/g, ' ').trim());
    expect(claim.name).toBe(evil);
    expect(claim.reviewRating.alternateName).toBe('گمراه"</script>');
  });

  it('writes no ClaimReview when the subject has no verdict', async () => {
    const subject = await makeSubject(t, { title: 'بی‌حکم' });
    const review = await makeReview(t, { subjectId: subject.id, title: 'بررسی بی‌حکم', summary: '' });
    const html = (await get(`/report/${review.id}/`)).body;
    expect(meta(html, 'og:title')).toBe('بررسی بی‌حکم');
    expect(meta(html, 'og:description')).toBe('بی‌حکم');
    // a card with the claim and the site's name, without a verdict pill
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/localhost:3000\/og\/report\/\d+-[0-9a-f]{16}\.png$/);
    expect(jsonLd(html)).toEqual([]);
  });

  it('answers drafts, unpublished subjects, unknown and malformed ids 404 with the plain page, leaking nothing', async () => {
    const verdict = await makeEvaluation(t, 'محرمانه', '#000000', 1);
    const open = await makeSubject(t, { title: 'موضوع منتشر', evaluationId: verdict.id });
    const closed = await makeSubject(t, {
      title: 'موضوع محرمانه بسته',
      status: 1,
      datePublished: null,
      evaluationId: verdict.id,
    });
    const draft = await makeReview(t, {
      subjectId: open.id,
      title: 'پیش‌نویس محرمانه',
      summary: 'خلاصه محرمانه',
      status: 1,
    });
    const orphan = await makeReview(t, { subjectId: closed.id, title: 'بررسی محرمانه' });
    for (const url of [
      `/report/${draft.id}`,
      `/report/${orphan.id}`,
      '/report/999999',
      '/report/abc',
      '/report/99999999999999',
      '/report/0',
    ]) {
      await expectShell(url, 404);
    }
  });
});

describe('the subject page', () => {
  it('carries a published subject’s own tags, and no ClaimReview', async () => {
    const subject = await makeSubject(t, {
      title: 'شایعه کمبود بنزین',
      abstract: 'چکیده شایعه',
      mainImage: 'subjects/s.webp',
    });
    const html = (await get(`/news-subject-page/${subject.id}`)).body;
    expect(html).toContain('<title>شایعه کمبود بنزین | راستی</title>');
    expect(meta(html, 'og:title')).toBe('شایعه کمبود بنزین');
    expect(meta(html, 'og:description')).toBe('چکیده شایعه');
    expect(meta(html, 'og:image')).toBe('http://localhost:3000/media/subjects/s.webp');
    expect(meta(html, 'og:url')).toBe(`http://localhost:3000/news-subject-page/${subject.id}`);
    expect(jsonLd(html)).toEqual([]);
  });

  it('answers a draft or unknown subject 404 with the plain page', async () => {
    const draft = await makeSubject(t, { title: 'موضوع پیش‌نویس', status: 1, datePublished: null });
    for (const url of [`/news-subject-page/${draft.id}`, '/news-subject-page/999999']) {
      await expectShell(url, 404);
    }
  });

  it('uses PUBLIC_URL for absolute links when it is set, whatever the Host header says', async () => {
    const subject = await makeSubject(configured, { title: 'با نشانی عمومی', mainImage: 'subjects/p.webp' });
    const html = (
      await configured.app.inject({
        url: `/news-subject-page/${subject.id}`,
        headers: { host: 'evil.example' },
      })
    ).body;
    expect(meta(html, 'og:url')).toBe(`https://rasti.example/news-subject-page/${subject.id}`);
    expect(meta(html, 'og:image')).toBe('https://rasti.example/media/subjects/p.webp');
    expect(html).not.toContain('evil.example');
  });
});

describe('addresses that are no page of the app', () => {
  it('answer 404 with the app, which shows its not-found screen; every page of the route table answers 200', async () => {
    for (const url of [
      '/no-such-page',
      '/report',
      '/login/extra',
      '/news-subjects/1',
      '/topic-detail-mock',
    ]) {
      expect((await expectShell(url, 404)).headers['content-type'], url).toContain('text/html');
    }
    for (const url of ['/login', '/profile', '/manage-users', '/edit-report/3', '/news-reports/', '/media']) {
      await expectShell(url, 200);
    }
  });
});

describe('shortening descriptions', () => {
  it('cuts a long summary at a word, under 200 characters', async () => {
    const { shorten } = await import('./page-head.ts');
    const long = 'واژه '.repeat(100);
    const short = shorten(long);
    expect(Array.from(short).length).toBeLessThanOrEqual(200);
    expect(short.endsWith('واژه…')).toBe(true);
  });
});

describe('the home page', () => {
  it('starts downloading its data with the HTML: a preload matching the app request', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      '<link rel="preload" href="/api/public/home/" as="fetch" crossorigin="use-credentials" />',
    );
    expect(res.headers['content-security-policy']).toContain("connect-src 'self'");
  });
});

describe('the Host header', () => {
  it('never reaches a page, its own or a later visitor’s, with the public cache on and PUBLIC_URL unset', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'rasti-pages-host-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    const cached = await createTestApp({ webDist: dist, publicCache: true, port: 3400 });
    try {
      const subject = await makeSubject(cached, { title: 'موضوع میزبان', mainImage: 'subjects/h.webp' });
      const url = `/news-subject-page/${subject.id}`;
      const forged = await cached.app.inject({ url, headers: { host: 'attacker.example' } });
      expect(forged.statusCode).toBe(200);
      expect(forged.body).not.toContain('attacker.example');
      expect(meta(forged.body, 'og:url')).toBe(`http://localhost:3400${url}`);
      for (let visitor = 0; visitor < 5; visitor++) {
        const page = await cached.app.inject({ url, headers: { host: 'rasti.example' } });
        expect(page.body).not.toContain('attacker.example');
        expect(meta(page.body, 'og:url')).toBe(`http://localhost:3400${url}`);
      }
    } finally {
      await cached.close();
    }
  });
});

describe('Save-Data and sessions', () => {
  it('keeps two copies of a page at most: a light one for Save-Data: on, a full one for anything else', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'rasti-pages-light-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    const cached = await createTestApp({ webDist: dist, publicCache: true });
    try {
      const page = (saveData?: string) =>
        cached.app.inject({
          url: '/news-reports',
          headers: saveData === undefined ? {} : { 'save-data': saveData },
        });
      const full = await page();
      expect(full.headers.vary).toMatch(/save-data/i);
      expect(full.body).not.toContain('data-light');
      const light = await page('on');
      expect(light.headers.vary).toMatch(/save-data/i);
      expect(light.body).toContain('<html data-light="" lang="fa" dir="rtl">');
      // the same two copies, served from memory, whatever spelling or value a client sends
      for (const value of ['ON', ' on ']) {
        const again = await page(value);
        expect(again.headers['x-cache']).toBe('hit');
        expect(again.headers.vary).toMatch(/save-data/i);
        expect(again.body).toBe(light.body);
      }
      for (const value of ['off', 'on, on', 'x'.repeat(200), '']) {
        const again = await page(value);
        expect(again.headers['x-cache']).toBe('hit');
        expect(again.body).toBe(full.body);
      }
      expect(cached.app.publicCache.size).toBe(2);
    } finally {
      await cached.close();
    }
  });

  it('marks a page asked with a session private, so no shared cache nor the service worker keeps it', async () => {
    const visitor = await get('/news-reports');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    const session = await t.app.inject({ url: '/news-reports', headers: { cookie: 'hasRefresh=1' } });
    expect(session.statusCode).toBe(200);
    expect(session.headers['cache-control']).toMatch(/\bprivate\b/);
  });
});

describe('the trust pages (methodology, about)', () => {
  it('carry their own title, description and canonical address', async () => {
    for (const [url, title] of [
      ['/methodology', 'روش‌شناسی'],
      ['/about', 'درباره‌ی ما'],
    ] as const) {
      const res = await get(url, configured);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title} | راستی</title>`);
      expect(meta(res.body, 'og:title'), url).toBe(title);
      expect(meta(res.body, 'description'), url).toBeTruthy();
      expect(meta(res.body, 'description'), url).not.toBe('راستی: بررسی اخبار و شایعات');
      expect(res.body, url).toContain(`<link rel="canonical" href="https://rasti.example${url}" />`);
    }
  });

  it('are cached for visitors and refreshed by the writes they show: a definition, the about text', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'rasti-pages-trust-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    const cached = await createTestApp({ webDist: dist, publicCache: true });
    try {
      const as = await actors(cached);
      const evaluation = await makeEvaluation(cached, 'نادرست');
      const hit = async (url: string) => (await cached.app.inject({ url })).headers['x-cache'];
      for (const url of ['/methodology', '/about']) {
        await hit(url);
        expect(await hit(url), url).toBe('hit');
      }
      const patched = await send(cached, 'PATCH', `/api/news/Review-Result/${evaluation.id}/`, as(2), {
        description: 'تعریف تازه',
      });
      expect(patched.statusCode).toBe(200);
      expect(await hit('/methodology')).toBeUndefined();
      // the about page shows no definition: its copy stays
      expect(await hit('/about')).toBe('hit');
      const put = await send(cached, 'PUT', '/api/news/site-pages/about/', as(2), {
        body: '<p>متن تازه</p>',
      });
      expect(put.statusCode).toBe(200);
      expect(await hit('/about')).toBeUndefined();
    } finally {
      await cached.close();
    }
  });
});
