import type { LightMyRequestResponse } from 'fastify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { LIGHT_PAGE_SCRIPT, LIGHT_PAGE_SCRIPT_SOURCE } from '../../src/lib/light-page.ts';
import { form } from '../factories.ts';
import { cspDirective, htmlProblems, XSS_VECTORS } from './html-safety.ts';
import { seededApp, type Who } from './seed.ts';
import { WEB_SCRIPT } from './web-dist.ts';

// Every field the public sees, fed the XSS vectors of xss-vectors.json (DOMPurify's fixtures and OWASP's
// filter-evasion cheat sheet). Rich text (the editor's HTML) must come back with no script, no on*
// handler and no javascript:/vbscript:/data: URL, as stored and as served. Plain text stays the exact
// text that was sent (it is text, never HTML: the pages render it as text, see e2e/journeys/hostile),
// and the pages the server sends for those rows carry none of it as markup.

const { t, seed } = await seededApp({ web: true });
const has = (method: string, url: string) =>
  // the router keeps paths without their trailing slash (ignoreTrailingSlash)
  t.app.hasRoute({ method: method as 'GET', url: url.replace(/\/$/, '') });

/** Every string anywhere in a JSON answer, with the key it sits under. */
function strings(value: unknown, key = ''): { key: string; value: string }[] {
  if (typeof value === 'string') return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  }
  return [];
}

const RICH_KEYS = new Set(['content']);

/** Sends the fields; fields the API refuses as too long for them are dropped and the rest sent again. */
async function write(
  send: (fields: Record<string, string>) => Promise<LightMyRequestResponse>,
  fields: Record<string, string>,
): Promise<{ res: LightMyRequestResponse; kept: Record<string, string> }> {
  let kept = { ...fields };
  for (;;) {
    const res = await send(kept);
    expect(
      res.statusCode,
      `server error for ${JSON.stringify(kept).slice(0, 200)}: ${res.body}`,
    ).toBeLessThan(500);
    if (res.statusCode !== 400) return { res, kept };
    const refused = Object.keys((res.json() as { fields?: Record<string, string[]> }).fields ?? {});
    const droppable = refused.filter((f) => f in kept);
    // refused whole (text the database cannot hold, e.g. a NUL inside the news items' JSON): nothing stored
    if (droppable.length === 0) return { res, kept: {} };
    kept = Object.fromEntries(Object.entries(kept).filter(([k]) => !droppable.includes(k)));
    if (Object.keys(kept).length === 0) return { res, kept };
  }
}

/** Checks one read-back answer: rich text safe, each kept plain field present as the exact text sent. */
function checkAnswer(label: string, answer: unknown, kept: Record<string, string>, rich: string[]) {
  const found = strings(answer);
  for (const { key, value } of found) {
    if (RICH_KEYS.has(key)) expect(htmlProblems(value), `${label}: ${key}`).toEqual([]);
  }
  for (const [field, sent] of Object.entries(kept)) {
    if (rich.includes(field)) continue;
    const text = sent.trim();
    if (!text) continue;
    expect(
      found.some((s) => s.value === text || s.value.includes(text)),
      `${label}: ${field} is not served as the text that was sent`,
    ).toBe(true);
  }
}

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  // a JSON answer is never sniffed into HTML by a browser
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  return res.json() as unknown;
};

const subjectUrl = `/api/news/news-subject/${seed.subjectId}/`;
/** A multipart PATCH of the fields to `url` as the role. */
const patchForm = (url: string, who: Who) => (fields: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url, headers: seed.headers(who), payload: form(fields) });
const publicSubject = () => get(`/api/public/public-news-subject/${seed.subjectId}/`);

