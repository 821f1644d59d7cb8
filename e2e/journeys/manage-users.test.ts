import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserSkipped,
  DESKTOP_SIZE,
  demoMobile,
  openBrowser,
  PHONE_SIZE,
  POLL,
  signIn,
  useBrowser,
} from '../support/browser.ts';

const shots = process.env.SCREENSHOTS ?? '';

// The super admin sees the seeded accounts in /manage-users, pages through them on the server
// and filters them by role, in a real browser against the real server and demo seed.

const SUPER_ADMIN = demoMobile(2);
/** The demo seed's board members (role 4): 09120000004 and 09120000041..44. */
const BOARD = ['09120000004', '09120000041', '09120000042', '09120000043', '09120000044'];
const persian = (digits: string) => digits.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** The mobiles in the users table, as shown (Persian digits). */
const shownMobiles = async (page: Page) =>
  (await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((t) => t.trim());

describe.skipIf(browserSkipped())('super admin manages users', () => {
  const s = useBrowser({}, { each: true });

  it('lists the seeded users 10 a page, pages to page 2 and filters by role', {
    timeout: 150_000,
  }, async () => {
    await signIn(s.page, SUPER_ADMIN);

    const firstPage = s.page.waitForResponse(
      (r) => r.url().includes('/api/accounts/users/?') && r.request().method() === 'GET',
    );
    await s.page
      .getByRole('navigation', { name: 'منوی اصلی' })
      .first()
      .getByRole('link', { name: 'مدیریت کاربران' })
      .click();
    const answer = await firstPage;
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).searchParams.get('page_size')).toBe('10');
    // the seed alone has 15 accounts; other journeys may have added their own
    const total = Number(answer.headers()['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(15);

    await s.page.getByRole('heading', { level: 1, name: 'مدیریت کاربران' }).waitFor();
    await s.page.locator('tbody tr').first().waitFor();
    const pageOne = await shownMobiles(s.page);
    expect(pageOne).toHaveLength(10);

    await s.page.getByRole('button', { name: 'صفحه ۲' }).click();
    await expect.poll(() => shownMobiles(s.page), POLL).not.toEqual(pageOne);
    const pageTwo = await shownMobiles(s.page);
    expect(pageTwo.length).toBe(Math.min(10, total - 10));
    expect(pageTwo.some((m) => pageOne.includes(m))).toBe(false);
    if (total <= 20) {
      // every seeded demo account is on one of the two pages
      const both = [...pageOne, ...pageTwo];
      for (const role of [1, 2, 3, 4, 5] as const) expect(both).toContain(persian(demoMobile(role)));
    }

    const filtered = s.page.waitForResponse((r) => r.url().includes('role=4'));
    await s.page.getByRole('combobox', { name: 'نقش' }).click();
    await s.page.getByRole('option', { name: 'هیئت علمی' }).click();
    expect((await filtered).status()).toBe(200);
    await expect.poll(() => shownMobiles(s.page), POLL).toEqual(expect.arrayContaining(BOARD.map(persian)));
    const roles = await s.page.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(roles.length).toBeGreaterThanOrEqual(BOARD.length);
    expect(new Set(roles.map((r) => r.trim()))).toEqual(new Set(['هیئت علمی']));
    // a new filter starts again on page 1
    await expect(s.page.getByRole('button', { name: 'صفحه ۲' }).count()).resolves.toBe(0);
  });
});

describe.skipIf(browserSkipped())('a one-time sign-in link', () => {
  const s = useBrowser(PHONE_SIZE);

  it('the super admin makes one for an editor from their row, and it signs the editor in once', {
    timeout: 150_000,
  }, async () => {
    await signIn(s.page, SUPER_ADMIN);
    await s.page.goto('/manage-users');
    await s.page.getByRole('heading', { level: 1, name: 'مدیریت کاربران' }).waitFor();
    await s.page.getByRole('combobox', { name: 'نقش' }).click();
    await s.page.getByRole('option', { name: 'سردبیر' }).click();
    const card = s.page.getByRole('listitem').filter({ hasText: persian(demoMobile(5)) });
    await card.getByRole('button', { name: /ساخت پیوند ورود یک‌باره/ }).click();
    const dialog = s.page.getByRole('dialog', { name: /پیوند ورود یک‌باره/ });
    await dialog.waitFor();
    const url = await dialog.getByRole('textbox').inputValue();
    expect(url).toMatch(/\/login#link=[\w-]{40,}$/);
    if (shots) {
      await s.page.screenshot({ path: `${shots}/sign-in-link-390.png`, fullPage: true });
      await s.page.setViewportSize(DESKTOP_SIZE);
      await s.page.screenshot({ path: `${shots}/sign-in-link-1280.png`, fullPage: true });
    }

    const { pathname, hash } = new URL(url);
    const editor = await openBrowser(PHONE_SIZE);
    try {
      await editor.page.goto(`${pathname}${hash}`);
      await editor.page.waitForURL((address) => address.pathname === '/');
      // the session is the editor's: their profile shows their number
      await editor.page.goto('/profile');
      await editor.page
        .getByText(persian(demoMobile(5)))
        .first()
        .waitFor();

      // the same link a second time: refused in Persian, the code sign-in offered
      const other = await openBrowser(PHONE_SIZE);
      try {
        await other.page.goto(`${pathname}${hash}`);
        await other.page.getByText(/این پیوند ورود نامعتبر است/).waitFor();
        if (shots)
          await other.page.screenshot({ path: `${shots}/sign-in-link-used-390.png`, fullPage: true });
        expect(new URL(other.page.url()).hash).toBe('');
      } finally {
        await other.close();
      }
    } finally {
      await editor.close();
    }
  });
});
