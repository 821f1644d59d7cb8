import { describe, it } from 'vitest';
import { DESKTOP, expectNoProblemsHere, openSettled } from '../support/a11y.ts';
import { auditScreens, demoIdsBeforeAll, publicScreens, WIDTHS } from '../support/a11y-screens.ts';
import { browserSkipped, useBrowser } from '../support/browser.ts';

// axe-core (WCAG 2.1 A/AA and best practices) and the shared page structure on every public page at desktop
// width, with the top bar's search suggestions open. The phone width is a11y-guest-phone.test.ts.

describe.skipIf(browserSkipped())('accessibility in Chromium: a guest on a desktop', () => {
  const ids = demoIdsBeforeAll();
  const s = useBrowser();
  auditScreens(
    s,
    publicScreens(ids),
    WIDTHS.filter((w) => w.name === 'desktop'),
  );

  it('the search suggestions, open', async () => {
    await openSettled(s.page, DESKTOP, '/');
    await s.page.getByRole('combobox', { name: 'جستجو در موضوعات و بررسی‌ها' }).fill(ids.searchText);
    await s.page.getByRole('option').first().waitFor();
    await expectNoProblemsHere(s.page, 'with the search suggestions open');
  });
});