describe.each(XSS_VECTORS)('vector $id ($section)', (vector) => {
  const v = vector.payload;

  it('subject title, abstract, hashtags and content', async () => {
    const { res, kept } = await write(patchForm(subjectUrl, 2), { title: v, abstract: v, content: v });
    if (Object.keys(kept).length === 0) return;
    expect(res.statusCode).toBe(200);
    checkAnswer('staff subject', res.json(), kept, ['content']);
    checkAnswer('public subject', await publicSubject(), kept, ['content']);
    // hashtags are stored normalised (#-prefixed words): whatever is left must not be markup that runs
    const tags = await patchForm(subjectUrl, 2)({ hashtags: v });
    expect(tags.statusCode).toBeLessThan(500);
  });

  it('source title and summary', async () => {
    const { res, kept } = await write(
      (fields) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/news/Rumor/${seed.sourceId}/`,
          headers: seed.headers(2),
          payload: form({ news_subject: seed.subjectId, publisher: seed.outletId, ...fields }),
        }),
      { title: v, summary: v },
    );
    if (Object.keys(kept).length === 0) return;
    expect(res.statusCode).toBe(200);
    checkAnswer('public subject rumours', await publicSubject(), kept, []);
  });

  it.each<{ field: string; url: string; fields: Record<string, string>; list: string; read: string }>([
    {
      field: 'outlet names',
      url: `/api/news/Media/${seed.outletId}/`,
      fields: { name: v, english_name: v },
      list: 'public outlets',
      read: '/api/public/public-media/?page_size=100',
    },
    {
      field: 'category title',
      url: `/api/news/Category/${seed.categoryId}/`,
      // a title must be unique: the vector's id keeps each apart
      fields: { title: `${v} ${vector.id}` },
      list: 'public categories',
      read: '/api/public/public-category/?page_size=100',
    },
  ])('$field', async ({ url, fields, list, read }) => {
    const { res, kept } = await write(patchForm(url, 2), fields);
    if (Object.keys(kept).length === 0) return;
    expect(res.statusCode).toBe(200);
    checkAnswer(list, await get(read), kept, []);
  });

  it("a faculty member's names and resume", async () => {
    const { res, kept } = await write(patchForm(`/api/accounts/users/${seed.facultyId}/`, 4), {
      first_name: v,
      last_name: v,
      abstract: v,
    });
    if (Object.keys(kept).length === 0) return;
    expect(res.statusCode).toBe(200);
    checkAnswer('own profile', await get('/api/accounts/users/me/', seed.headers(4)), kept, []);
    if (has('GET', '/api/public/Faculty-users/:id/')) {
      checkAnswer('faculty page', await get(`/api/public/Faculty-users/${seed.facultyId}/`), kept, []);
    }
  });

  it.runIf(has('PATCH', '/api/news/review-subject/:id/'))(
    'review title, summary, content and news items',
    async () => {
      const { res, kept } = await write(patchForm(`/api/news/review-subject/${seed.publishedReviewId}/`, 4), {
        title: v,
        summary: v,
        content: v,
        news_items: JSON.stringify([{ title: v.slice(0, 300) || 'x', summary: v }]),
      });
      if (Object.keys(kept).length === 0) return;
      expect(res.statusCode).toBe(200);
      const { news_items: _items, ...plain } = kept;
      checkAnswer(
        'public review',
        await get(`/api/public/public-news-review/${seed.publishedReviewId}/`),
        plain,
        ['content'],
      );
    },
  );

  it.runIf(has('POST', '/api/public/public-user-question/'))(
    'a question: title, reason, sources and display name',
    async () => {
      const { res, kept } = await write(
        (fields) =>
          t.app.inject({
            method: 'POST',
            url: '/api/public/public-user-question/',
            payload: form({ title: 'پرسش', summary: 'علت', ...fields }),
            remoteAddress: seed.freshIp(),
          }),
        { title: v, summary: v, resource: v, full_name: v },
      );
      if (Object.keys(kept).length === 0) return;
      expect(res.statusCode).toBe(201);
      const id = (res.json() as { id: number }).id;
      // answered questions show on the subject page
      const linked = await t.app.inject({
        method: 'PATCH',
        url: `/api/news/asked/${id}/`,
        headers: seed.headers(2),
        payload: { news_subject: seed.subjectId },
      });
      expect(linked.statusCode).toBe(200);
      checkAnswer('staff question', await get(`/api/news/asked/${id}/`, seed.headers(2)), kept, []);
    },
  );
});

describe('all the vectors at once', () => {
  // the NUL-split vectors are refused whole (400), so they stay out of the one big text
  const all = XSS_VECTORS.map((v) => v.payload)
    .filter((p) => !p.includes('\u0000'))
    .join('\n');

  it('leave rich text safe as stored and as served to the public', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: subjectUrl,
      headers: seed.headers(2),
      payload: form({ content: `<p>پیش از</p>${all}<p>پس از</p>` }),
    });
    expect(res.statusCode).toBe(200);
    const staff = (res.json() as { content: string }).content;
    expect(htmlProblems(staff)).toEqual([]);
    // ordinary content around the attack survives
    expect(staff).toContain('<p>پیش از</p>');
    const served = (await publicSubject()) as { content: string };
    expect(htmlProblems(served.content)).toEqual([]);
  });

  it('leave the pages the server sends for those rows free of any of it as markup', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: subjectUrl,
      headers: seed.headers(2),
      payload: form({ title: XSS_VECTORS[0]!.payload, abstract: all.slice(0, 4000) }),
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/news/review-subject/${seed.publishedReviewId}/`,
      headers: seed.headers(2),
      payload: form({ title: XSS_VECTORS[1]!.payload, summary: all.slice(0, 4000) }),
    });
    const pages = [
      '/',
      `/news-subject-page/${seed.subjectId}`,
      `/report/${seed.publishedReviewId}`,
      `/facuality/${seed.facultyId}`,
      '/facuality-list',
      '/news-subjects',
      '/news-reports',
    ];
    for (const url of pages) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      // no inline script may run even if markup slipped in: the policy allows our own files and, by its
      // hash, the light page's few statements only
      expect(cspDirective(res.headers['content-security-policy'], 'script-src'), url).toBe(
        `script-src 'self' ${LIGHT_PAGE_SCRIPT_SOURCE}`,
      );
      expect(
        htmlProblems(res.body, {
          allowTags: new Set(['meta', 'link']),
          allowScriptSrc: new Set([WEB_SCRIPT]),
          allowJsonLd: true,
          allowInlineScript: new Set([LIGHT_PAGE_SCRIPT]),
        }),
        url,
      ).toEqual([]);
    }
    // the shared page does carry the title: as text, escaped
    const page = await t.app.inject({ url: `/news-subject-page/${seed.subjectId}` });
    expect(new JSDOM(page.body).window.document.title).toContain(XSS_VECTORS[0]!.payload);
  });
});

