import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, signInThroughApi } from '../support/api.ts';
import { baseUrl, browserSkipped, demoMobile, PHONE_SIZE, signIn, useBrowser } from '../support/browser.ts';

// A board member writes a review from a subject page and publishes it; a visitor then finds it on the
// home page, reads it, shares its link (the server-rendered head) and finds it again through search.

/** A real 1×1 PNG: the server decodes and re-encodes every upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const stamp = Date.now().toString(36);
const REVIEW_TITLE = `بررسی آزمایشی سفر ${stamp}`;
const NEWS_TITLE = `خبر آزمایشی ${stamp}`;

interface SubjectRow {
  id: number;
  title: string;
  reviews: number | null;
  reviews_title: string | null;
}

/** Serious and critical axe findings, as 'rule: target' lines (an empty list passes). */
async function seriousViolations(page: Page, include: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(include).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** An MUI select: open the combobox by its label and pick an option by its text. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.skipIf(browserSkipped())('reviews journey in Chromium', () => {
  const staff = useBrowser();
  const visitor = useBrowser(PHONE_SIZE);
  let subject: SubjectRow;
  let reviewId: number;

  beforeAll(async () => {
    // a published subject that carries a verdict, so its reviews get a ClaimReview
    const subjects = await getJson<SubjectRow[]>('/public/public-news-subject/?page_size=50');
    const withVerdict = subjects.find((s) => s.reviews !== null);
    if (!withVerdict) throw new Error('the demo seed has no published subject with a verdict');
    subject = withVerdict;
  });

  it('lets a board member write a review from a subject page and publish it', async () => {
    const { page } = staff;
    await signIn(page, demoMobile(4));
    await page.goto(`/news-subject-page/${subject.id}`);
    await page.getByRole('button', { name: 'افزودن بررسی' }).click();
    await page.waitForURL((url) => url.pathname === '/add-report');
    await page.getByRole('heading', { level: 1, name: 'بررسی جدید' }).waitFor();

    // opened from the subject: the subject is already chosen
    const subjectBox = page.getByRole('combobox', { name: 'موضوع روز' });
    await expect.poll(() => subjectBox.inputValue()).toBe(subject.title);

    // submitting too early names every missing field at once (spec section 5)
    await page.getByRole('button', { name: 'ثبت بررسی' }).click();
    const summary = page.getByTestId('form-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain(
      'لطفاً موارد زیر را تکمیل کنید: عنوان، چکیده، متن بررسی، وضعیت، تصویر اصلی',
    );

    await page.getByRole('textbox', { name: 'عنوان', exact: true }).first().fill(REVIEW_TITLE);
    await page
      .getByRole('textbox', { name: 'چکیده', exact: true })
      .first()
      .fill('خلاصه‌ای کوتاه از این بررسی آزمایشی.');
    const editor = page.getByRole('textbox', { name: 'متن بررسی' });
    await editor.click();
    await page.keyboard.type('متن کامل بررسی: منبع ادعا پیدا شد و با داده‌های رسمی مقایسه شد.');
    await choose(page, 'وضعیت', 'منتشر شده');
    await page.getByTestId('main-image-input').setInputFiles({
      name: 'review.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: 'پیش‌نمایش تصویر اصلی' }).waitFor();

    // the news item: outlet picked by search, title, link, summary and evaluation
    const block = page.getByRole('region', { name: /^خبر ۱/ });
    const outlet = block.getByRole('combobox', { name: 'خبرگزاری' });
    await outlet.click();
    const firstOutlet = page.getByRole('option').first();
    await firstOutlet.waitFor();
    const outletName = ((await firstOutlet.textContent()) ?? '').trim();
    await firstOutlet.click();
    await block.getByRole('textbox', { name: 'عنوان' }).fill(NEWS_TITLE);
    await block.getByRole('textbox', { name: 'لینک خبر' }).fill('example.ir/news/1');
    await block.getByRole('textbox', { name: 'چکیده' }).fill('چکیده خبری که بررسی شد.');
    await block.getByRole('combobox', { name: 'ارزیابی' }).click();
    await page.getByRole('option').nth(1).click();

    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: 'ثبت بررسی' }).click();
    await page.getByText('بررسی با موفقیت ایجاد شد').waitFor();
    // five seconds later: the management list, where the new review comes first
    await page.waitForURL((url) => url.pathname === '/news-reports', { timeout: 15_000 });
    const card = page.getByRole('link', { name: REVIEW_TITLE, exact: true });
    await card.waitFor();
    reviewId = Number((await card.getAttribute('href'))?.split('/').pop());
    expect(reviewId).toBeGreaterThan(0);

    // the journeys' server asks for a second pair of eyes (REVIEW_APPROVAL, ADR 33): the board member's
    // review waits, unseen by the public, until the editor publishes it
    expect((await fetch(`${baseUrl()}/api/public/public-news-review/${reviewId}/`)).status).toBe(404);
    const editorToken = await signInThroughApi(demoMobile(5));
    expect((await postJson(`/news/review-subject/${reviewId}/approve/`, {}, editorToken)).status).toBe(200);

    // the review kept its news item, in the order written
    const saved = await getJson<{ news_items: { title: string; source_name: string; link: string }[] }>(
      `/public/public-news-review/${reviewId}/`,
    );
    expect(saved.news_items).toEqual([
      expect.objectContaining({
        title: NEWS_TITLE,
        source_name: outletName,
        link: 'https://example.ir/news/1',
      }),
    ]);
  });

  it('shows a visitor the review on the home page and its report page', async () => {
    const { page } = visitor;
    await page.goto('/');
    const onHome = page.getByRole('link', { name: REVIEW_TITLE, exact: true });
    await onHome.first().waitFor();
    await onHome.first().click();
    await page.waitForURL((url) => url.pathname === `/report/${reviewId}`);

    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toContain(subject.title);
    expect(await heading.textContent()).toContain('بررسی در مورد:');
    await page.getByText(REVIEW_TITLE).first().waitFor();
    expect(await page.getByTestId('review-content').textContent()).toContain('منبع ادعا پیدا شد');
    await page.getByRole('heading', { name: NEWS_TITLE }).waitFor();
    expect(await page.getByTestId('author-name').textContent()).not.toBe('ناشناس');
    // a visitor may not edit
    expect(await page.getByRole('link', { name: 'ویرایش بررسی' }).count()).toBe(0);

    // the news item opens in full
    await page.getByRole('button', { name: NEWS_TITLE }).click();
    const dialog = page.getByRole('dialog', { name: NEWS_TITLE });
    await dialog.waitFor();
    expect(await dialog.getByText('چکیده خبری که بررسی شد.').count()).toBe(1);
    await dialog.getByRole('button', { name: 'بستن' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  it('gives the report link a head for sharing: og:title and a ClaimReview', async () => {
    const res = await fetch(`${baseUrl()}/report/${reviewId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
    expect(ogTitle).toBe(REVIEW_TITLE);
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(ld).toBeTruthy();
    const claim = JSON.parse(ld!) as Record<string, unknown>;
    expect(claim['@type']).toBe('ClaimReview');
    expect(claim.claimReviewed).toBe(subject.title);
    expect(claim.reviewRating).toEqual(expect.objectContaining({ alternateName: subject.reviews_title }));
  });

  it('lets the visitor find the review through the search in the top bar', async () => {
    const { page } = visitor;
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'جستجو در موضوعات و بررسی‌ها' });
    await search.fill(stamp);
    const option = page.getByRole('option', { name: new RegExp(REVIEW_TITLE) });
    await option.waitFor();
    expect(await option.textContent()).toContain('بررسی');
    await option.click();
    await page.waitForURL((url) => url.pathname === `/report/${reviewId}`);
  });

  it('shows the public list, and the review in it, at phone width', async () => {
    const { page } = visitor;
    await page.goto('/news-reports');
    await page.getByRole('heading', { level: 1, name: 'گزارش بررسی‌ها' }).waitFor();
    await page.getByRole('combobox', { name: 'جستجو در بررسی‌ها' }).fill(stamp);
    await page.getByRole('link', { name: REVIEW_TITLE, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: REVIEW_TITLE, exact: true }).count()).toBe(1);
    // nothing sticks out sideways on a 390 px phone
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
