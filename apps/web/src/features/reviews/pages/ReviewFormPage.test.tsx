import '../../../test/with-fake-session';
import type { StaffReviewDetail } from '@rasti/contract/reviews';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_TEXT } from '../../../lib/hooks/use-form-draft';
import { setFakeSession } from '../../../test/fake-session';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { pngFile } from '../../../test/files';
import { reviewListItem, staffReviewFields } from '../../../test/fixtures/reviews';
import { currentLocation, renderWithProviders, setupUser, UI_TEST_TIMEOUT } from '../../../test/render';
import ReviewFormPage from './ReviewFormPage';

// the real editor has its own tests; here a plain labelled field stands in for it
vi.mock('../../../components/editor/RichEditor', () => ({
  default: ({
    label,
    value,
    onChange,
    error,
    required,
  }: {
    label: string;
    value: string;
    onChange: (html: string) => void;
    error?: string;
    required?: boolean;
  }) => (
    <div>
      <textarea
        aria-label={label}
        aria-required={required}
        value={value}
        onChange={(e) => onChange(e.target.value && `<p>${e.target.value}</p>`)}
      />
      {error ? <p>{error}</p> : null}
    </div>
  ),
}));
const uploadMock = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api/upload', () => ({ upload: uploadMock }));

const EVALUATIONS = [
  { id: 1, title: 'درست', color: '#2e7d32', score: 1 },
  { id: 2, title: 'نادرست', color: '#c62828', score: 5 },
];

const catalogue = [
  on('GET', '/api/news/Review-Result/', { body: EVALUATIONS }),
  on('GET', '/api/news/Media/', { body: [], headers: { 'X-Total-Count': '0' } }),
  on('GET', '/api/news/news-subject/', { body: [], headers: { 'X-Total-Count': '0' } }),
  on('GET', '/api/news/news-subject/12/', { body: { id: 12, title: 'موضوع دوازده' } }),
];

function savedReview(overrides: Partial<StaffReviewDetail> = {}): StaffReviewDetail {
  return {
    ...reviewListItem(40, {
      title: 'بررسی ذخیره‌شده',
      summary: 'خلاصه ذخیره‌شده',
      main_images: '/media/reviews/a.webp',
      subject: 12,
      subject_id: 12,
      subject_title: 'موضوع دوازده',
      status: 1,
      date_published: null,
      author_id: 7,
      author_name: 'زهرا محمدی',
    }),
    content: '<p>متن ذخیره‌شده</p>',
    news_items: [
      {
        id: 1,
        source_id: null,
        source_name: null,
        logo: null,
        title: 'خبر ذخیره‌شده',
        link: 'https://example.ir/a',
        date: 1_700_000_000,
        summary: '',
        evaluation: 2,
        evaluation_title: 'نادرست',
        evaluation_color: '#c62828',
      },
    ],
    author: { id: 7, full_name: 'زهرا محمدی', avatar: null, abstract: '' },
    related_reviews: [],
    corrections: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    can_edit: true,
    ...staffReviewFields,
    ...overrides,
  };
}

/** The review's own title (each news block has a title of its own, inside its region). */
const reviewTitle = () => screen.getAllByRole('textbox', { name: /^عنوان/ })[0]!;
const reviewSummary = () => screen.getAllByRole('textbox', { name: /^چکیده/ })[0]!;

/** Types the review's title, summary and content, and picks its status. */
async function fillReview(
  user: ReturnType<typeof setupUser>,
  values: { title: string; summary: string; content: string; status: string },
) {
  await user.click(reviewTitle());
  await user.paste(values.title);
  await user.click(reviewSummary());
  await user.paste(values.summary);
  await user.click(await screen.findByRole('textbox', { name: 'متن بررسی' }));
  await user.paste(values.content);
  await user.click(screen.getByRole('combobox', { name: /^وضعیت/ }));
  await user.click(within(screen.getByRole('listbox')).getByText(values.status));
}
const submit = () => screen.getByText('ثبت بررسی', { selector: 'button' });
const helperTexts = () =>
  Array.from(document.querySelectorAll('.MuiFormHelperText-root')).map((n) => n.textContent);

