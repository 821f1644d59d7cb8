import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserSkipped, openBrowser, type Session } from '../support/browser.ts';

// A visitor on the seeded demo data: reads the agency table and the latest reviews on the home page,
// shows every agency, opens a board member from the slideshow and from the list, and finds a subject
// with the top bar's search using only the keyboard.

const SEARCH = 'جستجو در موضوعات و بررسی‌ها';

/** Serious and critical axe findings, as 'rule: target' lines (an empty list passes). */
async function seriousViolations(page: Page, include: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(include).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

const bodyRows = (page: Page) => page.locator('#scores tbody tr');

describe.skipIf(browserSkipped())('home journey in Chromium', () => {
  let s: Session;
  afterEach(async () => {
    await s.close();
  });

  describe('on a desktop', () => {
    beforeEach(async () => {
      s = await openBrowser({ width: 1280, height: 900 });
    });

    it('shows the agency table and the latest reviews, and toggles every agency', async () => {
      const requests: string[] = [];
      s.page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/'))
          requests.push(new URL(request.url()).pathname);
      });
      await s.page.goto('/');
      const table = s.page.locator('table#scores');
      await table.waitFor();
      await expect.poll(() => bodyRows(s.page).count()).toBe(5);
      // seeded: more than five outlets have published sources, best total first
      const headers = await table.locator('thead th').allInnerTexts();
      expect(headers[0]).toBe('خبرگزاری');
      expect(headers.at(-1)).toBe('مجموع');

      const latest = s.page.getByRole('region', { name: 'آخرین مقالات و بررسی‌ها' });
      const cards = latest.getByRole('article');
      await expect.poll(() => cards.count()).toBe(6);
      const firstTitle = cards.first().getByRole('heading').getByRole('link');
      expect(await firstTitle.getAttribute('href')).toMatch(/^\/report\/\d+$/);

      // the home page and the right column came with the page itself (rendered on the server)
      expect(requests.filter((path) => path.startsWith('/api/public/'))).toEqual([]);

      const showAll = s.page.getByRole('button', { name: 'نمایش همه' });
      expect(await showAll.getAttribute('aria-expanded')).toBe('false');
      await showAll.click();
      await expect.poll(() => bodyRows(s.page).count()).toBeGreaterThan(5);
      const fewer = s.page.getByRole('button', { name: 'نمایش کمتر' });
      expect(await fewer.getAttribute('aria-expanded')).toBe('true');
      await fewer.click();
      await expect.poll(() => bodyRows(s.page).count()).toBe(5);

      await firstTitle.click();
      await s.page.waitForURL(/\/report\/\d+$/);

      await s.page.goto('/');
      await table.waitFor();
      expect(await seriousViolations(s.page, 'main')).toEqual([]);
      expect(await seriousViolations(s.page, 'aside')).toEqual([]);
    });

    it('fits the agency table in its column: no sideways scroll, each heading whole in at most two lines', async () => {
      await s.page.goto('/');
      const region = s.page.getByRole('region', { name: 'امتیاز خبرگزاری‌ها بر اساس ارزیابی اخبار منتشرشده' });
      await region.locator('tbody tr').first().waitFor();
      await s.page.evaluate(() => document.fonts.ready);
      const fit = await region.evaluate((box) => ({ box: box.clientWidth, table: box.scrollWidth }));
      expect(fit.table).toBeLessThanOrEqual(fit.box);
      const headings = await region.locator('thead th').evaluateAll((cells) =>
        cells.map((cell) => {
          const name = cell.lastChild as Text;
          const range = document.createRange();
          range.selectNodeContents(name);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          return { text: cell.textContent, lines, cut: cell.scrollWidth > cell.clientWidth + 1 };
        }),
      );
      for (const heading of headings) {
        expect(heading.cut, heading.text ?? '').toBe(false);
        expect(heading.lines, heading.text ?? '').toBeLessThanOrEqual(2);
      }
      // the score heading keeps its full name for assistive technology
      expect(await region.getByRole('columnheader', { name: 'خارج از بافت' }).count()).toBe(1);
      // no sideways cue where nothing scrolls
      expect(await s.page.getByText('ستون‌های دیگر با کشیدن جدول به کنار دیده می‌شوند.').isVisible()).toBe(
        false,
      );
    });

    for (const width of [1024, 1280, 1440]) {
      it(`cuts each latest review's summary to two lines at ${width} px, nothing below the ellipsis`, async () => {
        await s.page.setViewportSize({ width, height: 900 });
        await s.page.goto('/');
        const latest = s.page.getByRole('region', { name: 'آخرین مقالات و بررسی‌ها' });
        await latest.getByRole('article').first().waitFor();
        await s.page.evaluate(() => document.fonts.ready);
        const summaries = await latest.locator('article h3 + p').evaluateAll((paragraphs) =>
          paragraphs.map((p) => ({
            height: p.getBoundingClientRect().height,
            line: Number.parseFloat(getComputedStyle(p).lineHeight),
          })),
        );
        expect(summaries.length).toBeGreaterThan(0);
        for (const summary of summaries) expect(summary.height).toBeLessThanOrEqual(2 * summary.line + 1);
      });
    }

    it('opens a board member from the slideshow and from the faculty list', async () => {
      await s.page.goto('/');
      const carousel = s.page.getByRole('region', { name: 'اعضای هیئت علمی' });
      await carousel.waitFor();
      // the slideshow holds still while the pointer is on it
      await carousel.hover();
      const slide = carousel.locator('[aria-roledescription="slide"]:visible');
      const name = (await slide.getByRole('link').textContent())?.trim() ?? '';
      await slide.getByRole('link').click();
      await s.page.waitForURL(/\/facuality\/\d+$/);
      await s.page.getByRole('heading', { level: 1, name }).waitFor();
      await s.page.getByRole('heading', { name: 'مطالب منتشر شده' }).waitFor();
      expect(await seriousViolations(s.page, 'main')).toEqual([]);

      await s.page.getByRole('link', { name: 'اعضای هیئت علمی' }).first().click();
      await s.page.waitForURL(/\/facuality-list$/);
      const list = s.page.getByRole('list', { name: 'فهرست اعضای هیئت علمی' });
      const members = list.getByRole('article');
      await members.first().waitFor();
      expect(await members.count()).toBeGreaterThan(0);
      expect(await seriousViolations(s.page, 'main')).toEqual([]);
      const other = members.last().getByRole('link');
      const otherName = (await other.textContent())?.trim() ?? '';
      await other.click();
      await s.page.getByRole('heading', { level: 1, name: otherName }).waitFor();

      await s.page.goto('/facuality/abc');
      await s.page.getByText('شناسه هیئت علمی نامعتبر است').waitFor();
      await s.page.goto('/facuality/999999');
      await s.page.getByText('اطلاعات هیئت علمی یافت نشد').waitFor();
    });

    it('finds a subject with the top bar search using only the keyboard', async () => {
      await s.page.goto('/');
      // a published subject's title, read from the right column's trending list
      const trending = s.page.getByRole('tabpanel');
      const subjectLink = trending.getByRole('link').first();
      await subjectLink.waitFor();
      const title = (await subjectLink.textContent())?.trim() ?? '';
      const typed = title.split(/\s+/).slice(0, 2).join(' ');

      const field = s.page.getByRole('combobox', { name: SEARCH });
      await field.focus();
      await s.page.keyboard.type(typed);
      const listbox = s.page.getByRole('listbox');
      await listbox.getByRole('option').first().waitFor();
      expect(await field.getAttribute('aria-expanded')).toBe('true');
      const labels = await listbox.getByRole('option').allInnerTexts();
      expect(labels.every((text) => text.startsWith('موضوع روز') || text.startsWith('بررسی'))).toBe(true);
      expect(await seriousViolations(s.page, 'header')).toEqual([]);

      // Escape closes, the down arrow opens again and highlights the first subject
      await s.page.keyboard.press('Escape');
      expect(await field.getAttribute('aria-expanded')).toBe('false');
      await s.page.keyboard.press('ArrowDown');
      await s.page.keyboard.press('ArrowDown');
      const activeId = await field.getAttribute('aria-activedescendant');
      expect(activeId).toBeTruthy();
      const active = s.page.locator(`[id="${activeId}"]`);
      expect(await active.getAttribute('aria-selected')).toBe('true');
      const activeText = (await active.textContent())?.trim() ?? '';
      expect(activeText.startsWith('موضوع روز')).toBe(true);

      await s.page.keyboard.press('Enter');
      await s.page.waitForURL(/\/news-subject-page\/\d+$/);
      const subjectTitle = activeText.replace(/^موضوع روز\s*/, '');
      await s.page.getByRole('heading', { level: 1, name: subjectTitle }).waitFor();
      expect(await field.inputValue()).toBe('');
    });
  });

  describe('on a phone', () => {
    beforeEach(async () => {
      s = await openBrowser({ width: 390, height: 844 });
    });

    it('hides the score types of 5 or more, keeps the search usable and shows the right column below', async () => {
      await s.page.goto('/');
      await s.page.locator('table#scores').waitFor();
      // hidden by CSS (the server's table and the app's are the same): only the shown ones count
      const phoneHeaders = await s.page.locator('#scores thead th:visible').allInnerTexts();
      const home = (await (await s.page.request.get('/api/public/home/')).json()) as {
        scores: { score_types: { title: string; score: number }[] };
      };
      for (const type of home.scores.score_types) {
        expect(phoneHeaders.includes(type.title)).toBe(type.score < 5);
      }
      // the page itself never scrolls sideways; only the table does
      expect(await s.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const field = s.page.getByRole('combobox', { name: SEARCH });
      await field.click();
      await s.page.keyboard.type('واکسن');
      const option = s.page.getByRole('listbox').getByRole('option').first();
      await option.waitFor();
      const box = await s.page.getByRole('listbox').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await option.click();
      await s.page.waitForURL(/\/(news-subject-page|report)\/\d+$/);

      await s.page.goto('/');
      await s.page.getByRole('complementary').getByRole('link', { name: 'درخواست بررسی خبر' }).waitFor();
    });
  });
});