describe('links the public follows', () => {
  const codeLinks = [
    'javascript:window.__xss(1)',
    'JaVaScRiPt:window.__xss(1)',
    ' javascript:window.__xss(1)',
    'java\tscript:window.__xss(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3MoMSk8L3NjcmlwdD4=',
    '&#106;avascript:window.__xss(1)',
  ];

  it.each(codeLinks)('refuse %j as an outlet, source or news-item link', async (link) => {
    const outlet = await t.app.inject({
      method: 'PATCH',
      url: `/api/news/Media/${seed.outletId}/`,
      headers: seed.headers(2),
      payload: form({ link }),
    });
    const source = await t.app.inject({
      method: 'PUT',
      url: `/api/news/Rumor/${seed.sourceId}/`,
      headers: seed.headers(2),
      payload: form({
        news_subject: seed.subjectId,
        publisher: seed.outletId,
        title: 'منبع',
        summary: 'خلاصه',
        link,
      }),
    });
    const answers = [outlet, source];
    if (has('PATCH', '/api/news/review-subject/:id/')) {
      answers.push(
        await t.app.inject({
          method: 'PATCH',
          url: `/api/news/review-subject/${seed.publishedReviewId}/`,
          headers: seed.headers(2),
          payload: form({ news_items: JSON.stringify([{ title: 'خبر', link }]) }),
        }),
      );
    }
    for (const res of answers) {
      // refused, or kept only as an https link that runs nothing
      if (res.statusCode === 400) continue;
      expect(res.statusCode).toBe(200);
      for (const { key, value } of strings(res.json())) {
        if (key === 'link') expect(value).toMatch(/^https?:\/\//);
      }
    }
  });
});

describe('NUL characters (java\\0script: and friends)', () => {
  it('are refused with 400 naming the field in JSON bodies, multipart fields and query strings', async () => {
    const url = `/api/news/Category/${seed.categoryId}/`;
    const json = await t.app.inject({
      method: 'PATCH',
      url,
      headers: seed.headers(2),
      payload: { title: 'java\u0000script' },
    });
    expect(json.statusCode).toBe(400);
    expect(Object.keys((json.json() as { fields: object }).fields)).toEqual(['title']);
    const multipartField = await t.app.inject({
      method: 'PATCH',
      url,
      headers: seed.headers(2),
      payload: form({ title: 'java\u0000script' }),
    });
    expect(multipartField.statusCode).toBe(400);
    const query = await t.app.inject({ url: '/api/public/public-category/?search=a%00b' });
    expect(query.statusCode).toBe(400);
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/public/public-user-question/',
      payload: { title: 'پرسش', summary: 'علت', resource: { deep: ['x\u0000'] } },
      remoteAddress: seed.freshIp(),
    });
    expect(nested.statusCode).toBe(400);
    const categories = (await get('/api/public/public-category/?page_size=100')) as { title: string }[];
    expect(categories.some((c) => c.title.includes('\u0000'))).toBe(false);
  });
});
