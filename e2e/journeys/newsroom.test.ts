import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postJson, publishedSubjectBeforeAll } from '../support/api.ts';
import {
  baseUrl,
  browserSkipped,
  demoMobile,
  PHONE_SIZE,
  POLL,
  signIn,
  useBrowser,
} from '../support/browser.ts';

// The newsroom's work (ADR 33) with a second pair of eyes (the journeys' server runs with
// REVIEW_APPROVAL=true): an admin assigns a question's group to a board member, who finds it in
// 'کارهای من' (with a notice), writes the review, which waits for approval unseen by the public, and an
// editor publishes it.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const stamp = Date.now().toString(36);
const QUESTION = `آیا واردات دارو متوقف شده است؟ ${stamp}`;
const REVIEW_TITLE = `بررسی توقف واردات دارو ${stamp}`;
/** the demo seed's board member, 09120000004 */
const BOARD_NAME = 'مریم احمدی';

/** Where SCREENSHOTS_DIR is set, the screen as a PNG there (for looking at it, not for asserting). */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe.skipIf(browserSkipped())('the newsroom journey in Chromium', () => {
  const admin = useBrowser();
  const board = useBrowser();
  const editor = useBrowser(PHONE_SIZE);
  const subject = publishedSubjectBeforeAll();
  let questionId: number;
  let reviewId: number;

  it('lets an admin assign a question’s group to a board member from the inbox', async () => {
    const asked = await postJson('/public/public-user-question/', {
      title: QUESTION,
      summary: 'در چند کانال گفته‌اند واردات دارو متوقف شده است.',
    });
    expect(asked.status).toBe(201);
    questionId = ((await asked.json()) as { id: number }).id;

    const { page } = admin;
    await signIn(page, demoMobile(2));
    await page.goto('/ask-me');
    // the saved filters, each with its count
    const chips = page.getByRole('group', { name: 'صف‌های کار' });
    await chips.getByRole('button', { name: /^تخصیص‌نیافته \(/ }).waitFor();
    await shot(page, 'inbox-1280');
    await page.goto(`/manage-user-request/${questionId}`);
    const box = page.getByRole('region', { name: 'مسئول و مهلت' });
    await box.getByText('بدون مسئول').waitFor();
    await box.getByRole('combobox', { name: 'مسئول' }).click();
    await page.getByRole('option', { name: BOARD_NAME, exact: true }).first().click();
    await box.getByRole('button', { name: 'سپردن کار' }).click();
    await box.getByText('ذخیره شد.').waitFor();
    await expect.poll(() => box.textContent(), POLL).toContain(BOARD_NAME);
    await shot(page, 'question-assigned-1280');
  });

  it("shows the board member the group in 'کارهای من' with a notice, and the review they write waits", async () => {
    const { page } = board;
    await signIn(page, demoMobile(4));
    const badge = page.getByRole('link', { name: /^اعلان‌ها: .+ خوانده‌نشده$/ });
    await badge.waitFor();
    await badge.click();
    await page.waitForURL((url) => url.pathname === '/my-work');
    await page.getByRole('heading', { level: 1, name: 'کارهای من' }).waitFor();
    const table = page.getByRole('table', { name: 'کارهای من' });
    await table.getByText(QUESTION).waitFor();
    await page.getByText(`گروه پرسش «${QUESTION}» به شما سپرده شد.`).waitFor();
    await shot(page, 'my-work-1280');

    // the review, written from the subject's page and saved as published
    await page.goto(`/news-subject-page/${subject.id}`);
    await page.getByRole('button', { name: 'افزودن بررسی' }).click();
    await page.waitForURL((url) => url.pathname === '/add-report');
    await page.getByRole('textbox', { name: 'عنوان', exact: true }).first().fill(REVIEW_TITLE);
    await page.getByRole('textbox', { name: 'چکیده', exact: true }).first().fill('واردات دارو ادامه دارد.');
    await page.getByRole('textbox', { name: 'متن بررسی' }).click();
    await page.keyboard.type('آمار گمرک نشان می‌دهد واردات دارو ادامه دارد.');
    await page.getByRole('combobox', { name: 'وضعیت', exact: true }).click();
    await page.getByRole('option', { name: 'منتشر شده', exact: true }).click();
    await page
      .getByTestId('main-image-input')
      .setInputFiles({ name: 'r.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'پیش‌نمایش تصویر اصلی' }).waitFor();
    await page.getByRole('button', { name: 'ثبت بررسی' }).click();
    await page.waitForURL((url) => url.pathname === '/news-reports', { timeout: 15_000 });
    const card = page.getByRole('link', { name: REVIEW_TITLE, exact: true });
    await card.waitFor();
    reviewId = Number((await card.getAttribute('href'))?.split('/').pop());
    expect(reviewId).toBeGreaterThan(0);

    // it waits: the public does not see it, its author reads that it waits
    expect((await fetch(`${baseUrl()}/api/public/public-news-review/${reviewId}/`)).status).toBe(404);
    await page.goto(`/edit-report/${reviewId}`);
    await page.getByRole('region', { name: /در انتظار تأیید/ }).waitFor();
    await shot(page, 'review-waiting-author-1280');
  });

  it('lets an editor publish the waiting review, and the public then sees it', async () => {
    const { page } = editor;
    await signIn(page, demoMobile(5));
    await page.goto(`/edit-report/${reviewId}`);
    const approval = page.getByRole('region', { name: /در انتظار تأیید/ });
    await approval.waitFor();
    await shot(page, 'review-approval-390');
    await approval.getByRole('button', { name: 'انتشار' }).click();
    await page.getByText('بررسی منتشر شد.').waitFor();
    await expect
      .poll(async () => (await fetch(`${baseUrl()}/api/public/public-news-review/${reviewId}/`)).status, POLL)
      .toBe(200);
    await page.goto('/my-work');
    await page.getByRole('heading', { level: 1, name: 'کارهای من' }).waitFor();
    await shot(page, 'my-work-390');
  });
});
