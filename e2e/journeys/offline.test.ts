import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  browserSkipped,
  DESKTOP_SIZE,
  demoMobile,
  POLL,
  PHONE_SIZE,
  signIn,
} from '../support/browser.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.ts';
import { axeProblems, structureProblems } from '../support/a11y.ts';

// Reading offline (ADR 35): the service worker keeps the public pages a reader opened and the newest
// reports, shows them offline with a banner and an offline page for the rest, and never keeps anything
// of a signed-in session. Light pages (Save-Data) leave out pictures; every public page reads without
// JavaScript.

interface ReviewItem {
  id: number;
  title: string;
  subject_id: number;
}

const BANNER = 'نسخه‌ی ذخیره‌شده، آخرین به‌روزرسانی:';
const OFFLINE_HEADING = 'اتصال به اینترنت برقرار نیست';

const getJson = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> =>
  (await (await fetch(`${baseUrl()}${url}`, { headers })).json()) as T;

/** A browser profile of its own (the journeys' helper waits for the app on every load; offline it may not). */
async function browser(options: { width: number; height: number }) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'rasti-offline-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    baseURL: baseUrl(),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Every cache's addresses, read in the page (what the worker keeps). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return all;
  });

/** Every kept answer's address, headers and (for text) body, across all caches. */
const cachedAnswers = (page: Page) =>
  page.evaluate(async () => {
    const all: { cache: string; url: string; control: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        all.push({
          cache: name,
          url: request.url,
          control: response?.headers.get('cache-control') ?? '',
          text: /json|html|text/.test(type) ? ((await response?.text()) ?? '') : '',
        });
      }
    }
    return all;
  });

