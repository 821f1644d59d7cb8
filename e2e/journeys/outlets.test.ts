import { describe, expect, it } from 'vitest';
import { browserSkipped, demoMobile, PHONE_SIZE, POLL, signIn, useBrowser } from '../support/browser.ts';

// The outlets: an admin adds one in /manage-media, and a visitor finds it, and the seeded outlets with
// their scores and checked news, in the public directory at /media.

const ADMIN = demoMobile(3);

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(browserSkipped())('outlets', () => {
  const s = useBrowser(PHONE_SIZE, { each: true });

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
    await page.waitForURL(/\/media\/\d+$/);
    await page.getByRole('link', { name: 'بازگشت به فهرست رسانه‌ها' }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/media');
  });

  it('lets a reader open an outlet from the home table, see its record and chart, and follow a source to its subject', async () => {
    const page = s.page;
    await page.goto('/');
    const first = page.locator('table#scores tbody tr').first().getByRole('link').first();
    await first.waitFor();
    const name = ((await first.textContent()) ?? '').trim();
    expect(await first.getAttribute('href')).toMatch(/^\/media\/\d+$/);
    await first.click();
    await page.waitForURL(/\/media\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // the chart: a figure with its title, its summary, the SVG bars and the same numbers as a table
    const chart = page.getByRole('figure', { name: 'اخبار بررسی‌شده در هر ماه' });
    await chart.waitFor();
    expect(await chart.locator('svg path').count()).toBeGreaterThan(0);
    expect(await chart.getByRole('table').locator('tbody tr').count()).toBe(24);
    expect(await chart.locator('p').first().textContent()).toMatch(/در ۲۴ ماه گذشته/);
    // the chart scrolls inside its own box on a phone, never the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('heading', { level: 2, name: 'جایگاه در جدول رسانه‌ها' }).waitFor();

    const news = page.locator('article');
    await news.first().waitFor();
    const subjectLink = news.first().getByRole('link').first();
    const subjectTitle = ((await subjectLink.textContent()) ?? '').trim();
    await subjectLink.click();
    await page.waitForURL(/\/news-subject-page\/\d+$/);
    await page.getByRole('heading', { level: 1, name: subjectTitle }).waitFor();
  });

  it('lets an admin add an outlet with a logo, which the directory then lists', {
    timeout: 150_000,
  }, async () => {
    const page = s.page;
    const name = `رسانه آزمایشی ${Date.now() % 100000}`;
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
