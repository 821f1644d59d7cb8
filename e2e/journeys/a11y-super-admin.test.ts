import { beforeAll, describe } from 'vitest';
import { auditScreens, demoIdsBeforeAll } from '../support/a11y-screens.ts';
import { browserSkipped, demoMobile, signIn, useBrowser } from '../support/browser.ts';

// axe-core (WCAG 2.1 A/AA and best practices) and the shared page structure on the newsroom's main screens,
// as the demo super admin (role 2), at phone and desktop widths.

describe.skipIf(browserSkipped())('accessibility in Chromium: the super admin', () => {
  const ids = demoIdsBeforeAll();
  let question = 0;
  const s = useBrowser();
  beforeAll(async () => {
    await signIn(s.page, demoMobile(2));
    // a question's id: the inbox links each one
    await s.page.goto('/ask-me');
    const link = s.page.locator('main a[href^="/manage-user-request/"]').first();
    await link.waitFor();
    question = Number((await link.getAttribute('href'))?.split('/').pop());
  });
  auditScreens(s, [
    // a table on a desktop, a list of cards on a phone
    { name: 'subjects (management)', url: () => '/news-subjects', ready: 'main tbody tr, main ul > li' },
    { name: 'add subject', url: () => '/add-subject', ready: 'main form' },
    { name: 'edit subject', url: () => `/edit-subject/${ids.subject}`, ready: 'main form' },
    { name: 'media', url: () => '/manage-media' },
    { name: 'categories', url: () => '/manage-categories' },
    { name: 'reviews (management)', url: () => '/news-reports' },
    { name: 'add review', url: () => '/add-report', ready: 'main form' },
    { name: 'questions inbox', url: () => '/ask-me', ready: 'main a[href^="/manage-user-request/"]' },
    { name: 'a question', url: () => `/manage-user-request/${question}` },
    { name: 'users', url: () => '/manage-users' },
    { name: 'evaluations', url: () => '/manage-evaluations', ready: 'main textarea' },
  ]);
});
