import '../../../test/with-fake-session';
import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MainLayout } from '../../../app/layout/MainLayout';
import { fakeSession, setFakeSession } from '../../../test/fake-session';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders, setupUser } from '../../../test/render';
import { RIGHT_COLUMN_TEXT, TRENDING_TABS } from '../messages';
import { removeMatchMedia, setReducedMotion } from '../../../test/media-queries';
import { homeAnswer } from '../test/home-data';
import RightColumn from './RightColumn';

vi.mock('../../accounts/components/NameGate', () => ({ default: () => null }));

const HOME = '/api/public/home/';

beforeEach(() => setReducedMotion(false));
afterEach(() => {
  vi.restoreAllMocks();
  removeMatchMedia();
});

describe('RightColumn', () => {
  it('shows the top trending subjects under the four sort tabs', async () => {
    mockFetch(on('GET', HOME, { body: homeAnswer }));
    const user = setupUser();
    renderWithProviders(<RightColumn />);

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TRENDING_TABS.map((tab) => tab.label));
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'موضوع اولویت‌دار' })).toHaveAttribute(
      'href',
      '/news-subject-page/1',
    );

    await user.click(tabs[2]!);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('link', { name: 'موضوع پربازدید' }),
    ).toHaveAttribute('href', '/news-subject-page/3');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('پربازدیدترین');
  });

  it('moves between the tabs with the keyboard, right to left, and chooses with Enter', async () => {
    mockFetch(on('GET', HOME, { body: homeAnswer }));
    const user = setupUser();
    renderWithProviders(<RightColumn />);
    const tabs = await screen.findAllByRole('tab');
    expect(screen.getByRole('tablist')).toHaveAccessibleName(RIGHT_COLUMN_TEXT.trendingTabs);
    // one tab in the Tab order: the chosen one
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);

    await user.tab();
    expect(tabs[0]).toHaveFocus();
    // right to left: the left arrow goes to the next tab, the right arrow back, both wrapping
    await user.keyboard('{ArrowLeft}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tabs[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(TRENDING_TABS[3]!.label);
  });

  it('promotes the ask-me page and shows the faculty slides', async () => {
    mockFetch(on('GET', HOME, { body: homeAnswer }));
    renderWithProviders(<RightColumn />);
    expect(screen.getByRole('link', { name: RIGHT_COLUMN_TEXT.askAction })).toHaveAttribute(
      'href',
      '/ask-me',
    );
    const carousel = await screen.findByRole('region', { name: FACULTY_MESSAGES.listTitle });
    expect(within(carousel).getByRole('link', { name: 'مریم احمدی' })).toHaveAttribute(
      'href',
      '/facuality/41',
    );
    expect(within(carousel).getByRole('link', { name: RIGHT_COLUMN_TEXT.allFaculty })).toHaveAttribute(
      'href',
      '/facuality-list',
    );
  });
});

describe('MainLayout right column', () => {
  const renderLayout = () =>
    renderWithProviders(
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<h1>صفحه</h1>} />
        </Route>
      </Routes>,
    );

  it.each([null, 1] as const)('is shown to role %s', async (role) => {
    mockFetch(on('GET', HOME, { body: homeAnswer }));
    setFakeSession(
      role === null ? null : { id: 7, first_name: 'کاربر', last_name: 'عادی', full_name: 'کاربر عادی', role },
    );
    renderLayout();
    const aside = screen.getByRole('complementary', { name: RIGHT_COLUMN_TEXT.label });
    expect(await within(aside).findByRole('link', { name: RIGHT_COLUMN_TEXT.askAction })).toBeInTheDocument();
  });

  it.each([2, 3, 4, 5] as const)(
    'is not shown to staff role %s, who do not fetch it either',
    async (role) => {
      const { calls } = mockFetch(on('GET', HOME, { body: homeAnswer }));
      setFakeSession({
        id: 9,
        first_name: 'کارمند',
        last_name: 'تحریریه',
        full_name: 'کارمند تحریریه',
        role,
      });
      renderLayout();
      await screen.findByRole('heading', { name: 'صفحه' });
      expect(fakeSession.role).toBe(role);
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
      expect(calls.filter((call) => call.url.pathname === HOME)).toHaveLength(0);
    },
  );
});
