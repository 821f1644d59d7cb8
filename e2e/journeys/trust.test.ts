import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSkipped, demoMobile, signIn, useBrowser } from '../support/browser.ts';

// The trust pages: the super admin rewrites an evaluation's definition at /manage-evaluations, and a
// visitor with no account follows the footer to /methodology, where the new definition is shown, and
// to /about. SCREENSHOTS=<folder> also saves the three screens at phone and desktop widths.

const run = Date.now().toString().slice(-5);
const DEFINITION = `ادعایی که با شواهد معتبر و در دسترس تناقض دارد؛ نسخه‌ی ${run}.`;
const shots = process.env.SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  for (const [label, width] of [
    ['390', 390],
    ['1280', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe.skipIf(browserSkipped())('trust pages journey in Chromium', () => {
  describe('the super admin defines an evaluation', () => {
    const s = useBrowser();

    it('signs in as the super admin (role 2) and finds ارزیابی‌ها in the menu', {
      timeout: 120_000,
    }, async () => {
      await signIn(s.page, demoMobile(2));
      const nav = s.page.getByRole('navigation', { name: 'منوی اصلی' }).first();
      await nav.getByRole('link', { name: 'ارزیابی‌ها' }).click();
      await s.page.waitForURL((url) => url.pathname === '/manage-evaluations');
    });

    it('rewrites the definition of نادرست and saves it', { timeout: 60_000 }, async () => {
      const { page } = s;
      const field = page.getByRole('textbox', { name: 'تعریف «نادرست»' });
      await field.waitFor();
      // the demo gives every evaluation a real definition
      expect((await field.inputValue()).length).toBeGreaterThan(50);
      await field.fill(DEFINITION);
      await page.getByRole('button', { name: 'ذخیره‌ی تعریف «نادرست»' }).click();
      await page.getByText('تعریف ارزیابی با موفقیت ذخیره شد', { exact: true }).first().waitFor();
      await screenshot(page, 'manage-evaluations');
    });
  });

  describe('a visitor reads how Rasti works', () => {
    const s = useBrowser();

    it('follows the footer from the home page to /methodology and sees the new definition', {
      timeout: 60_000,
    }, async () => {
      const { page } = s;
      await page.goto('/');
      const footer = page.getByRole('navigation', { name: 'پیوندهای پایانی' });
      await footer.getByRole('link', { name: 'روش‌شناسی' }).click();
      await page.waitForURL((url) => url.pathname === '/methodology');
      await page.getByRole('heading', { level: 1, name: 'روش‌شناسی' }).waitFor();
      await page.getByText(DEFINITION).waitFor();
      expect(await page.title()).toBe('روش‌شناسی | راستی');
      const items = page.getByTestId('methodology-evaluation');
      expect(await items.count()).toBe(6);
      await page.getByText('وزن در جدول رسانه‌ها: ۵').waitFor();
      await screenshot(page, 'methodology');
    });

    it('arrives server-rendered: the HTML carries the heading and the definition before any script', {
      timeout: 30_000,
    }, async () => {
      const html = await (await s.page.request.get('/methodology')).text();
      expect(html).toContain('<title>روش‌شناسی | راستی</title>');
      expect(html).toContain(DEFINITION);
      const about = await (await s.page.request.get('/about')).text();
      expect(about).toContain('<title>درباره‌ی ما | راستی</title>');
      expect(about).toContain('شکایت از یک ارزیابی');
    });

    it('follows the footer to /about: the team, funding, contact and complaints; no edit button', {
      timeout: 60_000,
    }, async () => {
      const { page } = s;
      const footer = page.getByRole('navigation', { name: 'پیوندهای پایانی' });
      await footer.getByRole('link', { name: 'درباره‌ی ما' }).click();
      await page.waitForURL((url) => url.pathname === '/about');
      await page.getByRole('heading', { level: 1, name: 'درباره‌ی ما' }).waitFor();
      for (const heading of ['هزینه‌های راستی از کجا تأمین می‌شود؟', 'تماس با ما', 'شکایت از یک ارزیابی']) {
        await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      }
      const body = page.getByTestId('about-body');
      expect(await body.getByRole('link', { name: 'هیئت علمی راستی' }).getAttribute('href')).toBe(
        '/facuality-list',
      );
      expect(await page.getByRole('button', { name: 'ویرایش' }).count()).toBe(0);
      await screenshot(page, 'about');
    });
  });
});
