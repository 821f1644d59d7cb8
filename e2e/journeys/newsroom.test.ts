import { toLatinDigits } from '@rasti/contract/persian';
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
// editor publishes it and takes a subject offered in 'کارهای من'; the admin links the question to the subject,
// and the dashboard (ADR 40) counts the published review in this week and the question's group among the
// answered and no longer open.

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

/** A number as the dashboard writes it (Persian digits, thousands separated). */
const numberOf = (text: string | null) => Number(toLatinDigits(text ?? '').replace(/[^0-9]/g, ''));

interface DashboardCounts {
  /** groups whose first answer falls in the last 30 days */
  answeredGroups: number;
  /** groups no question of which is answered */
  openGroups: number;
  /** published reviews per week (the week's Saturday as the screen writes it), every verdict summed */
  reviewsPerWeek: Map<string, number>;
}

/** The dashboard's counts as an admin's screen shows them in its tables (the last 30 days). */
async function dashboardCounts(page: Page): Promise<DashboardCounts> {
  await page.goto('/dashboard');
  const timing = page.getByRole('table', { name: 'زمان از نخستین پرسش گروه تا پاسخ' });
  await timing.waitFor();
  const answeredGroups = numberOf(
    await timing.locator('tbody tr').first().getByRole('rowheader').textContent(),
  );
  const open = page.getByRole('table', { name: /^گروه‌های بی‌پاسخ/ });
  const openGroups = numberOf(
    (await open.locator('caption').textContent())?.match(/\(([^ ]+) گروه/)?.[1] ?? null,
  );
  const reviewsPerWeek = new Map<string, number>();
  const weeks = page.getByRole('table', { name: 'بررسی‌های منتشرشده در هر هفته به تفکیک حکم' });
  for (const row of await weeks.locator('tbody tr').all()) {
    const cells = await row.locator('th, td').allTextContents();
    if (cells.length < 3) continue; // 'موردی نیست.'
    reviewsPerWeek.set(cells[0]!, (reviewsPerWeek.get(cells[0]!) ?? 0) + numberOf(cells[2]!));
  }
  return { answeredGroups, openGroups, reviewsPerWeek };
}

describe.skipIf(browserSkipped())('the newsroom journey in Chromium', () => {
  const admin = useBrowser();
  const board = useBrowser();
  const editor = useBrowser(PHONE_SIZE);
  const subject = publishedSubjectBeforeAll();
  let questionId: number;
  let reviewId: number;
  let before: DashboardCounts;

  it('lets an admin assign a question’s group to a board member from the inbox', async () => {
    const asked = await postJson('/public/public-user-question/', {
      title: QUESTION,
      summary: 'در چند کانال گفته‌اند واردات دارو متوقف شده است.',
    });
    expect(asked.status).toBe(201);
    questionId = ((await asked.json()) as { id: number }).id;

    const { page } = admin;
    await signIn(page, demoMobile(2));
    // the dashboard before the steps: the new question's group is open, nothing of it answered or published
    before = await dashboardCounts(page);
    expect(before.openGroups).toBeGreaterThan(0);
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

  it("lets an editor publish the waiting review, which the public then sees, and take a subject in 'کارهای من'", async () => {
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
    // an editor has no inbox: 'کارهای من' offers the subjects nobody is on yet, and one is taken from there
    const offer = page.getByRole('table', { name: 'موضوع‌های منتشرشدهٔ بی‌بررسی' });
    const first = offer.locator('tbody tr').first();
    const taken = (await first.getByRole('link').textContent()) ?? '';
    expect(taken).not.toBe('');
    await first.getByRole('button', { name: 'برمی‌دارم' }).click();
    await page.getByText(`«${taken}» به کارهای شما افزوده شد.`).waitFor();
    await page.getByRole('table', { name: 'کارهای من' }).getByText(taken).waitFor();
    await shot(page, 'my-work-390');
  });

  it("moves the dashboard's counts: the review in this week's, the answered group in the answered", async () => {
    const { page } = admin;
    // the question is answered by the subject the review was written for
    await page.goto(`/manage-user-request/${questionId}`);
    await page.getByRole('heading', { name: QUESTION }).waitFor();
    await page.getByRole('combobox', { name: 'جستجوی موضوع روز' }).fill(subject.title.slice(0, 12));
    await page.getByRole('option', { name: subject.title }).click();
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await page.getByText('تغییرات با موفقیت ذخیره شد').waitFor();

    const after = await dashboardCounts(page);
    expect(after.answeredGroups).toBe(before.answeredGroups + 1);
    expect(after.openGroups).toBe(before.openGroups - 1);
    // the newest week on the screen is this one: one review more than before, the other weeks as they were
    const thisWeek = [...after.reviewsPerWeek.keys()].at(-1)!;
    expect(after.reviewsPerWeek.get(thisWeek)).toBe((before.reviewsPerWeek.get(thisWeek) ?? 0) + 1);
    for (const [week, n] of before.reviewsPerWeek)
      if (week !== thisWeek) expect(after.reviewsPerWeek.get(week)).toBe(n);
    await shot(page, 'dashboard-after-1280');
  });
});
