import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { edited, photo } from '../../apps/server/test/fixtures/picture-set.ts';
import { publishedSubjectBeforeAll, signInThroughApi } from '../support/api.ts';
import {
  baseUrl,
  browserSkipped,
  DESKTOP_SIZE,
  demoMobile,
  PHONE_SIZE,
  signIn,
  useBrowser,
} from '../support/browser.ts';

// Asking with a picture: an admin publishes a report with a photo; a reader forwards a resized, captioned
// copy of it on /ask-me and is shown that report at once; the question goes to the inbox with its picture,
// which staff see on the request page with the report it matches (and /media never serves it).
// SCREENSHOTS=<folder> keeps pictures of both screens at 390 and 1280 px.

const ADMIN = demoMobile(3);
const REPORT = 'بررسی عکس صف طولانی پمپ بنزین (سفر آزمون تصویر)';
const TITLE = 'این عکس صف بنزین مال امروز است؟ (سفر آزمون تصویر)';
const shots = process.env.SCREENSHOTS ?? '';

describe.skipIf(browserSkipped())('asking with a picture in Chromium', () => {
  const reader = useBrowser(PHONE_SIZE);
  const admin = useBrowser(DESKTOP_SIZE);
  const subject = publishedSubjectBeforeAll();
  const report = { id: 0 };
  let forwardedFile = '';
  let access = '';

  beforeAll(async () => {
    access = await signInThroughApi(ADMIN);
    const original = await photo(77);
    const body = new FormData();
    body.append('subject', String(subject.id));
    body.append('title', REPORT);
    body.append('summary', 'این عکس مربوط به سال‌ها پیش است و به امروز ربطی ندارد.');
    body.append('content', '<p>عکس پیش‌تر در سال ۱۳۹۸ منتشر شده بود.</p>');
    body.append('status', '2');
    body.append('main_images', new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), 'queue.jpg');
    const res = await fetch(`${baseUrl()}/api/news/review-subject/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
      body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    report.id = ((await res.json()) as { id: number }).id;
    // as readers forward it: half the size, then a caption bar over it
    const forwarded = await edited(await edited(original, 'half', 77), 'caption', 77);
    forwardedFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'rasti-ask-picture-')), 'forwarded.jpg');
    writeFileSync(forwardedFile, forwarded);
  });

  it('a reader attaches a resized, captioned copy of the report’s photo and sees the report suggested', {
    timeout: 90_000,
  }, async () => {
    const { page } = reader;
    await page.goto('/ask-me');
    await page.getByRole('heading', { name: 'از من بپرس', level: 1 }).waitFor();
    await page.getByLabel('افزودن تصویر').setInputFiles(forwardedFile);
    await page.getByRole('img', { name: 'تصویر ۱' }).waitFor();
    // its words are read in the background: the panel says so until they are, asking again meanwhile
    const reading = page.getByRole('status').filter({ hasText: 'در حال خواندن متن تصویر…' });
    if (shots) {
      await reading.waitFor({ timeout: 10_000 }).catch(() => {});
      await page.screenshot({ path: `${shots}/ask-picture-reading-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${shots}/ask-picture-reading-1280.png`, fullPage: true });
      await page.setViewportSize(PHONE_SIZE);
    }
    await reading.waitFor({ state: 'detached', timeout: 45_000 });
    const box = page.getByRole('region', { name: 'شاید پاسخ پرسش شما اینجا باشد' });
    await box.waitFor();
    const link = box.getByRole('link', { name: /سفر آزمون تصویر/ });
    await expect(link.getAttribute('href')).resolves.toBe(`/report/${report.id}`);

    await page.getByRole('textbox', { name: 'عنوان مطلب' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'علت درخواست بررسی' }).fill('در گروه محله دست‌به‌دست شد.');
    if (shots) {
      await page.screenshot({ path: `${shots}/ask-picture-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${shots}/ask-picture-1280.png`, fullPage: true });
      await page.setViewportSize(PHONE_SIZE);
    }
    await page.getByRole('button', { name: 'ارسال درخواست' }).click();
    await page
      .getByRole('dialog', { name: 'ارسال پرسش' })
      .getByRole('button', { name: 'ارسال ناشناس' })
      .click();
    await page.getByText('درخواست شما با موفقیت ثبت شد').first().waitFor();
  });

  it('staff see the picture in the inbox and, on the request page, the report it matches', {
    timeout: 120_000,
  }, async () => {
    const { page } = admin;
    await signIn(page, ADMIN);
    await page.goto('/ask-me');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('۱ تصویر').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/inbox-picture-1280.png`, fullPage: true });
    await row
      .getByRole('link', { name: new RegExp(TITLE.slice(0, 10)) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/manage-user-request/'));
    const pictures = page.getByRole('region', { name: 'تصویرهای پرسش' });
    await pictures.getByRole('img', { name: 'تصویر ۱ پرسش' }).waitFor();
    const match = pictures.getByRole('link', { name: /سفر آزمون تصویر/ });
    await expect(match.getAttribute('href')).resolves.toBe(`/report/${report.id}`);
    // the picture is private: read with the staff's token, never from /media
    const src = await pictures.getByRole('img', { name: 'تصویر ۱ پرسش' }).getAttribute('src');
    expect(src).toMatch(/^blob:/);
    if (shots) {
      await page.screenshot({ path: `${shots}/request-picture-1280.png`, fullPage: true });
      await page.setViewportSize(PHONE_SIZE);
      await page.reload();
      await pictures.getByRole('img', { name: 'تصویر ۱ پرسش' }).waitFor();
      await page.screenshot({ path: `${shots}/request-picture-390.png`, fullPage: true });
    }
    const id = page.url().split('/').filter(Boolean).pop();
    const asked = await fetch(`${baseUrl()}/api/news/asked/${id}/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    const [key] = ((await asked.json()) as { pictures: string[] }).pictures;
    expect(key).toMatch(/^private\/questions\//);
    expect((await fetch(`${baseUrl()}/media/${key}`)).status).toBe(404);
  });
});
