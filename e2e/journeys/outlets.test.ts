import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { browserSkipped, demoMobile, openBrowser, type Session, signIn } from '../support/browser.ts';

// The outlets: an admin adds one in /manage-media, and a visitor finds it, and the seeded outlets with
// their scores and checked news, in the public directory at /media.

const ADMIN = demoMobile(3);

/** Waits for polled page state: the shared test machine can take seconds to answer. */
const POLL = { timeout: 15_000, interval: 200 };

/**
 * The seed has one account of this role, and a number gets one sign-in code a minute (server-rules
 * section 3). Other journeys sign the same account in, so this one waits until a minute has passed
 * since the last code before asking.
 */
async function waitForResendWindow(mobile: string): Promise<void> {
  let lines: string[] = [];
  try {
    lines = readFileSync(path.join(inject('dataDir'), 'sms-outbox.log'), 'utf8')
      .trim()
      .split('\n');
  } catch {
    return; // no code sent yet in this run
  }
  const last = lines
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; at: string })
    .filter((e) => e.to === mobile)
    .at(-1);
  if (!last) return;
  const waitMs = new Date(last.at).getTime() + 61_000 - Date.now();
  if (waitMs > 0) await new Promise((r) => setTimeout(r, waitMs));
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(browserSkipped())('outlets', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser({ width: 390, height: 844 });
  });
  afterEach(async () => {
    await s.close();
  });

  it("shows a visitor the directory, filtered by type, and an outlet's scores and news", async () => {
    const page = s.page;
    await page.goto('/media');
    await page.getByRole('heading', { level: 1, name: 'رسانه‌ها' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.locator('tbody tr').count()).toBe(10);

    await page.getByRole('combobox', { name: 'نوع رسانه' }).click();
    await page.getByRole('option', { name: 'خارجی' }).click();
    await expect.poll(() => page.url(), POLL).toContain('origin=2');
    await expect
      .poll(
        async () =>
          new Set((await page.locator('tbody tr td:nth-child(5)').allInnerTexts()).map((t) => t.trim())),
        POLL,
      )
      .toEqual(new Set(['خارجی']));

    // an outlet with checked news: its score row and its news, each linking to its subject
    await page.getByRole('link', { name: /^منابع و امتیاز کانال ویدیویی حقیقت پنهان/ }).click();
    await page.getByRole('heading', { level: 1, name: 'کانال ویدیویی حقیقت پنهان' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'امتیاز رسانه' }).waitFor();
    const news = page.locator('article');
    await news.first().waitFor();
    expect(await news.count()).toBeGreaterThan(0);
    await news.first().getByRole('link').first().click();
    await page.waitForURL(/\/news-subject-page\/\d+$/);

    await page.goBack();
    await page.getByRole('link', { name: 'بازگشت به فهرست رسانه‌ها' }).click();
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('?origin=2');
  });

  it('lets an admin add an outlet with a logo, which the directory then lists', {
    timeout: 150_000,
  }, async () => {
    const page = s.page;
    const name = `رسانه آزمایشی ${Date.now() % 100000}`;
    await waitForResendWindow(ADMIN);
    await signIn(page, ADMIN);
    await page.goto('/manage-media');
    await page.getByRole('heading', { level: 1, name: 'مدیریت رسانه‌ها' }).waitFor();
    await page.getByRole('button', { name: 'افزودن رسانه جدید' }).click();
    const form = page.getByRole('region', { name: 'رسانه جدید' });

    await form.getByRole('button', { name: 'ثبت' }).click();
    await form.getByText('نام فارسی الزامی است').waitFor();
    await form.getByText('عکس الزامی است').waitFor();

    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('textbox', { name: 'نام فارسی' }).fill(name);
    await form.getByRole('textbox', { name: 'نام انگلیسی' }).fill('Test Outlet');
    await form.getByRole('textbox', { name: 'لینک' }).fill('test-outlet.example');
    await form.getByRole('combobox', { name: 'دسته‌بندی' }).click();
    await page.getByRole('option', { name: 'خارجی' }).click();
    await form.getByRole('button', { name: 'ثبت' }).click();
    await page.getByText('رسانه جدید با موفقیت ثبت شد!').waitFor();

    await page.goto(`/media?q=${encodeURIComponent(name)}`);
    const row = page.locator('tbody tr', { hasText: name });
    await row.waitFor();
    await expect(row.getByText('خارجی').count()).resolves.toBe(1);
    // the saved logo is served and shown, not the fallback
    await expect
      .poll(() => row.locator('img').getAttribute('src'), POLL)
      .toMatch(/^\/media\/logos\/.+\.webp$/);
  });
});
