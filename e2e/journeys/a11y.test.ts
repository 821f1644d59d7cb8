import { beforeAll, describe, it } from 'vitest';
import { audit, DESKTOP, expectNoProblemsHere, openSettled, PHONE } from '../support/a11y.ts';
import { baseUrl, browserSkipped, demoMobile, type Session, signIn, useBrowser } from '../support/browser.ts';

// axe-core (WCAG 2.1 A/AA and best practices) and the shared page structure on every public page, at phone
// and desktop widths, and on the main staff screens. A failure lists each rule with its impact, help and
// the selectors of the elements that broke it.

/** A regular demo user no other journey signs in with (one code per number a minute, five an hour). */
const REGULAR = '09350000004';
/** The demo super admin (role 2): manages the newsroom and the users. */
const SUPER_ADMIN = demoMobile(2);

const WIDTHS = [
  { name: 'phone', ...PHONE },
  { name: 'desktop', ...DESKTOP },
] as const;

interface Screen {
  name: string;
  url: () => string;
  /** a selector that appears once the screen's own content has loaded */
  ready?: string;
}

/** The first row a public list answers. */
async function firstRow(path: string): Promise<{ id: number; title?: string }> {
  const res = await fetch(`${baseUrl()}/api/public/${path}?page_size=1`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const rows = (await res.json()) as { id: number; title?: string }[];
  if (!rows[0]) throw new Error(`${path} is empty in the demo seed`);
  return rows[0];
}

const ids = { subject: 0, review: 0, member: 0, question: 0 };
/** Words of a published subject's title: the top bar's search suggests it. */
let searchText = '';

async function check(s: Session, screen: Screen, width: (typeof WIDTHS)[number]): Promise<void> {
  await s.page.setViewportSize({ width: width.width, height: width.height });
  const url = screen.url();
  const report = await audit(s.page, url, screen.ready);
  if (report) throw new Error(`accessibility problems on ${url} at ${width.width}px:\n${report}`);
}

const PUBLIC: Screen[] = [
  { name: 'home', url: () => '/', ready: 'table#scores tbody tr' },
  { name: 'subjects of the day', url: () => '/news-subjects', ready: 'main article' },
  { name: 'a subject', url: () => `/news-subject-page/${ids.subject}` },
  { name: 'reviews', url: () => '/news-reports', ready: 'main article' },
  { name: 'a report', url: () => `/report/${ids.review}` },
  { name: 'the board', url: () => '/facuality-list' },
  { name: 'a board member', url: () => `/facuality/${ids.member}` },
  { name: 'ask', url: () => '/ask-me', ready: 'main form' },
  { name: 'sign-in', url: () => '/login', ready: 'form' },
  { name: 'outlets', url: () => '/media' },
  { name: 'methodology', url: () => '/methodology', ready: 'main dl dt' },
  { name: 'about', url: () => '/about', ready: 'main [data-testid="about-body"]' },
  { name: 'not found', url: () => '/no-such-page/a11y' },
];

const REGULAR_SCREENS: Screen[] = [
  { name: 'profile', url: () => '/profile' },
  { name: 'edit profile', url: () => '/edit-profile', ready: 'main form' },
];

const STAFF_SCREENS: Screen[] = [
  // a table on a desktop, a list of cards on a phone
  { name: 'subjects (management)', url: () => '/news-subjects', ready: 'main tbody tr, main ul > li' },
  { name: 'add subject', url: () => '/add-subject', ready: 'main form' },
  { name: 'edit subject', url: () => `/edit-subject/${ids.subject}`, ready: 'main form' },
  { name: 'media', url: () => '/manage-media' },
  { name: 'categories', url: () => '/manage-categories' },
  { name: 'reviews (management)', url: () => '/news-reports' },
  { name: 'add review', url: () => '/add-report', ready: 'main form' },
  { name: 'questions inbox', url: () => '/ask-me', ready: 'main a[href^="/manage-user-request/"]' },
  { name: 'a question', url: () => `/manage-user-request/${ids.question}` },
  { name: 'users', url: () => '/manage-users' },
  { name: 'evaluations', url: () => '/manage-evaluations', ready: 'main textarea' },
];

describe.skipIf(browserSkipped())('accessibility in Chromium', () => {
  beforeAll(async () => {
    const subject = await firstRow('public-news-subject/');
    ids.subject = subject.id;
    searchText = (subject.title ?? '').split(' ').slice(0, 2).join(' ');
    ids.review = (await firstRow('public-news-review/')).id;
    ids.member = (await firstRow('Faculty-users/')).id;
  });

  describe('as a guest', () => {
    const s = useBrowser();
    for (const width of WIDTHS)
      for (const screen of PUBLIC)
        it(`${screen.name} at ${width.name} width`, async () => {
          await check(s, screen, width);
        });

    it('the phone menu, open', async () => {
      await openSettled(s.page, PHONE, '/');
      await s.page.getByRole('button', { name: 'باز کردن منو' }).click();
      await s.page.getByRole('dialog').getByRole('navigation', { name: 'منوی اصلی' }).waitFor();
      await expectNoProblemsHere(s.page, 'with the phone menu open');
    });

    it('the search suggestions, open', async () => {
      await openSettled(s.page, DESKTOP, '/');
      await s.page.getByRole('combobox', { name: 'جستجو در موضوعات و بررسی‌ها' }).fill(searchText);
      await s.page.getByRole('option').first().waitFor();
      await expectNoProblemsHere(s.page, 'with the search suggestions open');
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

  describe('as a regular user', () => {
    const s = useBrowser();
    beforeAll(async () => {
      await signIn(s.page, REGULAR);
    });
    for (const width of WIDTHS)
      for (const screen of REGULAR_SCREENS)
        it(`${screen.name} at ${width.name} width`, async () => {
          await check(s, screen, width);
        });
  });

  describe('as the super admin', () => {
    const s = useBrowser();
    beforeAll(async () => {
      await signIn(s.page, SUPER_ADMIN);
      // a question's id: the inbox links each one
      await s.page.goto('/ask-me');
      const link = s.page.locator('main a[href^="/manage-user-request/"]').first();
      await link.waitFor();
      ids.question = Number((await link.getAttribute('href'))?.split('/').pop());
    });
    for (const width of WIDTHS)
      for (const screen of STAFF_SCREENS)
        it(`${screen.name} at ${width.name} width`, async () => {
          await check(s, screen, width);
        });
  });
});