const pagePath = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe.skipIf(browserSkipped())('reading offline', () => {
  let reviews: ReviewItem[];
  let session: Awaited<ReturnType<typeof browser>>;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    reviews = await getJson<ReviewItem[]>('/api/public/public-news-review/?page_size=40');
    expect(reviews.length).toBeGreaterThan(3);
    session = await browser(PHONE_SIZE);
    ({ context, page } = session);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('is installable: a right-to-left Persian manifest with icons, and a worker the CSP allows', async () => {
    const answer = await fetch(`${baseUrl()}/`);
    expect(answer.headers.get('content-security-policy')).toContain("worker-src 'self'");
    const html = await answer.text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBeTruthy();
    const manifest = await getJson<{
      name: string;
      short_name: string;
      dir: string;
      lang: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    }>(href!);
    expect(manifest.short_name).toBe('راستی');
    expect(manifest).toMatchObject({ dir: 'rtl', lang: 'fa', theme_color: '#16324f' });
    for (const size of ['192x192', '512x512']) {
      expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'any')).toBe(true);
      expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
    }
    for (const icon of manifest.icons) {
      const file = await fetch(`${baseUrl()}${icon.src}`);
      expect(file.headers.get('content-type')).toBe('image/png');
    }
    const worker = await fetch(`${baseUrl()}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the pages a reader opened and the newest reports, and shows them offline with the banner', async () => {
    await page.goto('/');
    // the worker registers after the first paint and takes the open page over
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, POLL);
    const [first, second] = reviews;
    await page.goto(`/report/${first!.id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`/news-subject-page/${second!.subject_id}`);
    await page.goto('/news-reports?page=2');

    // the newest reports arrive in the background after the visit, and the first page of the visit too
    await expect
      .poll(async () => (await cachedUrls(page))['rasti-pages-v1']?.map(pagePath) ?? [], {
        ...POLL,
        timeout: 60_000,
      })
      .toEqual(
        expect.arrayContaining([
          '/',
          `/report/${first!.id}`,
          `/news-subject-page/${second!.subject_id}`,
          '/news-reports?page=2',
          ...reviews.slice(0, 30).map((r) => `/report/${r.id}`),
        ]),
      );
    // only the newest 30 were fetched unasked
    const kept = (await cachedUrls(page))['rasti-pages-v1']!.map(pagePath);
    const unasked = reviews.slice(30).filter((r) => r.id !== first!.id);
    for (const review of unasked) expect(kept).not.toContain(`/report/${review.id}`);

    await context.setOffline(true);
    try {
      // a report the reader opened, as it was, with the banner (Jalali date and time, Persian digits)
      await page.goto(`/report/${first!.id}`);
      const banner = page.getByRole('status').filter({ hasText: BANNER });
      await banner.waitFor();
      const text = (await banner.textContent()) ?? '';
      expect(text).toMatch(new RegExp(`^${BANNER} [۰-۹]+ [^ ]+ [۰-۹]{4}`));
      expect(text).not.toMatch(/[0-9]/);
      expect(await page.getByRole('main').textContent()).toContain(first!.title.slice(0, 15));
      // a report never opened, fetched in the background
      const warmed = reviews.slice(0, 30).find((r) => r.id !== first!.id && r.id !== second!.id)!;
      await page.goto(`/report/${warmed.id}`);
      await page.getByRole('status').filter({ hasText: BANNER }).waitFor();
      expect(await page.locator('#root').textContent()).toContain(warmed.title.slice(0, 15));
      await page.goto('/');
      await page.getByRole('status').filter({ hasText: BANNER }).waitFor();

      // a page not kept: the offline page, listing what is
      const answer = await page.goto('/facuality-list');
      expect(answer?.status()).toBe(503);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(OFFLINE_HEADING);
      const list = page.getByRole('list');
      expect(await list.getByRole('link', { name: first!.title }).getAttribute('href')).toBe(
        `/report/${first!.id}`,
      );
      // every kept page is listed (the demo site has fewer than 30 reports: all of them were fetched)
      expect(await list.getByRole('listitem').count()).toBe(kept.length);
      expect(kept.length).toBeGreaterThanOrEqual(Math.min(30, reviews.length) + 3);
      // a place for the one-file edition, empty until it exists
      expect(await page.locator('#offline-edition').count()).toBe(1);
    } finally {
      await context.setOffline(false);
    }
  });

  it('looks right at phone and desktop widths', async () => {
    for (const size of [PHONE_SIZE, DESKTOP_SIZE]) {
      await page.setViewportSize(size);
      await context.setOffline(true);
      try {
        await page.goto(`/report/${reviews[0]!.id}`);
        const banner = page.getByRole('status').filter({ hasText: BANNER });
        const box = await banner.boundingBox();
        expect(box!.width).toBeGreaterThan(size.width * 0.9);
        expect(box!.height).toBeLessThan(80);
        if (process.env.SCREENSHOTS) await page.screenshot({ path: `/tmp/offline-banner-${size.width}.png` });
        expect((await axeProblems(page)).join('\n')).toBe('');
        await page.goto('/facuality-list');
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scroll).toBeLessThanOrEqual(size.width);
        if (process.env.SCREENSHOTS) await page.screenshot({ path: `/tmp/offline-page-${size.width}.png` });
        expect((await axeProblems(page)).join('\n')).toBe('');
        expect((await structureProblems(page)).join('\n')).toBe('');
      } finally {
        await context.setOffline(false);
      }
    }
    await page.setViewportSize(PHONE_SIZE);
  });

  it('keeps nothing of a staff session', async () => {
    // a staff member signs in in the same browser and works
    await page.goto('/');
    await signIn(page, demoMobile(2));
    await page.waitForFunction(() => document.cookie.includes('hasRefresh'), null, POLL);
    // a public page opened only while signed in, and staff screens
    await page.goto('/corrections?page=3');
    await page.goto('/manage-categories');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const token = await page.evaluate(() => document.cookie.match(/accessToken=([^;]+)/)?.[1] ?? null);
    // a public answer asked with the session's token is not kept; one asked without a token is
    const asked = (url: string, authorization: string | null) =>
      page.evaluate(
        async ([address, auth]) => {
          await fetch(address, auth ? { headers: { authorization: auth } } : {});
        },
        [url, authorization] as const,
      );
    await asked('/api/public/corrections/?page_size=7', `Bearer ${token ?? 'x'}`);
    await asked('/api/public/corrections/?page_size=8', null);

    const answers = await cachedAnswers(page);
    expect(answers.length).toBeGreaterThan(30);
    for (const { url, control, text } of answers) {
      const { pathname } = new URL(url);
      // no staff or account API, no staff screen, nothing the server marked private
      expect(pathname).not.toMatch(/^\/api\/(?!public\/)/);
      expect(pathname).not.toMatch(/^\/api\/public\/public-user-question\//);
      expect(pathname).not.toMatch(
        /^\/(login|loading|profile|edit-profile|add-|edit-|manage-|tipline-settings)/,
      );
      expect(control).not.toMatch(/private|no-store/);
      if (token) expect(text).not.toContain(token);
      expect(text).not.toContain(demoMobile(2));
    }
    const urls = answers.map((a) => pagePath(a.url));
    // the public page seen only with a session was the session's own: not kept
    expect(urls).not.toContain('/corrections?page=3');
    const apiKept = async (size: number) =>
      ((await cachedUrls(page))['rasti-api-v1'] ?? []).filter((u) => u.endsWith(`page_size=${size}`)).length;
    // the anonymous one is kept once its answer is stored; the one asked earlier with a token never is
    await expect.poll(() => apiKept(8), POLL).toBe(1);
    expect(await apiKept(7)).toBe(0);

    // offline, a staff screen is never shown from a cache
    await context.setOffline(true);
    try {
      await page.goto('/manage-categories');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(OFFLINE_HEADING);
    } finally {
      await context.setOffline(false);
    }
  });
});

