import { beforeAll, describe, expect, it } from 'vitest';
import { publishedSubjectBeforeAll } from '../support/api.ts';
import {
  browserSkipped,
  DESKTOP_SIZE,
  demoMobile,
  PHONE_SIZE,
  passNameGate,
  questionCard,
  signIn,
  useBrowser,
} from '../support/browser.ts';

// A visitor's question from the ask form to the staff inbox and back to the asker's profile:
// a guest asks, chooses to log in (registering a new number), the question is attached to the new
// account; an admin links it to a subject; the asker sees it answered; the admin blocks the asker and
// the asker's session ends.

const ASKER = '09351115501';
const ADMIN = demoMobile(3);
const TITLE = 'آیا قطعی برق تابستان امسال از خرداد شروع می‌شود؟ (سفر آزمون پرسش)';
const REASON = 'در یک کانال خبری نوشته‌اند جدول خاموشی‌ها از اول خرداد اجرا می‌شود. درست است؟';
const SOURCE = 'https://t.me/example/12345';
const BLOCKED = 'کاربر گرامی، حساب کاربری شما مسدود شده است.';

describe.skipIf(browserSkipped())('the question journey in Chromium', () => {
  const asker = useBrowser(PHONE_SIZE);
  const admin = useBrowser(DESKTOP_SIZE);
  /** A published subject of the demo data, for the admin to link. */
  const subject = publishedSubjectBeforeAll();
  const requestedUrls: string[] = [];

  beforeAll(async () => {
    asker.page.on('request', (r) => requestedUrls.push(r.url()));
  });

  it('a guest asks, chooses to log in, signs up through the outbox and sees the success toast', {
    timeout: 120_000,
  }, async () => {
    const { page, context } = asker;
    await page.goto('/ask-me');
    await page.getByRole('heading', { name: 'از من بپرس', level: 1 }).waitFor();

    // the form's own rule first: nothing typed
    await page.getByRole('button', { name: 'ارسال درخواست' }).click();
    await page.getByText('لطفا عنوان و علت درخواست بررسی را وارد کنید!').waitFor();

    await page.getByRole('textbox', { name: 'عنوان مطلب' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'علت درخواست بررسی' }).fill(REASON);
    await page.getByRole('textbox', { name: 'منابع' }).fill(SOURCE);
    await page.getByRole('button', { name: 'ارسال درخواست' }).click();

    const dialog = page.getByRole('dialog', { name: 'ارسال پرسش' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'ارسال ناشناس' }).isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'ورود / ثبت‌نام' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // the temporary token waits in its cookie: an hour, SameSite=Lax, not Secure on http
    const cookie = (await context.cookies()).find((c) => c.name === 'temporary_token');
    expect(cookie).toBeDefined();
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.secure).toBe(false);
    expect(cookie!.path).toBe('/');
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 3600))).toBeLessThan(120);
    const token = decodeURIComponent(cookie!.value);
    expect(token.length).toBeGreaterThanOrEqual(22);

    await signIn(page, ASKER);
    await page.getByText('پرسش شما با موفقیت ارسال شد').waitFor();

    await passNameGate(page, 'سمیرا', 'رحیمی');

    // the token was used once and forgotten, and never travelled in an address
    expect((await context.cookies()).some((c) => c.name === 'temporary_token')).toBe(false);
    expect(requestedUrls.some((u) => u.includes(encodeURIComponent(token)) || u.includes(token))).toBe(false);
  });

  it('the asker finds the question on their profile as not reviewed', async () => {
    const { page } = asker;
    const card = await questionCard(page, TITLE);
    await card.getByText('بررسی نشده').waitFor();
    await card.getByText('پرسش شما مورد بررسی قرار نگرفته است.').waitFor();
  });

  it('an admin finds it in the user reports and links it to a subject', { timeout: 150_000 }, async () => {
    const { page } = admin;
    await signIn(page, ADMIN);
    await page.goto('/ask-me');
    await page.getByRole('heading', { name: 'گزارش‌های کاربران', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'جستجو در گزارش‌ها' }).fill('سفر آزمون پرسش');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.waitFor();
    await expect(row.getByText('سمیرا رحیمی').isVisible()).resolves.toBe(true);
    await row.getByRole('link', { name: `مشاهده گزارش ${TITLE}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/manage-user-request/'));

    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByText(SOURCE).waitFor();
    await page.getByRole('region', { name: 'درخواست‌کننده' }).getByText('سمیرا رحیمی').waitFor();

    await page.getByRole('combobox', { name: 'جستجوی موضوع روز' }).fill(subject.title.slice(0, 12));
    await page.getByRole('option', { name: subject.title }).click();
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await page.getByText('تغییرات با موفقیت ذخیره شد').waitFor();
    await page.getByRole('link', { name: subject.title }).waitFor();
    // back to the inbox after 5 s
    await page.waitForURL((url) => url.pathname === '/ask-me', { timeout: 10_000 });
  });

  it("the asker's profile now shows it answered, linking its subject", async () => {
    const { page } = asker;
    await page.reload();
    const card = page.getByRole('listitem', { name: TITLE });
    await card.getByText('پاسخ داده شده').waitFor();
    await card.getByRole('link', { name: subject.title }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/news-subject-page/'));
  });

  it("an admin blocks the asker and the asker's session ends", async () => {
    const { page } = admin;
    await page.getByRole('searchbox', { name: 'جستجو در گزارش‌ها' }).fill('سفر آزمون پرسش');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByRole('link', { name: `مشاهده گزارش ${TITLE}` }).click();
    const requester = page.getByRole('region', { name: 'درخواست‌کننده' });
    await requester.getByRole('button', { name: 'مسدود کردن کاربر' }).click();
    // blocking is confirmed, naming the asker
    const confirm = page.getByRole('dialog', { name: 'مسدود کردن کاربر' });
    await confirm.getByText(/مسدود می‌شود/).waitFor();
    await confirm.getByRole('button', { name: 'مسدود شود' }).click();
    await page.getByText('کاربر با موفقیت مسدود شد').waitFor();
    await requester.getByRole('button', { name: 'فعال کردن کاربر' }).waitFor();

    // at once: the asker's next call is refused as blocked and the app ends the session there and then
    const asking = asker.page;
    const refused = asking.waitForResponse((r) => r.url().includes('/api/accounts/users/me/'));
    await asking.goto('/profile');
    expect((await refused).status()).toBe(403);
    await asking.waitForURL((url) => url.pathname !== '/profile');
    expect((await asker.context.cookies()).some((c) => c.name === 'accessToken')).toBe(false);
    await asking.goto('/');
    await asking.getByRole('link', { name: 'ورود' }).first().waitFor();
    expect(await asking.getByRole('button', { name: 'خروج' }).count()).toBe(0);

    // and a blocked number cannot sign in again
    await asking.goto('/login');
    await asking.getByLabel('شماره تلفن همراه').fill(ASKER);
    await asking.getByRole('button', { name: 'ارسال کد' }).click();
    await asking.getByText(BLOCKED).waitFor();
  });
});
