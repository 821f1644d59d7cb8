import { describe, expect, it } from 'vitest';
import { browserSkipped, demoMobile, PHONE_SIZE, signIn, useBrowser } from '../support/browser.ts';

// Sign-in and sign-out on a phone (390 px), and a save meeting an expired session on a desktop (1280 px),
// where the walk through the spec saw them go wrong.
describe.skipIf(browserSkipped())('sessions on a phone', () => {
  const s = useBrowser(PHONE_SIZE, { each: true });

  it('reads a pasted +98 number with spaces, and shows a typo as a typo', async () => {
    await s.page.goto('/login');
    const phone = s.page.getByLabel('شماره تلفن همراه');
    await phone.focus();
    await s.page.keyboard.insertText('+98 912 345 6789');
    await expect(phone.inputValue()).resolves.toBe('09123456789');
    await phone.fill('');
    await s.page.keyboard.insertText('0812345678');
    await expect(phone.inputValue()).resolves.toBe('0812345678');
    await s.page.getByRole('button', { name: 'ارسال کد' }).click();
    await s.page.getByText('شماره تلفن باید ۱۱ رقم باشد').waitFor();
  });

  it('sends someone signed in from /login to /, and a logout from /profile ends on /', async () => {
    await signIn(s.page, demoMobile(5));
    await s.page.goto('/login');
    await s.page.waitForURL((url) => url.pathname === '/');

    await s.page.goto('/profile');
    await s.page.getByRole('heading', { name: 'پروفایل من' }).first().waitFor();
    await s.page.getByRole('button', { name: 'خروج' }).first().click();
    await s.page.getByRole('link', { name: 'ورود' }).first().waitFor();
    // the profile's guard must not send the signed-out visitor on to /login a moment later
    await s.page.waitForTimeout(500);
    expect(new URL(s.page.url()).pathname).toBe('/');
  });
});

describe.skipIf(browserSkipped())('an expired session on a desktop', () => {
  const s = useBrowser({ width: 1280, height: 800 }, { each: true });

  it("keeps the subject form's work through a save that meets an expired session", async () => {
    const { page } = s;
    await signIn(page, demoMobile(3));
    await page.goto('/news-subjects');
    await page
      .getByLabel(/^ویرایش /)
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/edit-subject/'));
    const form = new URL(page.url()).pathname;
    const title = page.getByRole('textbox', { name: /^عنوان/ }).first();
    await expect.poll(() => title.inputValue()).not.toBe('');
    await title.fill('عنوان نیمه‌کاره در جلسه‌ی منقضی');

    // the session has expired meanwhile: the save is refused and so is the refresh
    const refused = {
      status: 401,
      contentType: 'application/json',
      body: '{"detail":"x","code":"token_invalid"}',
    };
    await page.route('**/api/news/news-subject/*/', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill(refused) : route.continue(),
    );
    await page.route('**/api/token/refresh/', (route) => route.fulfill(refused));
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    // a session the server ended is not a logout: the staff page sends the person to sign in again
    await page.waitForURL((url) => url.pathname === '/login');
    await page.unrouteAll();

    await signIn(page, demoMobile(3));
    await page.goto(form);
    await page.getByText('تغییرات ذخیره‌نشده‌ی قبلی این فرم بازگردانده شد.').waitFor();
    const titleValue = () =>
      page
        .getByRole('textbox', { name: /^عنوان/ })
        .first()
        .inputValue();
    await expect.poll(titleValue).toBe('عنوان نیمه‌کاره در جلسه‌ی منقضی');
    // thrown away on purpose, the subject is as it was
    await page.getByRole('button', { name: 'دور انداختن تغییرات' }).click();
    await expect.poll(titleValue).not.toBe('عنوان نیمه‌کاره در جلسه‌ی منقضی');
  });
});
