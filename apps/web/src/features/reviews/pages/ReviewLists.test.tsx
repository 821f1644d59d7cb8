import '../../../test/with-fake-session';
import type { ReviewListItem, StaffReviewListItem } from '@rasti/contract/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFakeSession } from '../../../test/fake-session';
import { apiError, mockFetch, on, type RecordedCall } from '../../../test/fetch-mock';
import { currentLocation, renderWithProviders, setupUser, UI_TEST_TIMEOUT } from '../../../test/render';
import { reviewListItem, staffReviewFields } from '../../../test/fixtures/reviews';
import ManageReviewsPage from './ManageReviewsPage';
import ReviewsListPage from './ReviewsListPage';

const item = (id: number, overrides: Partial<StaffReviewListItem> = {}): StaffReviewListItem => ({
  ...reviewListItem(id, {
    title: `بررسی شماره ${id}`,
    category: 1,
    category_title: 'سلامت',
    category_color: '#1565c0',
    date_published: '2026-03-01T10:00:00.000Z',
    author_id: 7,
  }),
  can_edit: false,
  ...staffReviewFields,
  ...overrides,
});

const PUBLIC = '/api/public/public-news-review/';
const STAFF = '/api/news/review-subject/';

/** Answers a list like the server: `total` items, the asked page of them, the total in X-Total-Count. */
const pagedList = (path: string, total: number, make: (id: number) => ReviewListItem = item) =>
  on('GET', path, (call) => {
    const page = Number(call.url.searchParams.get('page'));
    const size = Number(call.url.searchParams.get('page_size'));
    const all = Array.from({ length: total }, (_, i) => make(i + 1));
    return { body: all.slice((page - 1) * size, page * size), headers: { 'X-Total-Count': String(total) } };
  });

const listQueries = (calls: RecordedCall[], path: string) =>
  calls
    .filter((c) => c.url.pathname === path && c.url.searchParams.get('page_size') !== '8')
    .map((c) => Object.fromEntries(c.url.searchParams));

afterEach(() => vi.restoreAllMocks());

describe('ReviewsListPage (public)', () => {
  beforeEach(() => setFakeSession(null));

  it(
    'asks the server for 6 by priority, then by the chosen sort and category, from page 1 again',
    async () => {
      const { calls } = mockFetch(
        pagedList(PUBLIC, 14),
        on('GET', '/api/public/public-category/', { body: [{ id: 5, title: 'سیاست', color: '#000' }] }),
      );
      const user = setupUser();
      renderWithProviders(<ReviewsListPage />, { route: '/news-reports' });
      await screen.findByRole('heading', { level: 1, name: 'گزارش بررسی‌ها' });
      const link = await screen.findByRole('link', { name: 'بررسی شماره 1' });
      expect(link).toHaveAttribute('href', '/report/1');
      expect(screen.getByRole('link', { name: 'موضوع 1' })).toHaveAttribute('href', '/news-subject-page/101');
      expect(listQueries(calls, PUBLIC).at(-1)).toEqual({ page: '1', page_size: '6', priority: 'true' });

      const pager = screen.getByRole('navigation', { name: 'صفحه‌بندی' });
      await user.click(within(pager).getByRole('button', { name: 'صفحه ۳' }));
      await waitFor(() => expect(listQueries(calls, PUBLIC).at(-1)).toMatchObject({ page: '3' }));
      expect(await screen.findByRole('link', { name: 'بررسی شماره 13' })).toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'مرتب‌سازی' }), 'پربازدیدترین');
      await waitFor(() =>
        expect(listQueries(calls, PUBLIC).at(-1)).toEqual({ page: '1', page_size: '6', views: 'true' }),
      );

      await user.selectOptions(screen.getByRole('combobox', { name: 'دسته‌بندی' }), 'سیاست');
      await waitFor(() =>
        expect(listQueries(calls, PUBLIC).at(-1)).toEqual({
          page: '1',
          page_size: '6',
          views: 'true',
          category: '5',
        }),
      );
      expect(currentLocation.search).toContain('category=5');
    },
    UI_TEST_TIMEOUT,
  );

  it(
    'searches on the server after typing pauses and offers matching titles',
    async () => {
      const { calls } = mockFetch(
        on('GET', PUBLIC, (call) =>
          call.url.searchParams.get('search') === 'زلزله'
            ? { body: [item(9, { title: 'پیش‌بینی زلزله' })], headers: { 'X-Total-Count': '1' } }
            : { body: [item(1)], headers: { 'X-Total-Count': '1' } },
        ),
        on('GET', '/api/public/public-category/', { body: [] }),
      );
      const user = setupUser();
      renderWithProviders(<ReviewsListPage />, { route: '/news-reports' });
      await screen.findByRole('link', { name: 'بررسی شماره 1' });
      await user.click(screen.getByRole('combobox', { name: 'جستجو در بررسی‌ها' }));
      await user.paste('زلزله');
      expect(await screen.findByRole('link', { name: 'پیش‌بینی زلزله' })).toBeInTheDocument();
      expect(await screen.findByRole('option', { name: 'پیش‌بینی زلزله' })).toBeInTheDocument();
      expect(listQueries(calls, PUBLIC).at(-1)).toMatchObject({ search: 'زلزله', page: '1' });
    },
    UI_TEST_TIMEOUT,
  );

  it('shows the empty state when nothing matches', async () => {
    mockFetch(pagedList(PUBLIC, 0), on('GET', '/api/public/public-category/', { body: [] }));
    renderWithProviders(<ReviewsListPage />, { route: '/news-reports?q=هیچ' });
    expect(await screen.findByText('هیچ گزارشی یافت نشد')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    mockFetch(
      on('GET', PUBLIC, apiError(500, 'خطا')),
      on('GET', '/api/public/public-category/', { body: [] }),
    );
    renderWithProviders(<ReviewsListPage />, { route: '/news-reports' });
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در دریافت گزارش‌های بررسی');
  });
});