beforeEach(() => {
  setFakeSession({ id: 7, first_name: 'زهرا', last_name: 'محمدی', full_name: 'زهرا محمدی', role: 4 });
  uploadMock.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ReviewFormPage: create', () => {
  it(
    'names every missing field on submit and sends nothing',
    async () => {
      mockFetch(...catalogue);
      const user = setupUser();
      renderWithProviders(<ReviewFormPage />, { route: '/add-report', path: '/add-report' });
      await screen.findByRole('heading', { level: 1, name: 'بررسی جدید' });
      await user.click(submit());
      const summary = await screen.findByTestId('form-summary');
      expect(summary).toHaveTextContent(
        'لطفاً موارد زیر را تکمیل کنید: موضوع، عنوان، چکیده، متن بررسی، وضعیت، تصویر اصلی',
      );
      expect(summary).toHaveFocus();
      expect(helperTexts()).toEqual(
        expect.arrayContaining([
          'موضوع الزامی است',
          'عنوان الزامی است',
          'چکیده الزامی است',
          'وضعیت الزامی است',
          'تصویر اصلی الزامی است',
        ]),
      );
      expect(screen.getByText('متن بررسی الزامی است')).toBeInTheDocument();
      // the required picture and text are marked as the other required fields are
      // (the editor's own asterisk is its test's: RichEditor.test.tsx)
      expect(screen.getByLabelText('متن بررسی')).toHaveAttribute('aria-required', 'true');
      expect(document.body.textContent).toMatch(/تصویر اصلی\s*\*/);
      expect(uploadMock).not.toHaveBeenCalled();

      // a field's message goes as soon as it is filled
      await user.click(reviewTitle());
      await user.paste('عنوان');
      expect(helperTexts()).not.toContain('عنوان الزامی است');
    },
    UI_TEST_TIMEOUT,
  );

  it(
    'preselects the subject it was opened from, saves, clears and goes to /news-reports after 5 s',
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      mockFetch(...catalogue);
      uploadMock.mockResolvedValue(savedReview({ id: 41 }));
      const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
      renderWithProviders(<ReviewFormPage />, {
        route: '/add-report',
        path: '/add-report',
        state: { sourcePage: 'subject', subjectId: 12 },
      });
      const subject = (await screen.findByRole('combobox', { name: /موضوع روز/ })) as HTMLInputElement;
      expect(subject.value).toBe('موضوع دوازده');

      await fillReview(user, {
        title: 'بررسی تازه',
        summary: 'خلاصه تازه',
        content: 'متن تازه',
        status: 'منتشر شده',
      });
      const file = pngFile('main.png');
      await user.upload(screen.getByTestId('main-image-input'), file);
      const block = screen.getByRole('region', { name: /خبر ۱/ });
      await user.click(within(block).getByRole('textbox', { name: /^عنوان/ }));
      await user.paste('خبر تازه');

      await user.click(submit());
      await screen.findByText(/بررسی با موفقیت ایجاد شد/);
      expect(uploadMock).toHaveBeenCalledTimes(1);
      const [path, options] = uploadMock.mock.calls[0]!;
      expect(path).toBe('/news/review-subject/');
      expect(options.method).toBe('POST');
      const body = options.body as FormData;
      expect(body.get('subject')).toBe('12');
      expect(body.get('title')).toBe('بررسی تازه');
      expect(body.get('content')).toBe('<p>متن تازه</p>');
      expect(body.get('status')).toBe('2');
      expect(body.get('main_images')).toBe(file);
      expect(JSON.parse(String(body.get('news_items')))).toEqual([
        expect.objectContaining({ title: 'خبر تازه', source_id: null, evaluation: null }),
      ]);

      // the form is cleared, the news block through its reset flag, and no draft is left behind
      await waitFor(() => expect(within(block).getByRole('textbox', { name: /^عنوان/ })).toHaveValue(''));
      expect(reviewSummary()).toHaveValue('');
      expect(Object.keys(localStorage).filter((k) => k.startsWith('rasti.draft.'))).toEqual([]);

      await act(() => vi.advanceTimersByTimeAsync(4_000));
      expect(currentLocation.pathname).toBe('/add-report');
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await waitFor(() => expect(currentLocation.pathname).toBe('/news-reports'));
    },
    UI_TEST_TIMEOUT,
  );

  it(
    'keeps unsaved work, news blocks included, and offers it again with a notice when reopened',
    async () => {
      mockFetch(...catalogue);
      const user = setupUser();
      const first = renderWithProviders(<ReviewFormPage />, { route: '/add-report', path: '/add-report' });
      await screen.findByRole('heading', { level: 1, name: 'بررسی جدید' });
      await user.click(reviewTitle());
      await user.paste('عنوان نیمه‌کاره');
      await user.click(reviewSummary());
      await user.paste('خلاصه نیمه‌کاره');
      const block = screen.getByRole('region', { name: /خبر ۱/ });
      await user.click(within(block).getByRole('textbox', { name: /^عنوان/ }));
      await user.paste('خبر نیمه‌کاره');
      first.unmount();

      renderWithProviders(<ReviewFormPage />, { route: '/add-report', path: '/add-report' });
      expect(await screen.findByText(DRAFT_TEXT.restored)).toBeInTheDocument();
      expect(reviewTitle()).toHaveValue('عنوان نیمه‌کاره');
      expect(reviewSummary()).toHaveValue('خلاصه نیمه‌کاره');
      await waitFor(() =>
        expect(
          within(screen.getByRole('region', { name: /خبر ۱/ })).getByRole('textbox', { name: /^عنوان/ }),
        ).toHaveValue('خبر نیمه‌کاره'),
      );
    },
    UI_TEST_TIMEOUT,
  );

  it(
    "shows the server's message and its field errors when the save is refused",
    async () => {
      mockFetch(...catalogue);
      const { ApiRequestError } = await import('../../../lib/api/errors');
      uploadMock.mockRejectedValue(
        new ApiRequestError({
          status: 400,
          kind: 'other',
          detail: 'لطفاً موارد زیر را تکمیل کنید: عنوان',
          fields: { title: ['عنوان الزامی است'] },
        }),
      );
      const user = setupUser();
      renderWithProviders(<ReviewFormPage />, {
        route: '/add-report',
        path: '/add-report',
        state: { sourcePage: 'subject', subjectId: 12 },
      });
      await screen.findByDisplayValue('موضوع دوازده');
      await fillReview(user, { title: '  x', summary: 'خلاصه', content: 'متن', status: 'پیش‌نویس' });
      await user.upload(screen.getByTestId('main-image-input'), pngFile('a.png'));
      await user.click(submit());
      expect(await screen.findByTestId('form-summary')).toHaveTextContent(
        'لطفاً موارد زیر را تکمیل کنید: عنوان',
      );
      expect(helperTexts()).toContain('عنوان الزامی است');
    },
    UI_TEST_TIMEOUT,
  );
});

