import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import {
  makeEvaluation,
  makeNewsItem,
  makeOutlet,
  makeReview,
  makeSource,
  makeSubject,
  webDist,
  SHELL_INDEX,
} from '../../../test/factories.ts';
import { withLightPageScript } from '../../lib/light-page.ts';
import { HOME_SHOWS, Tag } from '../../plugins/public-cache-tags.ts';

// A stand-in for the web build's server entry: it asks for the home answer (as every page's right column
// does) and the page's own detail, as the app's API client would, and writes what it got into its data
// block, so a test can compare it with the API's own answers.
const ENTRY = `
let api;
export function configureServerRendering(options) { api = options.fetch; }
export const pageModules = () => [];
export async function renderPage(url) {
  const got = {};
  const home = await api('/api/public/home/');
  got.home = { status: home.status, type: home.headers.get('content-type'), text: await home.text() };
  const subject = /^\\/news-subject-page\\/(\\d+)/.exec(url);
  const report = /^\\/report\\/(\\d+)/.exec(url);
  const detail = subject
    ? '/api/public/public-news-subject/' + subject[1] + '/'
    : report && '/api/public/public-news-review/' + report[1] + '/';
  if (detail) {
    const answer = await api(detail);
    got.detail = { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
  }
  return {
    html: '<main>rendered</main>',
    styles: '',
    state: '<script type="application/json" id="got">' + JSON.stringify(got).replace(/</g, '\\\\u003c') + '</script>',
  };
}
`;

type Got = {
  home: { status: number; type: string; text: string };
  detail?: { status: number; type: string; text: string };
};
const gotOf = (html: string): Got => {
  const block = /<script type="application\/json" id="got">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!block) throw new Error(`not rendered: ${html.slice(0, 300)}`);
  return JSON.parse(block) as Got;
};

const dist = webDist(SHELL_INDEX, { '.ssr/entry-server.js': ENTRY });
const render = { workers: 1, queue: 8, timeoutMs: 5000 };

/** The in-process API calls made (app.inject) to addresses starting with `prefix`, since the spy began. */
const injected = (spy: { mock: { calls: unknown[][] } }, prefix: string) =>
  spy.mock.calls.filter(([options]) => {
    const url = typeof options === 'string' ? options : (options as { url?: string })?.url;
    return typeof url === 'string' && url.startsWith(prefix);
  }).length;

