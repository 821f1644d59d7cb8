import { beforeAll, describe } from 'vitest';
import { auditScreens } from '../support/a11y-screens.ts';
import { browserSkipped, signIn, useBrowser } from '../support/browser.ts';

// axe-core (WCAG 2.1 A/AA and best practices) and the shared page structure on a regular user's own screens,
// at phone and desktop widths.

/** A regular demo user no other journey signs in with (one code per number a minute, five an hour). */
const REGULAR = '09350000004';

describe.skipIf(browserSkipped())('accessibility in Chromium: a regular user', () => {
  const s = useBrowser();
  beforeAll(async () => {
    await signIn(s.page, REGULAR);
  });
  auditScreens(s, [
    { name: 'profile', url: () => '/profile' },
    { name: 'edit profile', url: () => '/edit-profile', ready: 'main form' },
  ]);
});
