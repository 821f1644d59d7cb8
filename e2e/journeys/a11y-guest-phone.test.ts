import { describe, it } from 'vitest';
import { expectNoProblemsHere, openSettled, PHONE } from '../support/a11y.ts';
import { auditScreens, demoIdsBeforeAll, publicScreens, WIDTHS } from '../support/a11y-screens.ts';
import { browserSkipped, useBrowser } from '../support/browser.ts';

// axe-core (WCAG 2.1 A/AA and best practices) and the shared page structure on every public page at phone
// width, with the phone's menu open and the forms showing their errors. The desktop width is
// a11y-guest-desktop.test.ts; the two run side by side on the journeys' two workers.

describe.skipIf(browserSkipped())('accessibility in Chromium: a guest on a phone', () => {
  const ids = demoIdsBeforeAll();
  const s = useBrowser();
  auditScreens(
    s,
    publicScreens(ids),
    WIDTHS.filter((w) => w.name === 'phone'),
  );

  it('the phone menu, open', async () => {
    await openSettled(s.page, PHONE, '/');
    await s.page.getByRole('button', { name: 'باز کردن منو' }).click();
    await s.page.getByRole('dialog').getByRole('navigation', { name: 'منوی اصلی' }).waitFor();
    await expectNoProblemsHere(s.page, 'with the phone menu open');
  });

  it('the sign-in form showing an error', async () => {
    await openSettled(s.page, PHONE, '/login', 'form');
    await s.page.getByLabel('شماره تلفن همراه').fill('123');
    await s.page.getByRole('button', { name: 'ارسال کد' }).click();
    await s.page.locator('[aria-invalid="true"]').first().waitFor();
    await expectNoProblemsHere(s.page, 'on the sign-in form with an error');
  });

  it('the ask form sent empty', async () => {
    await openSettled(s.page, PHONE, '/ask-me', 'main form');
    await s.page.locator('main form [type="submit"]').click();
    await s.page.locator('main [aria-invalid="true"]').first().waitFor();
    await expectNoProblemsHere(s.page, 'on the ask form with errors');
  });
});
