import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { baseUrl, browserSkipped, POLL, PHONE_SIZE, useBrowser } from '../support/browser.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.ts';

// The offline edition travels as one file: saved from the site, opened from a file:// address in Chromium with
// every network request refused, it asks for nothing, draws its font, and its search finds a report (typed
// with Arabic ي and ك, as many keyboards do). Then a reader checks the copy on /offline/verify: the file as
// downloaded is genuine, the same file with one letter changed is not.

interface ReviewRow {
  id: number;
  title: string;
}

/** Screenshots for a human look, only when RASTI_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.RASTI_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

describe.skipIf(browserSkipped())('the offline edition in Chromium', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'rasti-edition-'));
  const file = path.join(folder, 'rasti-latest.html');
  let bytes: Buffer;
  let review: ReviewRow;

  beforeAll(async () => {
    const answer = await fetch(`${baseUrl()}/offline/rasti-latest.html`);
    expect(answer.status).toBe(200);
    bytes = Buffer.from(await answer.arrayBuffer());
    writeFileSync(file, bytes);
    const reviews = await getJson<ReviewRow[]>('/public/public-news-review/?page_size=1');
    if (!reviews[0]) throw new Error('the demo seed has no published review');
    review = reviews[0];
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('opens from file:// with the network blocked, makes no request, and its search finds a report', async () => {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'rasti-chromium-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: PHONE_SIZE,
      locale: 'fa-IR',
      timezoneId: 'Asia/Tehran',
    });
    try {
      const fileUrl = pathToFileURL(file).href;
      let routed = 0;
      const asked: string[] = [];
      // the file's own address is let through; anything else is refused and counted
      await context.route('**', (route) => {
        if (route.request().url() === fileUrl) return route.continue();
        routed++;
        return route.abort();
      });
      const page = context.pages()[0] ?? (await context.newPage());
      page.on('request', (request) => {
        if (request.url() !== fileUrl) asked.push(request.url());
      });
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(fileUrl);
      await page.getByRole('searchbox', { name: 'جست‌وجو در این نسخه' }).waitFor();
      // the Vazirmatn subset inside the file is drawn (the style's hash let it in)
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        await document.fonts.load('16px Vazirmatn', 'راستی');
        return [...document.fonts].filter((face) => face.status === 'loaded').length;
      });
      expect(fonts).toBeGreaterThan(0);
      const total = await page.locator('article').count();
      expect(total).toBeGreaterThan(1);
      await shot(page, 'offline-edition-390');

      // a word of the report's title, typed with Arabic ي and ك
      const word = review.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
      const typed = word.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
      await page.getByRole('searchbox').fill(typed);
      const report = page.locator(`article#r${review.id}`);
      await expect.poll(() => report.isVisible(), POLL).toBe(true);
      await expect.poll(() => page.locator('#found').textContent(), POLL).toMatch(/گزارش پیدا شد/);
      // a word no report holds hides them all
      await page.getByRole('searchbox').fill('واژه‌ای‌که‌در‌هیچ‌گزارشی‌نیست');
      await expect.poll(() => page.locator('article:visible').count(), POLL).toBe(0);
      await shot(page, 'offline-edition-search-390');

      expect(asked).toEqual([]);
      expect(routed).toBe(0);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  describe('/offline/verify', () => {
    const reader = useBrowser(PHONE_SIZE);

    it('says the downloaded copy is genuine and which edition it is, and that a changed copy is not', async () => {
      const { page } = reader;
      await page.goto('/offline/verify');
      await page.getByRole('heading', { name: 'بررسی اصالت نسخه‌ی آفلاین' }).waitFor();
      const chooser = page.getByLabel('پرونده‌ی نسخه‌ی آفلاین (HTML)');
      const answer = page.getByTestId('edition-check');
      await chooser.setInputFiles(file);
      await expect.poll(() => answer.textContent(), POLL).toMatch(/این پرونده اصل است/);
      expect(await answer.textContent()).toMatch(/تاریخ این نسخه: [۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
      await shot(page, 'offline-verify-genuine-390');

      const changed = Buffer.from(bytes);
      const at = changed.indexOf(Buffer.from(review.title));
      changed[at + 1] = changed[at + 1]! ^ 1;
      const forged = path.join(folder, 'forged.html');
      writeFileSync(forged, changed);
      await chooser.setInputFiles(forged);
      await expect.poll(() => answer.textContent(), POLL).toMatch(/این پرونده اصل نیست/);
      await shot(page, 'offline-verify-forged-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await shot(page, 'offline-verify-forged-1280');
      await page.setViewportSize(PHONE_SIZE);
    });

    it("shows the signing key's fingerprint on /about, the one the file shows", async () => {
      const { page } = reader;
      const key = await getJson<{ fingerprint: string }>('/offline/key');
      expect(bytes.includes(key.fingerprint)).toBe(true);
      await page.goto('/about');
      const fingerprint = page.getByTestId('edition-fingerprint');
      await fingerprint.waitFor();
      expect(await fingerprint.textContent()).toBe(key.fingerprint);
      await fingerprint.scrollIntoViewIfNeeded();
      await shot(page, 'about-key-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await fingerprint.scrollIntoViewIfNeeded();
      await shot(page, 'about-key-1280');
    });
  });
});
