import '../../../test/with-fake-session';
import type { ReviewDetail, ReviewListItem } from '@rasti/contract/reviews';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFakeSession } from '../../../test/fake-session';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders, setupUser, UI_TEST_TIMEOUT } from '../../../test/render';
import { reviewListItem } from '../../../test/fixtures/reviews';
import ReportPage from './ReportPage';
import chipStyles from '../../subjects/components/ColorChip.module.css';

const listItem = (id: number, overrides: Partial<ReviewListItem> = {}): ReviewListItem =>
  reviewListItem(id, {
    subject: 3,
    subject_id: 3,
    subject_title: 'ادعای آزمایشی',
    category: 1,
    category_title: 'سلامت',
    category_color: '#1565c0',
    subject_evaluation: 2,
    subject_evaluation_title: 'نادرست',
    subject_evaluation_color: '#c62828',
    date_published: '2026-03-01T10:00:00.000Z',
    views: 10,
    author_id: 7,
    author_name: 'زهرا محمدی',
    ...overrides,
  });

const detail = (overrides: Partial<ReviewDetail> = {}): ReviewDetail => ({
  ...listItem(20),
  title: 'بررسی ادعای آزمایشی',
  content:
    '<p>متن بررسی</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">پیوند</a>',
  news_items: [
    {
      id: 1,
      source_id: 4,
      source_name: 'خبرگزاری نمونه',
      logo: null,
      title: 'تیتر خبر منتشرشده',
      link: 'https://example.ir/n',
      date: 1_700_000_000,
      summary: 'چکیده‌ای بلند از خبر',
      evaluation: 2,
      evaluation_title: 'نادرست',
      evaluation_color: '#c62828',
    },
  ],
  author: { id: 7, full_name: 'زهرا محمدی', avatar: '/media/avatars/z.webp', abstract: 'پژوهشگر' },
  related_reviews: [listItem(21, { title: 'بررسی مرتبط' })],
  corrections: [],
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const PUBLIC = '/api/public/public-news-review/20/';
const STAFF = '/api/news/review-subject/20/';
const renderReport = () => renderWithProviders(<ReportPage />, { route: '/report/20', path: '/report/:id' });
const editLink = () => screen.queryByRole('link', { name: /ویرایش بررسی/ });

beforeEach(() => setFakeSession(null));
afterEach(() => vi.restoreAllMocks());

describe('ReportPage', () => {
  it(
    'shows a visitor the report: subject heading, sanitised content, news items, author, related',
    async () => {
      const { calls } = mockFetch(on('GET', PUBLIC, { body: detail() }));
      const user = setupUser();
      renderReport();
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).toHaveTextContent('بررسی در مورد:');
      expect(heading).toHaveTextContent('ادعای آزمایشی');
      expect(screen.getByText('بررسی ادعای آزمایشی')).toBeInTheDocument();
      // the verdict by the header, and the news item's own evaluation
      expect(screen.getAllByText('نادرست', { selector: `.${chipStyles.label}` })).toHaveLength(2);
      expect(calls.map((c) => c.url.pathname)).toEqual([PUBLIC]);

      const content = screen.getByTestId('review-content');
      expect(content).toHaveTextContent('متن بررسی');
      expect(content.innerHTML).not.toContain('onerror');
      expect(content.querySelector('script')).toBeNull();
      expect(within(content).getByText('پیوند')).not.toHaveAttribute('href', 'javascript:alert(3)');

      const subjectLinks = screen.getAllByRole('link', { name: /مشاهده موضوع/ });
      expect(subjectLinks[0]).toHaveAttribute('href', '/news-subject-page/3');
      expect(editLink()).toBeNull();

      expect(screen.getByTestId('author-name')).toHaveTextContent('زهرا محمدی');
      expect(screen.getByRole('img', { name: 'تصویر زهرا محمدی' })).toHaveAttribute(
        'src',
        '/media/avatars/z.webp',
      );
      expect(screen.getByRole('link', { name: 'بررسی مرتبط' })).toHaveAttribute('href', '/report/21');

      // a news item opens in full, and closes again
      await user.click(screen.getByRole('button', { name: 'تیتر خبر منتشرشده' }));
      const dialog = await screen.findByRole('dialog', { name: 'تیتر خبر منتشرشده' });
      expect(within(dialog).getByRole('link', { name: 'مشاهده خبر' })).toHaveAttribute(
        'href',
        'https://example.ir/n',
      );
      await user.click(within(dialog).getByRole('button', { name: 'بستن' }));
    },
    UI_TEST_TIMEOUT,
  );

  it.each([
    ['no author at all', null, null],
    ['an author with an empty name and abstract', { id: 9, full_name: '', avatar: null, abstract: '' }, null],
  ])(
    'falls back to ناشناس, بدون توضیحات and the default avatar for %s',
    async (_label, author, authorName) => {
      mockFetch(on('GET', PUBLIC, { body: detail({ author, author_name: authorName }) }));
      renderReport();
      expect(await screen.findByTestId('author-name')).toHaveTextContent('ناشناس');
      expect(screen.getByTestId('author-abstract')).toHaveTextContent('بدون توضیحات');
      expect(screen.getByRole('img', { name: 'تصویر ناشناس' })).toHaveAttribute(
        'src',
        '/images/default-avatar.svg',
      );
    },
  );

  it("puts the report's corrections in an 'اصلاحیه' note above its picture and text", async () => {
    mockFetch(
      on('GET', PUBLIC, {
        body: detail({
          main_images: '/media/reviews/r.webp',
          corrections: [{ note: 'تاریخ خبر اصلاح شد.', date: '2026-03-02T10:00:00.000Z' }],
        }),
      }),
    );
    renderReport();
    const box = await screen.findByRole('note', { name: 'اصلاحیه' });
    expect(box).toHaveTextContent('تاریخ خبر اصلاح شد.');
    expect(box.querySelector('time')?.textContent).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    const content = screen.getByTestId('review-content');
    expect(box.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('reads a plain-string author as the name', async () => {
    mockFetch(on('GET', PUBLIC, { body: detail({ author: null, author_name: 'نویسنده مهمان' }) }));
    renderReport();
    expect(await screen.findByTestId('author-name')).toHaveTextContent('نویسنده مهمان');
    expect(screen.getByTestId('author-abstract')).toHaveTextContent('بدون توضیحات');
  });

  it('shows an empty subject title as بدون عنوان', async () => {
    mockFetch(on('GET', PUBLIC, { body: detail({ subject_title: '  ' }) }));
    renderReport();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('بدون عنوان');
  });

  it.each([
    [2, 99, true, true],
    [3, 99, true, true],
    [4, 7, true, true],
    [4, 8, false, false],
    [5, 7, true, true],
    [5, 8, true, true],
  ] as const)(
    'role %i (user %i, can_edit %s) sees the edit link: %s',
    async (role, userId, canEdit, shown) => {
      setFakeSession({ id: userId, first_name: 'ک', last_name: 'ک', full_name: 'ک ک', role });
      const { calls } = mockFetch(on('GET', STAFF, { body: { ...detail(), can_edit: canEdit } }));
      renderReport();
      await screen.findByRole('heading', { level: 1 });
      // staff read any status through their own call
      expect(calls.map((c) => c.url.pathname)).toEqual([STAFF]);
      if (shown) expect(editLink()).toHaveAttribute('href', '/edit-report/20');
      else expect(editLink()).toBeNull();
    },
  );

  it("says 'error loading data' in Persian when the report is not found", async () => {
    mockFetch(on('GET', PUBLIC, apiError(404, 'موردی یافت نشد.')));
    renderReport();
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در بارگذاری اطلاعات');
    // a heading that says what happened, not the start of a report's heading with nothing after it
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('این بررسی پیدا نشد');
  });

  it('tells a failed load apart from a missing report', async () => {
    mockFetch(on('GET', PUBLIC, apiError(500, 'خطا')));
    renderReport();
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در دریافت داده‌های گزارش');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('بررسی بارگذاری نشد');
  });

  it('treats a malformed id as not found without calling the server', async () => {
    const { calls } = mockFetch();
    renderWithProviders(<ReportPage />, { route: '/report/abc', path: '/report/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در بارگذاری اطلاعات');
    expect(calls).toHaveLength(0);
  });
});