describe('ReviewFormPage: edit', () => {
  it(
    'fills the form from the saved review and its news item (after the evaluations load)',
    async () => {
      mockFetch(...catalogue, on('GET', '/api/news/review-subject/40/', { body: savedReview() }));
      renderWithProviders(<ReviewFormPage />, { route: '/edit-report/40', path: '/edit-report/:id' });
      await screen.findByRole('heading', { level: 1, name: 'ویرایش بررسی' });
      expect(await screen.findByDisplayValue('بررسی ذخیره‌شده')).toBeInTheDocument();
      const block = screen.getByRole('region', { name: /خبر ۱/ });
      await waitFor(() =>
        expect(within(block).getByRole('textbox', { name: /^عنوان/ })).toHaveValue('خبر ذخیره‌شده'),
      );
      expect(within(block).getByRole('combobox', { name: 'ارزیابی' })).toHaveTextContent('نادرست');
      expect(screen.getByRole('img', { name: 'پیش‌نمایش تصویر اصلی' })).toHaveAttribute(
        'src',
        '/media/reviews/a.webp',
      );
      // filling the form from the server is not unsaved work
      expect(Object.keys(localStorage).filter((k) => k.startsWith('rasti.draft.'))).toEqual([]);
    },
    UI_TEST_TIMEOUT,
  );

  it(
    "offers a published review the 'یادداشت اصلاحیه' (a draft none), sends it once, and has a closed history",
    async () => {
      mockFetch(...catalogue, on('GET', '/api/news/review-subject/40/', { body: savedReview() }));
      const draftView = renderWithProviders(<ReviewFormPage />, {
        route: '/edit-report/40',
        path: '/edit-report/:id',
      });
      expect(await screen.findByDisplayValue('بررسی ذخیره‌شده')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'یادداشت اصلاحیه' })).toBeNull();
      draftView.unmount();
      vi.restoreAllMocks();

      const published = savedReview({ status: 2, date_published: '2026-01-02T00:00:00.000Z' });
      const { calls } = mockFetch(
        ...catalogue,
        on('GET', '/api/news/review-subject/40/', { body: published }),
      );
      uploadMock.mockResolvedValue(published);
      const user = setupUser();
      renderWithProviders(<ReviewFormPage />, { route: '/edit-report/40', path: '/edit-report/:id' });
      const note = await screen.findByRole('textbox', { name: 'یادداشت اصلاحیه' });
      expect(screen.getByText(/به‌صورت عمومی نمایش داده می‌شود/)).toBeInTheDocument();
      const history = await screen.findByRole('button', { name: 'تاریخچه' });
      expect(history).toHaveAttribute('aria-expanded', 'false');
      expect(calls.some((c) => c.url.pathname.includes('/history/'))).toBe(false);

      await user.type(note, '  تاریخ خبر اصلاح شد.  ');
      await user.click(screen.getByText('ذخیره تغییرات', { selector: 'button' }));
      await waitFor(() => expect(uploadMock).toHaveBeenCalledTimes(1));
      const [, options] = uploadMock.mock.calls[0]!;
      expect((options.body as FormData).get('correction')).toBe('تاریخ خبر اصلاح شد.');
      await waitFor(() => expect(note).toHaveValue(''));
    },
    UI_TEST_TIMEOUT,
  );

  it(
    'refuses someone else’s review to a board member',
    async () => {
      mockFetch(
        ...catalogue,
        on('GET', '/api/news/review-subject/40/', { body: savedReview({ can_edit: false }) }),
      );
      renderWithProviders(<ReviewFormPage />, { route: '/edit-report/40', path: '/edit-report/:id' });
      expect(
        await screen.findByText('فقط بررسی‌هایی را که خودتان نوشته‌اید می‌توانید ویرایش کنید.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('ذخیره تغییرات', { selector: 'button' })).toBeNull();
    },
    UI_TEST_TIMEOUT,
  );

  it(
    'goes to /login when loading the review answers 401',
    async () => {
      mockFetch(...catalogue, on('GET', '/api/news/review-subject/40/', apiError(401, 'توکن نامعتبر است.')));
      renderWithProviders(<ReviewFormPage />, { route: '/edit-report/40', path: '/edit-report/:id' });
      await waitFor(() => expect(currentLocation.pathname).toBe('/login'));
    },
    UI_TEST_TIMEOUT,
  );

  it(
    'says the review is missing and goes home 5 s after a 404',
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      mockFetch(...catalogue, on('GET', '/api/news/review-subject/40/', apiError(404, 'موردی یافت نشد.')));
      renderWithProviders(<ReviewFormPage />, { route: '/edit-report/40', path: '/edit-report/:id' });
      expect(await screen.findByRole('alert')).toHaveTextContent('بررسی موردنظر یافت نشد.');
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      expect(currentLocation.pathname).toBe('/edit-report/40');
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await waitFor(() => expect(currentLocation.pathname).toBe('/'));
    },
    UI_TEST_TIMEOUT,
  );
});
