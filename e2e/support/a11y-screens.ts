import { beforeAll, it } from 'vitest';
import { audit, DESKTOP, PHONE } from './a11y.ts';
import { baseUrl, type Session } from './browser.ts';

// What the accessibility journeys (journeys/a11y-*.test.ts) share: the screens they audit, the demo data's ids
// those screens need, and one test per screen and width. The audits are split over several files so that the
// two journey workers share them (ADR 42); each file opens its own browser and signs in as its own person.

export const WIDTHS = [
  { name: 'phone', ...PHONE },
  { name: 'desktop', ...DESKTOP },
] as const;

export type Width = (typeof WIDTHS)[number];

export interface Screen {
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

/** Ids of the demo data that screens' addresses name, and words a search suggests a subject for. */
export interface DemoIds {
  subject: number;
  review: number;
  member: number;
  /** words of a published subject's title: the top bar's search suggests it */
  searchText: string;
}

/** {@link DemoIds}, read from the public lists before the tests of the file or describe block it is called in. */
export function demoIdsBeforeAll(): DemoIds {
  const ids: DemoIds = { subject: 0, review: 0, member: 0, searchText: '' };
  beforeAll(async () => {
    const subject = await firstRow('public-news-subject/');
    ids.subject = subject.id;
    ids.searchText = (subject.title ?? '').split(' ').slice(0, 2).join(' ');
    ids.review = (await firstRow('public-news-review/')).id;
    ids.member = (await firstRow('Faculty-users/')).id;
  });
  return ids;
}

/** Audits one screen at one width; fails listing each rule with its impact, help and the elements that broke it. */
async function check(s: Session, screen: Screen, width: Width): Promise<void> {
  await s.page.setViewportSize({ width: width.width, height: width.height });
  const url = screen.url();
  const report = await audit(s.page, url, screen.ready);
  if (report) throw new Error(`accessibility problems on ${url} at ${width.width}px:\n${report}`);
}

/** One test per screen at each of `widths`, in the session `s` (a guest's or a signed-in person's). */
export function auditScreens(s: Session, screens: Screen[], widths: readonly Width[] = WIDTHS): void {
  for (const width of widths)
    for (const screen of screens)
      it(`${screen.name} at ${width.name} width`, async () => {
        await check(s, screen, width);
      });
}

/** The public pages, as a guest sees them. */
export const publicScreens = (ids: DemoIds): Screen[] => [
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
