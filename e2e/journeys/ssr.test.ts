import { chromium, type Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIGHT_PAGE_SCRIPT } from '../../apps/server/src/lib/light-page.ts';
import { baseUrl, browserSkipped, openBrowser, type Session } from '../support/browser.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.ts';

// Public pages arrive rendered by the server for a visitor without a session: the page reads on a phone
// before (and without) any script, the browser then takes the same page over with no error and no second
// request for its data, and a reader's view of a report or subject is counted once, by the reader.

interface HomeData {
  latest_reviews: { id: number; title: string; subject_id: number }[];
}
interface SubjectDetail {
  id: number;
  title: string;
  views: number;
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers });
const pageHtml = async (path: string, headers: Record<string, string> = {}) =>
  (await get(path, headers)).text();

/**
 * Every inline executable <script> of a page: an executable one must have a src, but for the light page's
 * few statements, which the CSP allows by their hash (and nothing else inline).
 */
const inlineExecutableScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = '']) => !/\bsrc=/.test(attrs) && !/type="application\/(?:ld\+)?json"/.test(attrs))
    .map(([, , body = '']) => body)
    .filter((body) => body !== LIGHT_PAGE_SCRIPT);

/** Errors a page raised: uncaught exceptions and console errors (React reports hydration trouble there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

describe.skipIf(browserSkipped())('pages rendered on the server', () => {
  let home: HomeData;
  beforeAll(async () => {
    home = (await (await get('/api/public/home/')).json()) as HomeData;
    expect(home.latest_reviews.length).toBeGreaterThan(0);
  });

  it('sends the home page and a report with their content, styles and data, and no inline script', async () => {
    const review = home.latest_reviews[0]!;
    const answer = await get('/');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await answer.text();
    expect(html).toMatch(/<div id="root"><.+<\/div>/s);
    // styled as it arrives: the frame and the home page by the static stylesheet it links (CSS Modules)
    expect(html).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/style-[^"]+\.css">/);
    expect(html).toContain('id="rasti-state"');
    expect(html).toContain('id="scores"');
    expect(html).toContain(review.title.slice(0, 20));
    // the data came with the page: no preload of it, and the scripts are asked for once the page is painted
    expect(html).not.toContain('rel="preload" href="/api/public/home/"');
    expect(html).toMatch(
      /<script src="\/boot\.js" defer data-entry="\/assets\/index-[^"]+\.js" data-preload="[^"]+HomePage-/,
    );
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(inlineExecutableScripts(html)).toEqual([]);

    const report = await pageHtml(`/report/${review.id}`);
    expect(report).toContain('<meta property="og:title"');
    expect(report.split('<div id="root">')[1]).toContain(review.title.slice(0, 20));
    expect(inlineExecutableScripts(report)).toEqual([]);
  });

  it('leaves the page to the browser for a reader with a session, even right after a visitor was served', async () => {
    await pageHtml('/news-reports'); // kept for visitors a few seconds
    for (const cookie of ['hasRefresh=1', 'accessToken=x.y.z']) {
      const html = await pageHtml('/news-reports', { cookie });
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="rasti-state"');
    }
    expect(await pageHtml('/news-reports')).toContain('id="rasti-state"');
    // staff screens and sign-in are always drawn by the browser
    expect(await pageHtml('/login')).toContain('<div id="root"></div>');
    expect(await pageHtml('/manage-users')).toContain('<div id="root"></div>');
  });

  it('shows a phone reader the home page and a report with scripts turned off', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
        baseURL: baseUrl(),
      });
      const page = await context.newPage();
      const review = home.latest_reviews[0]!;
      await page.goto('/', { waitUntil: 'load' });
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('table#scores tbody tr').count()).toBeGreaterThan(0);
      expect(await page.locator('main').textContent()).toContain(review.title);
      // right to left, styled, and nothing wider than the phone
      expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.goto(`/report/${review.id}`, { waitUntil: 'load' });
      expect(await page.locator('main').textContent()).toContain(review.title);
    } finally {
      await browser.close();
    }
  });

  describe('in Chromium', () => {
    let s: Session;
    afterEach(async () => {
      await s.close();
    });

    it('takes the pages over without errors or a second request for their data, then navigates in the app', async () => {
      s = await openBrowser({ width: 390, height: 844 });
      const errors = collectErrors(s.page);
      const dataCalls: string[] = [];
      s.page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/api/public/')) dataCalls.push(path);
      });
      for (const path of ['/', '/news-subjects', '/news-reports', '/facuality-list', '/media', '/ask-me']) {
        await s.page.goto(path);
        await s.page.waitForLoadState('networkidle');
      }
      expect(errors).toEqual([]);
      // everything those pages show came with them
      expect(dataCalls.filter((path) => path === '/api/public/home/')).toEqual([]);
      // the right column the server wrote as an earlier page drew it is the app's once taken over
      const tab = s.page.getByRole('complementary').getByRole('tab', { name: 'پربازدیدترین' });
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');

      // the app answers clicks: a report opens without loading a new document
      await s.page.goto('/');
      await s.page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      const review = home.latest_reviews[0]!;
      await s.page.locator(`main a[href="/report/${review.id}"]`).first().click();
      await s.page.waitForURL(`**/report/${review.id}`);
      await expect.poll(() => s.page.locator('main').textContent()).toContain(review.title);
      expect(await s.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(errors).toEqual([]);
    });

    it('keeps what a reader typed before the scripts arrived, and acts on it', async () => {
      s = await openBrowser({ width: 390, height: 844 });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // the app's entry script waits until the reader has typed into the server's page
      await s.page.route('**/assets/index-*.js', async (route) => {
        await held;
        await route.continue();
      });
      const ready = s.page.goto('/ask-me');
      const title = s.page.getByRole('textbox').first();
      await title.waitFor();
      await title.fill('پرسش نوشته پیش از رسیدن اسکریپت‌ها');
      release();
      await ready;
      expect(await title.inputValue()).toBe('پرسش نوشته پیش از رسیدن اسکریپت‌ها');
      // the app holds the title: sending asks only for the reason (not for both)
      await s.page.locator('form button[type=submit]').click();
      await expect
        .poll(() => s.page.getByRole('alert').allTextContents())
        .toContain('لطفا علت درخواست بررسی را وارد کنید!');
    });

    it("counts a reader's view of a subject once: the server's rendering does not count it", async () => {
      const subjectId = home.latest_reviews[0]!.subject_id;
      // Node's fetch names itself (a script, not a reader): these reads count nothing
      const read = async () =>
        ((await (await get(`/api/public/public-news-subject/${subjectId}/`)).json()) as SubjectDetail).views;
      const before = await read();
      s = await openBrowser({
        width: 1280,
        height: 900,
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      });
      const counted = s.page.waitForResponse((r) =>
        new URL(r.url()).pathname.startsWith(`/api/public/public-news-subject/${subjectId}/`),
      );
      await s.page.goto(`/news-subject-page/${subjectId}`);
      await counted;
      // the page itself counted exactly one (its server rendering none)
      expect(await read()).toBe(before + 1);
    });
  });
});
