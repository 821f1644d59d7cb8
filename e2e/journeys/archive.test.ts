import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { JALALI_MONTH_NAMES } from '@rasti/contract/jalali-months';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { baseUrl, browserSkipped, DESKTOP_SIZE, PHONE_SIZE, useBrowser } from '../support/browser.ts';

// A reader opens the archive from the footer, a month, a report of it, the report's subject, and sees the
// rumour's timeline there (in the server's HTML too); the archive's pages work without JavaScript.

interface ArchiveMonth {
  year: number;
  month: number;
  count: number;
}

/** Screenshots for a human look, only when RASTI_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.RASTI_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

describe.skipIf(browserSkipped())('archive journey in Chromium', () => {
  for (const [name, size] of [
    ['phone', PHONE_SIZE],
    ['desktop', DESKTOP_SIZE],
  ] as const) {
    const reader = useBrowser(size);

    it(`leads a reader (${name}) from the footer to a month, a report, its subject and its timeline`, async () => {
      const months = await getJson<ArchiveMonth[]>('/public/archive/');
      const newest = months[0];
      if (!newest) throw new Error('the demo seed has no published report');
      const { page } = reader;
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'پیوندهای پایانی' })
        .getByRole('link', { name: 'بایگانی' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'بایگانی' }).waitFor();
      await shot(page, `archive-index-${name}`);
      const monthLink = page
        .getByRole('navigation', { name: 'ماه‌های بایگانی' })
        .getByRole('link', { name: JALALI_MONTH_NAMES[newest.month - 1] })
        .first();
      await monthLink.click();
      await page.waitForURL(`**/archive/${newest.year}/${newest.month}`);
      const list = page.getByRole('list', { name: 'گزارش‌های این ماه' });
      await list.waitFor();
      expect(await list.getByRole('listitem').count()).toBe(Math.min(newest.count, 6));
      await shot(page, `archive-month-${name}`);
      await list.getByRole('listitem').first().getByRole('heading').getByRole('link').click();
      await page.waitForURL('**/report/*');
      const subjectLink = page.locator('a[href^="/news-subject-page/"]').first();
      await subjectLink.waitFor();
      await subjectLink.click();
      await page.waitForURL('**/news-subject-page/*');
      const timeline = page.getByRole('figure', { name: 'گاه‌شمار شایعه' });
      await timeline.waitFor();
      expect(await timeline.locator('svg circle').count()).toBeGreaterThan(0);
      expect(await timeline.locator('tbody tr').count()).toBeGreaterThan(0);
      // the chart scrolls inside its own box, never the page
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await timeline.scrollIntoViewIfNeeded();
      await shot(page, `subject-timeline-${name}`);
      if (process.env.RASTI_SHOTS) {
        await timeline.screenshot({ path: path.join(process.env.RASTI_SHOTS, `timeline-${name}.png`) });
      }
      // the subject page's timeline is in the server's HTML
      const html = await (await fetch(`${baseUrl()}${new URL(page.url()).pathname}`)).text();
      expect(html).toContain('گاه‌شمار شایعه');
      expect(html).toMatch(/<svg[^>]*role="img"/);
      const figure = /<figure[\s\S]*?<\/figure>/.exec(html)?.[0] ?? '';
      console.log(
        `subject page HTML: ${Buffer.byteLength(html)} bytes, of which the timeline ${Buffer.byteLength(figure)}`,
      );
    });
  }

  it('serves the archive without JavaScript: the months and a month’s reports in the HTML', async () => {
    const months = await getJson<ArchiveMonth[]>('/public/archive/');
    const newest = months[0]!;
    const index = await (await fetch(`${baseUrl()}/archive`)).text();
    expect(index).toContain(`href="/archive/${newest.year}/${newest.month}"`);
    const month = await fetch(`${baseUrl()}/archive/${newest.year}/${newest.month}`);
    expect(month.status).toBe(200);
    expect(await month.text()).toContain('href="/report/');
    const persian = await fetch(
      `${baseUrl()}/archive/${encodeURIComponent('۱۴۰۰')}/${encodeURIComponent('۱')}`,
      {
        redirect: 'manual',
      },
    );
    expect(persian.status).toBe(301);
    expect(persian.headers.get('location')).toBe('/archive/1400/1');
    expect((await fetch(`${baseUrl()}/archive/1400/13`)).status).toBe(404);
  });
});
