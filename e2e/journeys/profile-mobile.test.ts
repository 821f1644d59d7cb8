import { afterEach, describe, expect, it } from 'vitest';
import { animationsDone, problemsHere } from '../support/a11y.ts';
import { browserSkipped, openBrowser, type Session, signIn, waitForCode } from '../support/browser.ts';

// A user changes their own mobile on the edit-profile screen by proving the new number with the
// code sent to it (the development outbox), then signs in with the new number into the same account.

/** Numbers of this run only: the journey creates its own account and never touches the demo ones. */
const stamp = String(Date.now() % 10_000_000).padStart(7, '0');
const FIRST = `0936${stamp}`;
const SECOND = `0937${stamp}`;

describe.skipIf(browserSkipped())('changing one’s own mobile', () => {
  const sessions: Session[] = [];
  afterEach(async () => {
    for (const s of sessions.splice(0)) await s.close();
  });

  it('sends a code to the new number, saves with it, and the new number signs in to the same account', {
    timeout: 180_000,
  }, async () => {
    const s = await openBrowser({ width: 390, height: 844 });
    sessions.push(s);
    await signIn(s.page, FIRST);
    const gate = s.page.getByRole('dialog');
    await gate.waitFor();
    await gate.getByRole('textbox').nth(0).fill('نسرین');
    await gate.getByRole('textbox').nth(1).fill('شماره‌نو');
    await gate.getByRole('button', { name: 'ارسال' }).click();
    await gate.waitFor({ state: 'detached' });

    await s.page.goto('/edit-profile');
    const mobile = s.page.getByRole('textbox', { name: 'شماره موبایل' });
    await expect.poll(() => mobile.inputValue()).toBe(FIRST);
    await mobile.fill(SECOND);
    // saving before the new number is proven sends nothing
    await s.page.getByRole('button', { name: 'ذخیره' }).click();
    await s.page.getByText('ابتدا کد تایید شماره جدید را بگیرید.').first().waitFor();

    await s.page.getByRole('button', { name: 'ارسال کد' }).click();
    const code = s.page.getByRole('textbox', { name: /کد تایید شماره جدید/ });
    await code.waitFor();
    await expect(
      s.page.getByRole('button', { name: /ارسال مجدد کد تا .* ثانیه دیگر/ }).isDisabled(),
    ).resolves.toBe(true);
    // a wrong code is refused in Persian and nothing changes
    const otp = await waitForCode(SECOND, undefined);
    await code.fill(otp === '000000' ? '111111' : '000000');
    await s.page.getByRole('button', { name: 'ذخیره' }).click();
    await s.page.getByText('کد تایید نادرست است یا منقضی شده است. کد تازه‌ای بگیرید.').first().waitFor();
    // the code step, with its error and countdown, passes the same accessibility checks as every screen
    await animationsDone(s.page);
    expect(await problemsHere(s.page)).toBe('');

    await code.fill(otp);
    await s.page.getByRole('button', { name: 'ذخیره' }).click();
    await s.page.getByText('اطلاعات با موفقیت ذخیره شد').first().waitFor();
    await s.page.waitForURL((url) => url.pathname === '/profile');

    // another browser signs in with the new number (after its resend window) and finds the same person
    const other = await openBrowser({ width: 1280, height: 900 });
    sessions.push(other);
    await signIn(other.page, SECOND);
    await other.page.goto('/edit-profile');
    await expect
      .poll(() => other.page.getByRole('textbox', { name: 'نام', exact: true }).inputValue())
      .toBe('نسرین');
    await expect
      .poll(() => other.page.getByRole('textbox', { name: 'شماره موبایل' }).inputValue())
      .toBe(SECOND);
    await expect(other.page.getByRole('dialog').count()).resolves.toBe(0);
  });
});