describe("a rendered page's data, with the public cache on", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ webDist: dist, publicCache: true, render });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it("gives the render the subject's and the report's detail exactly as the API answers them, without calling it", async () => {
    const verdict = await makeEvaluation(t, 'نادرست', '#d32f2f', 5);
    const outlet = await makeOutlet(t, 'خبرگزاری الف', 'Alef');
    const subject = await makeSubject(t, { title: 'ادعای «قطع» اینترنت', evaluationId: verdict.id });
    await makeSource(t, { subjectId: subject.id, outletId: outlet.id, link: 'https://alef.example/1' });
    const review = await makeReview(t, { subjectId: subject.id, title: 'بررسی ادعا', content: '<p>متن</p>' });
    await makeNewsItem(t, {
      reviewId: review.id,
      title: 'خبر ب',
      link: 'https://be.example/2',
      outletId: outlet.id,
    });

    for (const [page, api] of [
      [`/news-subject-page/${subject.id}`, `/api/public/public-news-subject/${subject.id}/`],
      [`/report/${review.id}`, `/api/public/public-news-review/${review.id}/`],
    ] as const) {
      const spy = vi.spyOn(t.app, 'inject');
      const res = await t.app.inject(page);
      // the page's own request only: its detail was read without the API route
      expect(injected(spy, api), page).toBe(0);
      spy.mockRestore();
      expect(res.statusCode).toBe(200);
      const { detail } = gotOf(res.body);
      const fromApi = await t.app.inject(api);
      expect(detail).toEqual({ status: 200, type: fromApi.headers['content-type'], text: fromApi.body });
    }
  });

  it('writes the same head, ClaimReview and all, for a rendered report as for one that is not', async () => {
    const verdict = await makeEvaluation(t, 'گمراه‌کننده', '#f57c00', 4);
    const outlet = await makeOutlet(t, 'خبرگزاری ج', 'Jim');
    const subject = await makeSubject(t, { title: 'ادعای دوم', evaluationId: verdict.id });
    for (const [n, date] of [
      [1, new Date('2024-03-01T10:20:30.456Z')],
      [2, null],
      [3, new Date('2023-12-31T23:59:59Z')],
    ] as const) {
      await makeSource(t, {
        subjectId: subject.id,
        outletId: outlet.id,
        link: `https://jim.example/${n}`,
        title: `روایت ${n}`,
        datePublishedRumor: date,
      });
    }
    await makeSource(t, {
      subjectId: subject.id,
      outletId: outlet.id,
      link: 'https://jim.example/d',
      status: 1,
    });
    const review = await makeReview(t, { subjectId: subject.id, title: 'بررسی ادعای دوم' });
    // the head's tags (a rendered page adds its stylesheet links, none here, on a line of their own)
    const head = (html: string) =>
      html
        .slice(0, html.indexOf('</head>'))
        .split('\n')
        .filter((line) => line.trim() !== '')
        .join('\n');

    const rendered = await t.app.inject(`/report/${review.id}`);
    expect(rendered.body).toContain('<main>rendered</main>');
    // a session's page is not rendered: its head reads the claim sources itself
    const plain = await t.app.inject({ url: `/report/${review.id}`, headers: { cookie: 'hasRefresh=1' } });
    expect(plain.body).toContain('<div id="root"></div>');
    expect(head(rendered.body)).toContain('ClaimReview');
    expect(head(rendered.body)).toContain('https://jim.example/3');
    expect(head(rendered.body)).not.toContain('https://jim.example/d');
    expect(head(rendered.body)).toBe(head(plain.body));
  });

  it('answers 404 with the plain page for a subject or report the public cannot see', async () => {
    const draft = await makeSubject(t, { title: 'پیش‌نویس', status: 1 });
    const hidden = await makeReview(t, { subjectId: draft.id, title: 'بررسی پنهان' });
    for (const page of [`/news-subject-page/${draft.id}`, `/report/${hidden.id}`, '/report/999999']) {
      const res = await t.app.inject(page);
      expect(res.statusCode, page).toBe(404);
      expect(res.body, page).toBe(withLightPageScript(SHELL_INDEX));
    }
  });

  it('keeps the home answer between renders, and asks again after a write that touches it', async () => {
    const subjects = await Promise.all(
      [1, 2, 3, 4].map((n) => makeSubject(t, { title: `ادعای شماره ${n}` })),
    );
    const [a, b, c, d] = subjects.map((s) => `/news-subject-page/${s.id}`) as [
      string,
      string,
      string,
      string,
    ];
    // a first render keeps it
    await t.app.inject(a);
    const spy = vi.spyOn(t.app, 'inject');
    const first = gotOf((await t.app.inject(b)).body);
    expect(injected(spy, '/api/public/home/')).toBe(0);
    const fromApi = await t.app.inject('/api/public/home/');
    expect(first.home).toEqual({ status: 200, type: fromApi.headers['content-type'], text: fromApi.body });

    // a write of something the home page does not show leaves it kept
    expect(HOME_SHOWS).not.toContain(Tag.corrections);
    t.app.publicCache.invalidate([Tag.corrections]);
    spy.mockClear();
    await t.app.inject(c);
    expect(injected(spy, '/api/public/home/')).toBe(0);

    // one that touches what it shows (a new review: the newest reviews) makes the next render ask again
    await makeReview(t, { subjectId: subjects[0]!.id, title: 'بررسی تازه‌ی خانه' });
    t.app.publicCache.invalidate([Tag.reviewLists]);
    spy.mockClear();
    const after = gotOf((await t.app.inject(d)).body);
    expect(injected(spy, '/api/public/home/')).toBe(1);
    expect(after.home.text).toContain('بررسی تازه‌ی خانه');
    expect(first.home.text).not.toContain('بررسی تازه‌ی خانه');
  });

  it('sends the kept home answer to the rendering thread once, then only its address', async () => {
    const [one, two, three] = await Promise.all(
      [1, 2, 3].map((n) => makeSubject(t, { title: `ادعای فرستاده ${n}` })),
    );
    // a write that touches the home page: the next render asks for it afresh and keeps it
    t.app.publicCache.invalidate([Tag.reviewLists]);
    const post = vi.spyOn(Worker.prototype, 'postMessage');
    const homeSent = () =>
      post.mock.calls.flatMap(([message]) => {
        const { type, answers = [] } = message as { type: string; answers?: Record<string, unknown>[] };
        return type === 'render'
          ? answers.filter((answer) => String(answer.url).endsWith('/public/home/'))
          : [];
      });
    const pages = [] as Got[];
    for (const subject of [one, two, three]) {
      pages.push(gotOf((await t.app.inject(`/news-subject-page/${subject!.id}`)).body));
    }
    const sent = homeSent();
    expect(sent).toHaveLength(3);
    expect(typeof sent[0]?.text).toBe('string');
    expect(sent.slice(1).map((answer) => [answer.kept, answer.text])).toEqual([
      [true, undefined],
      [true, undefined],
    ]);
    // every render had it all the same
    const fromApi = await t.app.inject('/api/public/home/');
    for (const page of pages) expect(page.home.text).toBe(fromApi.body);
  });
});

describe("a rendered page's data, with the public cache off", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ webDist: dist, publicCache: false, render });
  });
  afterAll(() => t.close());

  it('asks for the home answer at every render: no write would tell it to ask again', async () => {
    const one = await makeSubject(t, { title: 'ادعای یکم' });
    const two = await makeSubject(t, { title: 'ادعای دوم' });
    await t.app.inject(`/news-subject-page/${one.id}`);
    const spy = vi.spyOn(t.app, 'inject');
    await t.app.inject(`/news-subject-page/${two.id}`);
    expect(injected(spy, '/api/public/home/')).toBe(1);
    spy.mockRestore();
  });
});
