import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { animationsDone, audit, problemsHere } from '../support/a11y.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import {
  baseUrl,
  browserSkipped,
  DESKTOP_SIZE,
  demoMobile,
  PHONE_SIZE,
  signIn,
  useBrowser,
} from '../support/browser.ts';

// An editor corrects a published review with a note; a visitor sees the 'اصلاحیه' box on the
// report page (already in the server's HTML) and finds the correction on /corrections; the editor's
// screen keeps the edit in its history.

const stamp = Date.now().toString(36);
const NOTE = `در نسخه نخست، تاریخ انتشار خبر اشتباه نوشته شده بود و اصلاح شد (${stamp}).`;

interface ReviewRow {
  id: number;
  title: string;
  summary: string;
}

/** Screenshots for a human look, only when RASTI_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.RASTI_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

describe.skipIf(browserSkipped())('corrections journey in Chromium', () => {
  const editor = useBrowser(DESKTOP_SIZE);
  const visitor = useBrowser(PHONE_SIZE);
  let review: ReviewRow;

  beforeAll(async () => {
    const reviews = await getJson<ReviewRow[]>('/public/public-news-review/?page_size=5');
    if (!reviews[0]) throw new Error('the demo seed has no published review');
    review = reviews[0];
  });

  it('lets an editor correct a published review with a public note', async () => {
    const { page } = editor;
    await signIn(page, demoMobile(5));
    await page.goto(`/edit-report/${review.id}`);
    const note = page.getByRole('textbox', { name: 'یادداشت اصلاحیه' });
    await note.waitFor();
    expect(await page.getByText(/به‌صورت عمومی نمایش داده می‌شود/).count()).toBe(1);
    // the correction itself: a summary made right, and the note that says so
    const summary = page.getByRole('textbox', { name: 'چکیده', exact: true }).first();
    await summary.fill(`${review.summary} (اصلاح‌شده)`);
    await note.fill(NOTE);
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await page.getByText('بررسی با موفقیت ویرایش شد').waitFor();
    const saved = await getJson<{ corrections: { note: string }[] }>(
      `/public/public-news-review/${review.id}/`,
    );
    expect(saved.corrections[0]?.note).toBe(NOTE);
  });

  it("shows a visitor the 'اصلاحیه' box at the top of the report, in the server's HTML too", async () => {
    const html = await (await fetch(`${baseUrl()}/report/${review.id}`)).text();
    expect(html).toContain(NOTE);
    expect(html).toContain('role="note"');

    const { page } = visitor;
    await page.goto(`/report/${review.id}`);
    const box = page.getByRole('note', { name: 'اصلاحیه' });
    await box.waitFor();
    expect(await box.textContent()).toContain(NOTE);
    expect(await box.locator('time').first().textContent()).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    // at the top: above the report's text
    const boxTop = (await box.boundingBox())!.y;
    const contentTop = (await page.getByTestId('review-content').boundingBox())!.y;
    expect(boxTop).toBeLessThan(contentTop);
    await shot(page, 'report-box-390');
  });

  it('lets the visitor find the correction on /corrections and follow it to the report', async () => {
    const { page } = visitor;
    await page.goto('/corrections');
    await page.getByRole('heading', { level: 1, name: 'اصلاحیه‌ها' }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: NOTE });
    await item.waitFor();
    await shot(page, 'corrections-390');
    await item.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/report/${review.id}`);
    await page.getByRole('note', { name: 'اصلاحیه' }).waitFor();
    // both pages pass the accessibility audit at phone width
    expect(await audit(page, '/corrections', 'main ol li')).toBe('');
    expect(await audit(page, `/report/${review.id}`, '[role="note"]')).toBe('');
  });

  it("keeps the edit in the editor's history, old value beside the current one", async () => {
    const { page } = editor;
    await page.goto(`/edit-report/${review.id}`);
    const toggle = page.getByRole('button', { name: 'تاریخچه' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const versions = page.getByRole('list', { name: 'نسخه‌های پیشین' });
    await versions.waitFor();
    const latest = versions.getByRole('listitem').first();
    expect(await latest.getByRole('rowheader', { name: 'چکیده' }).count()).toBe(1);
    expect(await latest.getByRole('cell').first().textContent()).toBe(review.summary);
    await animationsDone(page);
    expect(await problemsHere(page)).toBe('');
    await latest.scrollIntoViewIfNeeded();
    await shot(page, 'history-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'history-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`/report/${review.id}`);
    await page.getByRole('note', { name: 'اصلاحیه' }).waitFor();
    await shot(page, 'report-box-1280');
    await page.goto('/corrections');
    await page.getByRole('heading', { level: 1, name: 'اصلاحیه‌ها' }).waitFor();
    await shot(page, 'corrections-1280');
  });
});
