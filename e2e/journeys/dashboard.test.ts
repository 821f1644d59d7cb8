import { describe, expect, it } from 'vitest';
import { baseUrl, browserSkipped, demoMobile, signIn, useBrowser } from '../support/browser.ts';

// The newsroom dashboard: an admin follows 'داشبورد' in the menu and reads the figures as a chart and as
// tables; the methodology page shows the public monthly statistics to a visitor.
// SCREENSHOTS=<folder> keeps both screens at 390 and 1280 px.

const shots = process.env.SCREENSHOTS ?? '';

describe.skipIf(browserSkipped())('the dashboard in Chromium', () => {
  const s = useBrowser();

  it('a visitor reads the monthly statistics on the methodology page', { timeout: 120_000 }, async () => {
    const { page } = s;
    await page.goto(`${baseUrl()}/methodology`);
    const table = page.getByRole('table', { name: 'آمار پرسش‌های خوانندگان' });
    await table.waitFor();
    await expect(table.getByRole('row').count()).resolves.toBe(13);
    if (shots)
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await table.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${shots}/methodology-statistics-${width}.png` });
      }
  });

  it('an admin opens the dashboard from the menu', { timeout: 120_000 }, async () => {
    const { page } = s;
    await signIn(page, demoMobile(2));
    const nav = page.getByRole('navigation', { name: 'منوی اصلی' }).first();
    await nav.getByRole('link', { name: 'داشبورد' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const perDay = page.getByRole('table', { name: 'درخواست‌ها در هر روز به تفکیک مجرا' });
    await perDay.waitFor();
    // the last 30 Tehran days, one row each
    await expect(perDay.getByRole('row').count()).resolves.toBe(31);
    await page.getByRole('button', { name: 'دریافت CSV' }).waitFor();
    if (shots)
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${shots}/dashboard-${width}.png`, fullPage: true });
      }
  });
});