describe.skipIf(browserSkipped())('light pages and pages without JavaScript', () => {
  let reviews: ReviewItem[];
  beforeAll(async () => {
    reviews = await getJson<ReviewItem[]>('/api/public/public-news-review/?page_size=5');
  });

  it('keeps two copies at most: Save-Data: on, and everything else', async () => {
    const html = async (headers: Record<string, string>) => {
      const answer = await fetch(`${baseUrl()}/news-subjects`, { headers });
      expect(answer.headers.get('vary')?.toLowerCase()).toContain('save-data');
      return answer.text();
    };
    for (const value of ['on', 'On', ' on ']) {
      expect(await html({ 'save-data': value })).toMatch(/<html data-light=""/);
    }
    for (const value of ['off', 'on; x=1', 'onn', '']) {
      expect(await html({ 'save-data': value })).not.toContain('data-light');
    }
    expect(await html({})).not.toContain('data-light');
  });

  it('asks for no picture below the fold nor in the right column on a light page or a 2G connection', async () => {
    const count = async (headers: Record<string, string>, connection?: string) => {
      const s = await browser(DESKTOP_SIZE);
      try {
        await s.context.setExtraHTTPHeaders(headers);
        // the connection the browser reports (Chromium's own estimate is of the test machine's loopback)
        if (connection) {
          await s.context.addInitScript((type) => {
            Object.defineProperty(navigator, 'connection', {
              value: { effectiveType: type, saveData: false },
            });
          }, connection);
        }
        const pictures = new Set<string>();
        s.page.on('request', (request) => {
          if (request.resourceType() === 'image') pictures.add(request.url());
        });
        const refused: string[] = [];
        s.page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
        });
        await s.page.goto('/');
        await s.page.waitForLoadState('networkidle');
        // the light page is decided in the head by the one inline script, which the CSP allows by its hash
        expect(refused).toEqual([]);
        const marked = await s.page.evaluate(() => 'light' in document.documentElement.dataset);
        const right = await s.page
          .locator('[data-right-column] img')
          .evaluateAll(
            (imgs) =>
              imgs.filter(
                (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
              ).length,
          );
        return { pictures: pictures.size, right, marked };
      } finally {
        await s.close();
      }
    };
    const full = await count({});
    const light = await count({ 'Save-Data': 'on' });
    expect(full.right).toBeGreaterThan(0);
    expect(full.marked).toBe(false);
    expect(light.right).toBe(0);
    expect(light.marked).toBe(true);
    expect(light.pictures).toBeLessThan(full.pictures);
    // a slow connection reported by the browser: the same, decided in the page
    const slow = await count({}, '2g');
    expect(slow.marked).toBe(true);
    expect(slow.right).toBe(0);
    expect(slow.pictures).toBeLessThan(full.pictures);
  });

  it('reads home, a report, a subject and search results with JavaScript off; the ask page says what it needs', async () => {
    const b = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    try {
      const context = await b.newContext({ javaScriptEnabled: false, locale: 'fa-IR', baseURL: baseUrl() });
      const page = await context.newPage();
      const [review] = reviews;
      await page.goto('/');
      expect(await page.locator('#root').textContent()).toContain(review!.title.slice(0, 15));
      // no 'turn JavaScript on' where the page reads without it
      expect(await page.locator('noscript').count()).toBe(0);

      await page.goto(`/report/${review!.id}`);
      expect(await page.getByRole('main').textContent()).toContain(review!.title.slice(0, 15));
      await page.goto(`/news-subject-page/${review!.subject_id}`);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();

      // the search box sends its words to the reports list, which lists what matches
      const word = review!.title.split(/\s+/).find((w) => w.length >= 4)!;
      await page.goto('/');
      const box = page.getByRole('search').getByRole('combobox');
      await box.fill(word);
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/news-reports' && url.searchParams.get('q') === word);
      expect(await page.getByRole('main').textContent()).toContain(review!.title.slice(0, 15));

      await page.goto('/ask-me');
      expect(await page.getByRole('note').textContent()).toContain('جاوااسکریپت');
      await context.close();
    } finally {
      await b.close();
    }
  });
});