describe('ManageReviewsPage (staff)', () => {
  beforeEach(() => setFakeSession({ id: 7, first_name: 'ز', last_name: 'م', full_name: 'ز م', role: 4 }));

  it(
    'lists every status 10 at a time, filters by status, links to add, report, subject and edit',
    async () => {
      const { calls } = mockFetch(
        pagedList(STAFF, 12, (id) => item(id, { status: id === 1 ? 1 : 2, can_edit: id === 1 })),
      );
      const user = setupUser();
      renderWithProviders(<ManageReviewsPage />, { route: '/news-reports' });
      await screen.findByRole('heading', { level: 1, name: 'بررسی‌ها' });
      expect(screen.getByRole('link', { name: 'افزودن بررسی' })).toHaveAttribute('href', '/add-report');
      expect(await screen.findByRole('link', { name: 'بررسی شماره 1' })).toHaveAttribute('href', '/report/1');
      expect(screen.getByRole('link', { name: 'موضوع 1' })).toHaveAttribute('href', '/news-subject-page/101');
      expect(screen.getByRole('link', { name: 'ویرایش بررسی: بررسی شماره 1' })).toHaveAttribute(
        'href',
        '/edit-report/1',
      );
      // only the reviews this user may change carry the edit link
      expect(screen.queryByRole('link', { name: 'ویرایش بررسی: بررسی شماره 2' })).toBeNull();
      expect(screen.getByText('پیش‌نویس')).toBeInTheDocument();
      expect(listQueries(calls, STAFF).at(-1)).toEqual({ page: '1', page_size: '10' });

      await user.click(screen.getByRole('combobox', { name: 'وضعیت' }));
      await user.click(within(screen.getByRole('listbox')).getByText('پیش‌نویس'));
      await waitFor(() =>
        expect(listQueries(calls, STAFF).at(-1)).toEqual({ page: '1', page_size: '10', status: '1' }),
      );
    },
    UI_TEST_TIMEOUT,
  );

  it("says 'error fetching reviews data' in Persian when the list fails", async () => {
    mockFetch(on('GET', STAFF, apiError(500, 'خطا')));
    renderWithProviders(<ManageReviewsPage />, { route: '/news-reports' });
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در دریافت اطلاعات بررسی‌ها');
  });
});
