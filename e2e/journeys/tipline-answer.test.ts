import { describe, expect, it } from 'vitest';
import { postJson, publishedSubjectBeforeAll, signInThroughApi } from '../support/api.ts';
import {
  baseUrl,
  browserSkipped,
  DESKTOP_SIZE,
  demoMobile,
  outbox,
  PHONE_SIZE,
  passNameGate,
  questionCard,
  signIn,
  useBrowser,
} from '../support/browser.ts';

// Three readers ask the same thing; an admin links the subject once for the
// whole group; each asker is sent one SMS (the development outbox's {"to","text","at"} line, written by
// the server's sender loop) and the first asker's profile shows the question answered, with its dates.
// The three questions join one group when they are asked (grouping on ask); where that
// is not in the build, the journey links the first question alone and says so.

const READERS = ['09351116601', '09351116602', '09351116603'] as const;
const ADMIN = demoMobile(3);
const TITLE = 'آیا آب آشامیدنی تهران از هفته‌ی آینده جیره‌بندی می‌شود؟ (سفر آزمون پاسخ گروهی)';
const REASON = 'در یک گروه پیام‌رسان نوشته‌اند از شنبه آب شب‌ها قطع می‌شود.';

/** The notices (not the codes) the development SMS sender wrote. */
const notices = () => outbox().filter((e) => e.text !== undefined);

async function waitForNotice(mobile: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = notices().find((e) => e.to === mobile);
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`no notice in the outbox for ${mobile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs a reader in through the API (code from the outbox) and asks the question as them. */
async function askThroughApi(mobile: string): Promise<{ id: number; group: number | null }> {
  const access = await signInThroughApi(mobile);
  const asked = await postJson('/public/public-user-question/', { title: TITLE, summary: REASON }, access);
  expect(asked.status).toBe(201);
  return (await asked.json()) as { id: number; group: number | null };
}

describe.skipIf(browserSkipped())('answering a group of questions once, and telling the askers', () => {
  const reader = useBrowser(PHONE_SIZE);
  const admin = useBrowser(DESKTOP_SIZE);
  /** A published subject of the demo data, for the admin to link. */
  const subject = publishedSubjectBeforeAll();

  it('three readers ask the same thing (the first in the browser, two through the API)', {
    timeout: 120_000,
  }, async () => {
    const { page } = reader;
    await signIn(page, READERS[0]);
    await passNameGate(page, 'نرگس', 'امینی');
    await page.goto('/ask-me');
    await page.getByRole('textbox', { name: 'عنوان مطلب' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'علت درخواست بررسی' }).fill(REASON);
    await page.getByRole('button', { name: 'ارسال درخواست' }).click();
    await page.getByText('درخواست شما با موفقیت ثبت شد', { exact: false }).waitFor();

    const second = await askThroughApi(READERS[1]);
    const third = await askThroughApi(READERS[2]);
    // the same question asked three times joins one group
    expect(second.group).not.toBeNull();
    expect(third.group).toBe(second.group);
  });

  it('an admin links the subject to the whole group from the first report', {
    timeout: 150_000,
  }, async () => {
    const { page } = admin;
    await signIn(page, ADMIN);
    await page.goto('/ask-me');
    await page.getByRole('searchbox', { name: 'جستجو در گزارش‌ها' }).fill('سفر آزمون پاسخ گروهی');
    // the settled search moves the address: clicking before that would be undone by it
    await page.waitForURL((url) => url.searchParams.get('search') === 'سفر آزمون پاسخ گروهی');
    const row = page.getByRole('row').filter({ hasText: 'نرگس امینی' });
    await row.waitFor();
    // the inbox shows the group's demand on the request
    await row.getByText('۳ نفر پرسیده‌اند').waitFor();
    await row.getByRole('link', { name: `مشاهده گزارش ${TITLE}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/manage-user-request/'));
    await page.getByRole('heading', { name: TITLE }).waitFor();

    await page.getByRole('combobox', { name: 'جستجوی موضوع روز' }).fill(subject.title.slice(0, 12));
    await page.getByRole('option', { name: subject.title }).click();
    const offer = page.getByRole('checkbox', { name: 'برای همه‌ی ۳ پرسش این گروه هم ثبت شود' });
    await offer.waitFor();
    expect(await offer.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await page
      .getByText('موضوع برای ۳ پرسش این گروه ثبت شد', {
        exact: false,
      })
      .waitFor();
  });

  it("each asker's outbox line holds the short Persian text and the subject's absolute link", async () => {
    const askers = READERS;
    for (const mobile of askers) {
      const line = await waitForNotice(mobile);
      expect(Object.keys(line).sort()).toEqual(['at', 'text', 'to']);
      expect(line.text).toBe(
        `راستی: پرسش شما «${[...TITLE].slice(0, 39).join('').trim()}…» پاسخ داده شد: ${baseUrl()}/news-subject-page/${subject.id}`,
      );
    }
    // one message per question: nothing more after another round of the sender loop
    await new Promise((r) => setTimeout(r, 2500));
    for (const mobile of READERS) {
      expect(notices().filter((e) => e.to === mobile)).toHaveLength(1);
    }
  });

  it("the first asker's profile shows the question received and answered, linking the subject", async () => {
    const { page } = reader;
    const card = await questionCard(page, TITLE);
    await card.getByText('پاسخ داده شده').waitFor();
    const states = card.getByLabel('وضعیت پرسش');
    await states.getByText('دریافت شد').waitFor();
    await states.getByText('پاسخ داده شد', { exact: true }).waitFor();
    await card.getByRole('link', { name: subject.title }).click();
    await page.waitForURL((url) => url.pathname === `/news-subject-page/${subject.id}`);
  });
});
