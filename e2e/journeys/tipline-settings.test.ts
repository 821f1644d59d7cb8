import { describe, expect, it } from 'vitest';
import { browserSkipped, demoMobile, signIn, useBrowser } from '../support/browser.ts';

// The super admin's settings screen ('تنظیمات'): the super admin follows it in the menu, sees the bots' state
// (the journeys' server runs no bot), sets the daily digest's hour, which a reload keeps, and finds the
// scheduled backups' section there (off on the journeys' server). SCREENSHOTS=<folder> keeps the screen at
// 390 and 1280 px.

const shots = process.env.SCREENSHOTS ?? '';

describe.skipIf(browserSkipped())('the settings screen in Chromium', () => {
  const s = useBrowser();

  it('the super admin sets the digest hour from تنظیمات and sees the backups there', {
    timeout: 120_000,
  }, async () => {
    const { page } = s;
    await signIn(page, demoMobile(2));
    const nav = page.getByRole('navigation', { name: 'منوی اصلی' }).first();
    await nav.getByRole('link', { name: 'تنظیمات' }).click();
    await page.waitForURL((url) => url.pathname === '/tipline-settings');
    await page.getByText('هیچ رباتی روشن نیست').waitFor();
    await page.getByRole('combobox', { name: 'ساعت خلاصهٔ روزانه (به وقت تهران)' }).click();
    await page.getByRole('option', { name: '۲۰:۰۰' }).click();
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await page.getByText('ساعت خلاصهٔ روزانه ذخیره شد.').waitFor();
    const backups = page.getByRole('region', { name: 'پشتیبان‌گیری' });
    await backups.getByText('پشتیبان‌گیری زمان‌بندی‌شده خاموش است', { exact: false }).waitFor();
    if (shots)
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${shots}/tipline-settings-${width}.png`, fullPage: true });
      }
    await page.reload();
    const hour = page.getByRole('combobox', { name: 'ساعت خلاصهٔ روزانه (به وقت تهران)' });
    await hour.waitFor();
    await expect(hour.textContent()).resolves.toContain('۲۰:۰۰');
  });
});
