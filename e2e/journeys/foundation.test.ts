import { describe, expect, it } from 'vitest';
import { browserSkipped, demoMobile, menuLabels, signIn, useBrowser } from '../support/browser.ts';

const BASE = ['خانه', 'موضوعات روز', 'گزارش بررسی‌ها', 'از من بپرس', 'اعضای هیئت علمی'];
/** a staff member's menu: 'کارهای من' (their assigned work) before the faculty list */
const WITH_WORK = (items: string[]) => [...items.slice(0, -1), 'کارهای من', ...items.slice(-1)];
const EXPECTED_MENU: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  1: [...BASE, 'پروفایل'],
  // staff see their assigned work after ask-me, and the dashboard after the management items
  2: [
    ...WITH_WORK(BASE),
    'مدیریت کاربران',
    'مدیریت رسانه‌ها',
    'مدیریت دسته‌بندی‌ها',
    'ارزیابی‌ها',
    'داشبورد',
    'تنظیمات',
    'پروفایل',
  ],
  3: [...WITH_WORK(BASE), 'مدیریت رسانه‌ها', 'مدیریت دسته‌بندی‌ها', 'داشبورد', 'پروفایل'],
  4: [...WITH_WORK(BASE.filter((l) => l !== 'از من بپرس')), 'داشبورد', 'پروفایل'],
  5: [...WITH_WORK(BASE.filter((l) => l !== 'از من بپرس')), 'داشبورد', 'پروفایل'],
};

describe.skipIf(browserSkipped())('foundation journeys in Chromium', () => {
  const s = useBrowser({}, { each: true });

  it('shows a guest the Persian RTL shell with the base menu and the sign-in buttons', async () => {
    await s.page.goto('/');
    expect(await s.page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await menuLabels(s.page)).toEqual(BASE);
    await expect(s.page.getByRole('link', { name: 'ورود' }).first().isVisible()).resolves.toBe(true);
  });

  for (const role of [1, 2, 3, 4, 5] as const) {
    it(`signs in role ${role} through the SMS outbox and shows exactly that role's menu`, async () => {
      await signIn(s.page, demoMobile(role));
      await expect.poll(() => menuLabels(s.page)).toEqual(EXPECTED_MENU[role]);
      await expect(s.page.getByRole('button', { name: 'خروج' }).first().isVisible()).resolves.toBe(true);
    });
  }

  it('asks a new user for their names and closes the gate only once both are saved', async () => {
    await signIn(s.page, '09127770001');
    const gate = s.page.getByRole('dialog');
    await gate.waitFor();
    await expect(gate.getByText('لطفا نام و نام خانوادگی خود را وارد کنید.').isVisible()).resolves.toBe(true);
    await gate.getByRole('textbox').nth(0).fill('مریم');
    await gate.getByRole('button', { name: 'ارسال' }).click();
    // the last name is still missing: the gate stays
    await expect(gate.isVisible()).resolves.toBe(true);
    await gate.getByRole('textbox').nth(1).fill('احمدی');
    await gate.getByRole('button', { name: 'ارسال' }).click();
    await gate.waitFor({ state: 'detached' });
    await s.page.reload();
    await menuLabels(s.page);
    await expect(s.page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('does not give a regular user the manage-users screen', async () => {
    // another regular account: each number may ask for a code once a minute
    await signIn(s.page, '09350000001');
    await s.page.goto('/manage-users');
    await s.page.getByText('شما مجوز دسترسی به این بخش را ندارید.').first().waitFor();
    await expect(s.page.getByRole('heading', { name: 'مدیریت کاربران' }).count()).resolves.toBe(0);
  });
});
