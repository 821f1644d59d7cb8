import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSkipped, demoMobile, signIn, useBrowser } from '../support/browser.ts';

// A newsroom's day on a phone (390 px): the scores table keeps the outlet and the total in view, the
// staff tables are cards whose actions need no sideways scrolling; on a desktop a new page starts at
// its top and back returns to where the reader was.

const PHONE = { width: 390, height: 844 };

/** Whether the element's box lies inside the other's (a pixel of rounding allowed). */
async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.skipIf(browserSkipped())('phone layouts', () => {
  describe('the scores table on the home page', () => {
    const s = useBrowser(PHONE);

    it('keeps the outlet and the total in view at either end of its sideways scroll, words whole', async () => {
      await s.page.goto('/');
      const region = s.page.getByRole('region', { name: 'امتیاز خبرگزاری‌ها بر اساس ارزیابی اخبار منتشرشده' });
      await region.locator('tbody tr').first().waitFor();
      const total = region.getByRole('columnheader', { name: 'مجموع' });
      const outlet = region.locator('tbody th').first();
      const firstTotal = region.locator('tbody tr').first().locator('td').last();
      for (const end of ['start', 'end'] as const) {
        await region.evaluate((box, to) => {
          // scrollLeft runs from 0 towards negative values in a right-to-left box
          box.scrollLeft = to === 'start' ? 0 : -box.scrollWidth;
        }, end);
        for (const cell of [total, outlet, firstTotal]) expect(await inside(cell, region), end).toBe(true);
      }
      // each heading fits its own cell: nothing is cut inside a word such as 'نیمه‌درست'
      const overflowing = await region
        .locator('thead th')
        .evaluateAll((cells) =>
          cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
        );
      expect(overflowing).toEqual([]);
      expect(await pageWidth(s.page)).toBeLessThanOrEqual(PHONE.width);
    });

    it('shows that it scrolls: a shade where columns wait or have passed, and a line saying so', async () => {
      await s.page.goto('/');
      const region = s.page.getByRole('region', { name: 'امتیاز خبرگزاری‌ها بر اساس ارزیابی اخبار منتشرشده' });
      await region.locator('tbody tr').first().waitFor();
      const hint = s.page.getByText('ستون‌های دیگر با کشیدن جدول به کنار دیده می‌شوند.');
      await expect.poll(() => hint.isVisible()).toBe(true);
      /** Whether the first row's outlet and total cells draw a shade on their inner edge. */
      const shades = () =>
        region
          .locator('tbody tr')
          .first()
          .evaluate((row) => {
            const shaded = (cell: Element | null) => !!cell && getComputedStyle(cell).boxShadow !== 'none';
            return {
              outlet: shaded(row.querySelector('th')),
              total: shaded(row.querySelector('td:last-child')),
            };
          });
      expect(await shades()).toEqual({ outlet: false, total: true });
      await region.evaluate((box) => {
        box.scrollLeft = -box.scrollWidth;
        box.dispatchEvent(new Event('scroll'));
      });
      await expect.poll(shades).toEqual({ outlet: true, total: false });
    });
  });

  describe('staff tables', () => {
    const s = useBrowser(PHONE);
    beforeAll(async () => {
      await signIn(s.page, demoMobile(2));
    });

    for (const [path, list, action] of [
      ['/manage-users', 'فهرست کاربران', /^ویرایش /],
      ['/manage-media', 'فهرست رسانه‌ها', /^ویرایش /],
      ['/ask-me', 'فهرست گزارش‌های کاربران', /^مشاهده /],
    ] as const) {
      it(`${path} shows cards whose actions are on screen`, async () => {
        await s.page.goto(path);
        const cards = s.page.getByRole('list', { name: list });
        const first = cards.getByRole('listitem').first();
        await first.waitFor();
        expect(await s.page.locator('main table').count()).toBe(0);
        const button = first.getByRole(path === '/ask-me' ? 'link' : 'button', { name: action }).first();
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        expect(await pageWidth(s.page)).toBeLessThanOrEqual(PHONE.width);
      });
    }
  });
});

describe.skipIf(browserSkipped())('scrolling on a desktop', () => {
  const s = useBrowser({ width: 1280, height: 800 });

  it('starts a page opened from low on another at its top, and back returns to the old position', async () => {
    await s.page.goto('/');
    await s.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const low = await s.page.evaluate(() => window.scrollY);
    expect(low).toBeGreaterThan(100);
    const report = s.page.locator('main a[href^="/report/"]').last();
    const path = (await report.getAttribute('href'))!;
    await report.click();
    await s.page.waitForURL((url) => url.pathname === path);
    // the app draws the new page once its code has arrived, and then it is at the top
    await s.page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    await s.page.goBack();
    await s.page.waitForURL((url) => url.pathname === '/');
    await s.page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, low, { timeout: 5000 });
  });
});
