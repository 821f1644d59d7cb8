// The public frame and the report and subject pages draw with static classes only (ADR 22): no
// MUI icon module in their imports, and nothing a visitor sees runs emotion (no MUI class on an element, no
// <style data-emotion> inserted).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReviewDetail } from '@rasti/contract/reviews';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SideMenu } from '../../app/layout/SideMenu';
import { SiteFooter } from '../../app/layout/SiteFooter';
import { TopBar } from '../../app/layout/TopBar';
import ReportPage from '../../features/reviews/pages/ReportPage';
import { SUBJECT_PAGE_TEXT } from '../../features/subjects/messages';
import SubjectPage from '../../features/subjects/pages/SubjectPage';
import { setFakeSession } from '../../test/fake-session';
import { mockFetch, on } from '../../test/fetch-mock';
import { reviewListItem } from '../../test/fixtures/reviews';
import { makeDetail } from '../../test/fixtures/subjects';
import { renderWithProviders, UI_TEST_TIMEOUT } from '../../test/render';
import { Pagination } from '../Pagination';

vi.mock('../../lib/auth/session', async () => ({
  ...(await import('../../test/fake-session')),
  useSessionStatus: () => 'authenticated',
}));

/** a visitor's role (none) */
const VISITOR = null;

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The frame every public page shows, and the public pages. */
const PUBLIC_ENTRIES = [
  'app/layout/RootLayout.tsx',
  'app/layout/MainLayout.tsx',
  'features/home/pages/HomePage.tsx',
  'features/home/components/RightColumn.tsx',
  'features/reviews/pages/ReportPage.tsx',
  'features/subjects/pages/SubjectPage.tsx',
];

const resolveModule = (from: string, specifier: string): string | null => {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file)) ?? null;
};

/** Every package a module imports statically (lazy `import()` chunks left out), with the importing file. */
function staticPackageImports(entries: string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gms)) {
      if (!specifier) continue;
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, path.relative(src, file));
        continue;
      }
      const next = resolveModule(file, specifier);
      if (next) visit(next);
    }
  };
  for (const entry of entries) visit(path.join(src, entry));
  return packages;
}

/** Elements drawn by MUI (its `Mui…` classes) or styled by emotion (`muirtl-…`, `css-…`). */
const muiElements = () =>
  [...document.querySelectorAll('[class]')].filter((el) =>
    /(^|\s)(Mui[A-Z]|muirtl-|css-)/.test(el.getAttribute('class') ?? ''),
  );
const emotionStyles = () => document.querySelectorAll('style[data-emotion]');

const report = (): ReviewDetail => ({
  ...reviewListItem(20, {
    subject: 3,
    subject_id: 3,
    subject_title: 'ادعای آزمایشی',
    category_title: 'سلامت',
    category_color: '#1565c0',
    subject_evaluation_title: 'نادرست',
    subject_evaluation_color: '#c62828',
    date_published: '2026-03-01T10:00:00.000Z',
  }),
  title: 'بررسی ادعای آزمایشی',
  content: '<p>متن بررسی</p>',
  news_items: [],
  author: { id: 7, full_name: 'زهرا محمدی', avatar: null, abstract: 'پژوهشگر' },
  related_reviews: [reviewListItem(21, { title: 'بررسی مرتبط' })],
  corrections: [{ date: '2026-03-02T10:00:00.000Z', note: 'تاریخ اصلاح شد.' }],
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
});

beforeEach(() => setFakeSession(null));
afterEach(() => vi.restoreAllMocks());

describe('the public pages without MUI styling', { timeout: UI_TEST_TIMEOUT }, () => {
  it('import no MUI icon module (the frame, the home, report and subject pages)', () => {
    const packages = staticPackageImports(PUBLIC_ENTRIES);
    expect(packages.size).toBeGreaterThan(5);
    const icons = [...packages].filter(([name]) => name.startsWith('@mui/icons-material'));
    expect(icons.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('draw the frame, a report and the page buttons for a visitor without emotion', async () => {
    mockFetch(on('GET', '/api/public/public-news-review/20/', { body: report() }));
    renderWithProviders(
      <>
        <TopBar menuOpen={false} onMenuClick={() => {}} />
        <SideMenu role={VISITOR} />
        <ReportPage />
        <Pagination page={2} count={9} onChange={() => {}} />
        <SiteFooter />
      </>,
      { route: '/report/20', path: '/report/:id' },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ادعای آزمایشی');
    expect(screen.getByTestId('corrections-box')).toBeInTheDocument();
    expect(screen.getAllByRole('link').length).toBeGreaterThan(5);
    expect(muiElements()).toEqual([]);
    expect(emotionStyles()).toHaveLength(0);
  });

  it('draw a subject page for a visitor without emotion', async () => {
    mockFetch(
      on('GET', '/api/public/public-news-subject/10/', {
        body: makeDetail(10, { corrections: [{ date: '2024-03-02T00:00:00.000Z', note: 'اصلاح' }] }),
      }),
    );
    renderWithProviders(<SubjectPage />, { route: '/news-subject-page/10', path: '/news-subject-page/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'موضوع 10' })).toBeInTheDocument();
    // the attachment, a link shaped as a button
    expect(screen.getByRole('link', { name: SUBJECT_PAGE_TEXT.attachment })).toHaveAttribute('download');
    expect(muiElements()).toEqual([]);
    expect(emotionStyles()).toHaveLength(0);
  });

  it('draw a missing report and a missing subject (their alerts) without emotion', async () => {
    mockFetch(
      on('GET', '/api/public/public-news-review/20/', { status: 404, body: { detail: 'not found' } }),
      on('GET', '/api/public/public-news-subject/10/', { status: 404, body: { detail: 'not found' } }),
    );
    renderWithProviders(<ReportPage />, { route: '/report/20', path: '/report/:id' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    renderWithProviders(<SubjectPage />, { route: '/news-subject-page/10', path: '/news-subject-page/:id' });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(muiElements()).toEqual([]);
    expect(emotionStyles()).toHaveLength(0);
  });
});
