import { describe, expect, it } from 'vitest';
import { publishedSubjectBeforeAll } from '../support/api.ts';
import {
  baseUrl,
  browserSkipped,
  DESKTOP_SIZE,
  demoMobile,
  PHONE_SIZE,
  signIn,
  useBrowser,
} from '../support/browser.ts';

// 'Already checked?': a reader types on /ask-me a question that was already checked (in the
// colloquial spelling, with Arabic letters), sees the suggestion box, opens the suggested subject and comes
// back to the form with the draft still there. Then three readers ask one rumour and the inbox shows the
// group's demand. SCREENSHOTS=<folder> keeps pictures of both screens at 390 and 1280 px.

const ADMIN = demoMobile(3);
const shots = process.env.SCREENSHOTS ?? '';

/** The subject's title as a reader would type it: a spoken opening, Arabic ی and ک, a spoken ending. */
const spoken = (title: string) =>
  `میگن ${title
    .replace(/[؟?!.]/g, '')
    .replace(/ی/g, 'ي')
    .replace(/ک/g, 'ك')} درسته؟`;

describe.skipIf(browserSkipped())('the tipline in Chromium', () => {
  const reader = useBrowser(PHONE_SIZE);
  const admin = useBrowser(DESKTOP_SIZE);
  /** A published subject of the demo data. */
  const subject = publishedSubjectBeforeAll();

  it('a reader typing an already checked question sees the suggestion, opens it and finds the draft on return', {
    timeout: 90_000,
  }, async () => {
    const { page } = reader;
    await page.goto('/ask-me');
    const title = page.getByRole('textbox', { name: 'عنوان مطلب' });
    await title.pressSequentially(spoken(subject.title), { delay: 5 });
    const box = page.getByRole('region', { name: 'شاید پاسخ پرسش شما اینجا باشد' });
    await box.waitFor();
    // announced politely to screen readers
    await expect(box.locator('xpath=ancestor::*[@aria-live="polite"]').count()).resolves.toBe(1);
    const link = box.getByRole('link', { name: new RegExp(subject.title.slice(0, 12)) }).first();
    await expect(link.getAttribute('href')).resolves.toBe(`/news-subject-page/${subject.id}`);
    // the reader can still send
    await expect(page.getByRole('button', { name: 'ارسال درخواست' }).isEnabled()).resolves.toBe(true);
    if (shots) {
      await page.screenshot({ path: `${shots}/ask-me-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${shots}/ask-me-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
    }

    await link.click();
    await page.waitForURL((url) => url.pathname === `/news-subject-page/${subject.id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/ask-me');
    await expect(page.getByRole('textbox', { name: 'عنوان مطلب' }).inputValue()).resolves.toBe(
      spoken(subject.title),
    );
  });

  it('three readers ask one rumour: the inbox shows one group with demand ۳ and sorts it first', {
    timeout: 90_000,
  }, async () => {
    const asks = [
      'آیا قطار تهران به مشهد از ماه آینده رایگان می‌شود؟ (سفر آزمون تیپ‌لاین)',
      'میگن قطار تهران به مشهد از ماه آینده رایگان میشه؟ (سفر آزمون تیپ‌لاین)',
      'قطار تهران مشهد از ماه آینده رایگان میشه درسته؟ (سفر آزمون تیپ‌لاین)',
    ];
    const groups: (number | null)[] = [];
    for (const title of asks) {
      const body = new FormData();
      body.append('title', title);
      body.append('summary', 'در گروه خانوادگی دست‌به‌دست شد');
      const res = await fetch(`${baseUrl()}/api/public/public-user-question/`, { method: 'POST', body });
      expect(res.status).toBe(201);
      groups.push(((await res.json()) as { group: number | null }).group);
    }
    expect(groups[1]).not.toBeNull();
    expect(groups[2]).toBe(groups[1]);

    const { page } = admin;
    await page.goto('/login');
    await signIn(page, ADMIN);
    await page.goto('/ask-me?ordering=-demand');
    const row = page.getByRole('row').filter({ hasText: asks[2]! });
    await row.getByRole('link', { name: /۳ نفر پرسیده‌اند/ }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/inbox-1280.png`, fullPage: true });
    await row.getByRole('link', { name: /۳ نفر پرسیده‌اند/ }).click();
    await page.waitForURL((url) => url.searchParams.get('group') === String(groups[1]));
    await expect(page.getByRole('row').filter({ hasText: 'سفر آزمون تیپ‌لاین' }).count()).resolves.toBe(3);
    if (shots) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/ask-me?ordering=-demand');
      await page.getByText('۳ نفر پرسیده‌اند').first().waitFor();
      await page.screenshot({ path: `${shots}/inbox-390.png`, fullPage: true });
      await page.goto(`/manage-user-request/${await firstQuestionId(asks[0]!)}`);
      await page.getByRole('heading', { name: /^گروه/ }).waitFor();
      await page.screenshot({ path: `${shots}/request-390.png`, fullPage: true });
    }
  });

  /** The id of a question by its title, read through the admin's inbox search. */
  async function firstQuestionId(title: string): Promise<number> {
    const link = admin.page.getByRole('link', { name: title }).first();
    await admin.page.goto(`/ask-me?search=${encodeURIComponent(title.slice(0, 30))}`);
    await link.waitFor();
    const to = (await link.getAttribute('href')) ?? '';
    return Number(to.split('/').pop());
  }
});
