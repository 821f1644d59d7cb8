import { REQUEST_MESSAGES, SUBJECT_MESSAGES, type SubjectDetail } from '@rasti/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api/client';
import { session } from '../../../lib/auth/session-store';
import { DRAFT_TEXT } from '../../../lib/hooks/use-form-draft';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { pngFile } from '../../../test/files';
import { chooseOption } from '../../../test/lists';
import {
  buttonByText,
  currentLocation,
  fieldByLabel,
  fillField,
  renderWithProviders,
  selectByLabel,
  setupUser,
  UI_TEST_TIMEOUT,
} from '../../../test/render';
import { accessToken, clearAllCookies, setCookie } from '../../../test/tokens';
import SubjectFormPage from '../pages/SubjectFormPage';
import { FORM_MESSAGES as M } from './messages';

const uploadMock = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api/upload', () => ({ upload: uploadMock }));

const CATEGORIES = [
  { id: 1, title: 'سیاسی', color: '#1565c0' },
  { id: 2, title: 'سلامت', color: '#2e7d32' },
];
const EVALUATIONS = [
  { id: 7, title: 'نادرست', color: '#d32f2f', score: -2 },
  { id: 8, title: 'درست', color: '#2e7d32', score: 2 },
];

const subject = (overrides: Partial<SubjectDetail> = {}): SubjectDetail => ({
  id: 12,
  title: 'شایعه افزایش قیمت نان',
  abstract: 'خلاصه موضوع',
  content: '<p>متن کامل موضوع</p>',
  main_images: '/media/subjects/a.webp',
  main_images_small: '/media/subjects/a-sm.webp',
  category: 2,
  category_title: 'سلامت',
  category_color: '#2e7d32',
  reviews: 8,
  reviews_title: 'درست',
  reviews_color: '#2e7d32',
  status: 2,
  priority: 3,
  hashtags: '#نان #قیمت',
  views: 0,
  date_published: '2026-01-01T00:00:00.000Z',
  file: '/media/files/b.pdf',
  rumors: [],
  subject_reviews: [],
  questions: [],
  corrections: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const options = [
  on('GET', '/api/news/Category/', { body: CATEGORIES }),
  on('GET', '/api/news/Review-Result/', { body: EVALUATIONS }),
];

const renderCreate = () =>
  renderWithProviders(<SubjectFormPage />, { route: '/add-subject', path: '/add-subject' });
const renderEdit = (id: string) =>
  renderWithProviders(<SubjectFormPage />, { route: `/edit-subject/${id}`, path: '/edit-subject/:id' });

/** Puts text into the editor through its .txt import (jsdom cannot type into contenteditable). */
async function fillEditor(text: string) {
  const input = await screen.findByTestId('editor-import-file', {}, { timeout: 10_000 });
  fireEvent.change(input, { target: { files: [new File([text], 'c.txt', { type: 'text/plain' })] } });
  await waitFor(() => expect(screen.getByRole('textbox', { name: /محتوا/ })).toHaveTextContent(text));
}

const png = () => pngFile('main.png');

/** The sent multipart body as plain entries (files by name). */
const sentFields = (call: number) => {
  const body = uploadMock.mock.calls[call]![1].body as FormData;
  return Object.fromEntries(
    Array.from(body.entries()).map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]),
  );
};

/** Lets react-query and React settle under fake timers. */
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => {};
});

beforeEach(() => {
  uploadMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SubjectFormPage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('names every missing field in one message on submit (spec section 5) and sends nothing', async () => {
    mockFetch(...options);
    const user = setupUser();
    renderCreate();
    expect(await screen.findByRole('heading', { name: M.createTitle })).toBeInTheDocument();
    await user.click(buttonByText(M.submitCreate));
    expect(
      await screen.findByText(
        `${SUBJECT_MESSAGES.completePrefix}عنوان، چکیده، محتوا، تصویر، دسته‌بندی، وضعیت، ارزیابی`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('عنوان الزامی است')).toBeInTheDocument();
    expect(screen.getByText('ارزیابی الزامی است')).toBeInTheDocument();

    await fillField(user, fieldByLabel('عنوان'), 'عنوان تازه');
    // the field's own error clears as it changes
    expect(screen.queryByText('عنوان الزامی است')).toBeNull();
    await user.click(buttonByText(M.submitCreate));
    expect(
      await screen.findByText(
        `${SUBJECT_MESSAGES.completePrefix}چکیده، محتوا، تصویر، دسته‌بندی، وضعیت، ارزیابی`,
      ),
    ).toBeInTheDocument();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('creates with a progress bar, shows the success message and goes to the new subject after 2 s', async () => {
    mockFetch(...options);
    const user = setupUser();
    let release: (value: unknown) => void = () => {};
    uploadMock.mockImplementation((_path: string, opts: { onProgress: (f: number) => void }) => {
      opts.onProgress(0.45);
      return new Promise((resolve) => {
        release = resolve;
      });
    });
    renderCreate();
    await fillField(user, await screen.findByRole('textbox', { name: /^عنوان/ }), 'شایعه تازه');
    await fillField(user, fieldByLabel('چکیده'), 'چکیده موضوع');
    await fillEditor('متن موضوع');
    await user.type(screen.getByRole('textbox', { name: M.hashtags }), 'نان قیمت ');
    await chooseOption(user, 'دسته‌بندی', 'سلامت');
    await chooseOption(user, 'وضعیت', 'منتشر شده');
    await chooseOption(user, 'ارزیابی', 'نادرست');
    await user.click(screen.getByRole('button', { name: M.priorityDown }));
    await user.upload(screen.getByLabelText(M.imagePick), png());

    vi.useFakeTimers();
    fireEvent.submit(buttonByText(M.submitCreate).closest('form')!);
    await flush();
    expect(uploadMock).toHaveBeenCalledWith(
      '/news/news-subject/',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sentFields(0)).toEqual({
      title: 'شایعه تازه',
      abstract: 'چکیده موضوع',
      content: expect.stringContaining('متن موضوع'),
      category: '2',
      status: '2',
      reviews: '7',
      priority: '4',
      hashtags: '#نان #قیمت',
      main_images: 'file:main.png',
    });
    const bar = screen.getByRole('progressbar', { name: M.uploadLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText(M.uploading(45))).toBeInTheDocument();
    expect(buttonByText(M.submitCreate)).toBeDisabled();

    release(subject({ id: 42 }));
    await flush(10);
    expect(screen.getByText(SUBJECT_MESSAGES.created)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: M.uploadLabel })).toBeNull();
    expect(currentLocation.pathname).toBe('/add-subject');
    await flush(1900);
    expect(currentLocation.pathname).toBe('/add-subject');
    await flush(150);
    expect(currentLocation.pathname).toBe('/news-subject-page/42');
  });

  it('edits: loads the subject, sends PATCH keeping the image, then goes to the list after 2 s', async () => {
    const { calls } = mockFetch(...options, on('GET', '/api/news/news-subject/12/', { body: subject() }));
    const user = setupUser();
    uploadMock.mockResolvedValue(subject());
    renderEdit('12');
    expect(await screen.findByRole('heading', { name: M.editTitle })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('شایعه افزایش قیمت نان')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.hashtagRemove('#نان') })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: M.priority })).toHaveValue('۳');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /محتوا/ })).toHaveTextContent('متن کامل موضوع'),
    );
    expect(calls.some((c) => c.url.pathname === '/api/news/news-subject/12/')).toBe(true);

    await user.clear(fieldByLabel('عنوان'));
    await fillField(user, fieldByLabel('عنوان'), 'عنوان ویرایش‌شده');
    await user.click(screen.getByRole('button', { name: M.attachmentRemove }));

    vi.useFakeTimers();
    fireEvent.submit(buttonByText(M.submitEdit).closest('form')!);
    await flush(10);
    expect(uploadMock).toHaveBeenCalledWith(
      '/news/news-subject/12/',
      expect.objectContaining({ method: 'PATCH' }),
    );
    expect(sentFields(0)).toMatchObject({
      title: 'عنوان ویرایش‌شده',
      keep_image: 'true',
      file: '',
      priority: '3',
      hashtags: '#نان #قیمت',
      category: '2',
      reviews: '8',
      status: '2',
    });
    expect(screen.getByText(SUBJECT_MESSAGES.edited)).toBeInTheDocument();
    await flush(1900);
    expect(currentLocation.pathname).toBe('/edit-subject/12');
    await flush(150);
    expect(currentLocation.pathname).toBe('/news-subjects');
  });

  it("shows a draft's status as 'پیش‌نویس' and lets it stay a draft (a draft also offers 2, 3, 4)", async () => {
    mockFetch(...options, on('GET', '/api/news/news-subject/12/', { body: subject({ status: 1 }) }));
    uploadMock.mockResolvedValue(subject({ status: 1 }));
    const user = setupUser();
    renderEdit('12');
    await screen.findByDisplayValue('شایعه افزایش قیمت نان');
    expect(selectByLabel('وضعیت')).toHaveTextContent('پیش‌نویس');
    await user.click(selectByLabel('وضعیت'));
    const listbox = await screen.findByRole('listbox');
    for (const label of ['پیش‌نویس', 'منتشر شده', 'بایگانی', 'منقضی']) {
      expect(within(listbox).getByText(label)).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    await user.click(buttonByText(M.submitEdit));
    await waitFor(() => expect(uploadMock).toHaveBeenCalled());
    expect(sentFields(0)).toMatchObject({ status: '1' });
    expect(screen.queryByText(`${SUBJECT_MESSAGES.completePrefix}وضعیت`)).toBeNull();
  });

  it('offers only 2, 3 and 4 for a subject that is not a draft', async () => {
    mockFetch(...options, on('GET', '/api/news/news-subject/12/', { body: subject({ status: 2 }) }));
    const user = setupUser();
    renderEdit('12');
    await screen.findByDisplayValue('شایعه افزایش قیمت نان');
    await user.click(selectByLabel('وضعیت'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByText('پیش‌نویس')).toBeNull();
    expect(within(listbox).getByText('بایگانی')).toBeInTheDocument();
  });

  it('shows a Persian error for an unknown id', async () => {
    const { calls } = mockFetch(
      ...options,
      on('GET', '/api/news/news-subject/999/', apiError(404, 'یافت نشد', 'not_found')),
    );
    renderEdit('999');
    expect(await screen.findByText(M.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.backToList })).toHaveAttribute('href', '/news-subjects');
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/news/news-subject/'))).toHaveLength(1);
  });

  it('shows the same error for an id that is not a number, without asking the server', async () => {
    const { calls } = mockFetch(...options);
    renderEdit('abc');
    expect(await screen.findByText(M.notFound)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/news/news-subject/'))).toHaveLength(0);
  });

  it('puts the server field errors on their fields and stays on the page', async () => {
    const { ApiRequestError } = await import('../../../lib/api/errors');
    mockFetch(...options, on('GET', '/api/news/news-subject/12/', { body: subject() }));
    const user = setupUser();
    uploadMock.mockRejectedValue(
      new ApiRequestError({
        status: 415,
        kind: 'other',
        detail: 'فایل ضمیمه فقط می‌تواند pdf، docx، xlsx، zip یا txt باشد.',
        fields: { file: ['فایل ضمیمه فقط می‌تواند pdf، docx، xlsx، zip یا txt باشد.'] },
      }),
    );
    renderEdit('12');
    await screen.findByDisplayValue('شایعه افزایش قیمت نان');
    await user.click(buttonByText(M.submitEdit));
    expect(
      await screen.findAllByText('فایل ضمیمه فقط می‌تواند pdf، docx، xlsx، zip یا txt باشد.'),
    ).toHaveLength(2);
    expect(buttonByText(M.submitEdit)).toBeEnabled();
    expect(currentLocation.pathname).toBe('/edit-subject/12');
  });
});

describe('the subject form keeps unsaved work', { timeout: UI_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    setCookie('accessToken', accessToken({ id: 3, role: 3, full_name: 'مدیر آزمایشی' }));
    session.hydrate();
  });
  afterEach(() => {
    clearAllCookies();
    session.hydrate();
  });

  it('a save that meets an expired session loses nothing: the form comes back with a notice', async () => {
    mockFetch(...options, on('GET', '/api/news/news-subject/12/', { body: subject() }));
    uploadMock.mockRejectedValue(
      new ApiRequestError({ status: 401, kind: 'unauthorized', loginRequired: true }),
    );
    const user = setupUser();
    const first = renderEdit('12');
    const title = await screen.findByDisplayValue('شایعه افزایش قیمت نان');
    await user.clear(title);
    await fillField(user, title, 'عنوان نیمه‌کاره');
    await user.clear(fieldByLabel('چکیده'));
    await fillField(user, fieldByLabel('چکیده'), 'چکیده نیمه‌کاره');
    await chooseOption(user, 'وضعیت', 'بایگانی');
    await user.click(buttonByText(M.submitEdit));
    expect(await screen.findByText(REQUEST_MESSAGES.loginAgain)).toBeInTheDocument();
    first.unmount();

    // signed in again, the form is opened anew
    renderEdit('12');
    expect(await screen.findByText(DRAFT_TEXT.restored)).toBeInTheDocument();
    expect(fieldByLabel('عنوان')).toHaveValue('عنوان نیمه‌کاره');
    expect(fieldByLabel('چکیده')).toHaveValue('چکیده نیمه‌کاره');
    expect(selectByLabel('وضعیت')).toHaveTextContent('بایگانی');

    // a successful save forgets it
    uploadMock.mockReset();
    uploadMock.mockResolvedValue(subject({ title: 'عنوان نیمه‌کاره' }));
    await user.click(buttonByText(M.submitEdit));
    expect(await screen.findByText(SUBJECT_MESSAGES.edited)).toBeInTheDocument();
    expect(sentFields(0)).toMatchObject({ title: 'عنوان نیمه‌کاره', status: '3' });
    expect(Object.keys(localStorage).filter((k) => k.startsWith('rasti.draft.'))).toEqual([]);
  });

  it('discarding puts the saved subject back', async () => {
    mockFetch(...options, on('GET', '/api/news/news-subject/12/', { body: subject() }));
    const user = setupUser();
    const first = renderEdit('12');
    const title = await screen.findByDisplayValue('شایعه افزایش قیمت نان');
    await fillField(user, title, ' تازه');
    first.unmount();
    renderEdit('12');
    await user.click(await screen.findByRole('button', { name: DRAFT_TEXT.discard }));
    expect(fieldByLabel('عنوان')).toHaveValue('شایعه افزایش قیمت نان');
    expect(screen.queryByText(DRAFT_TEXT.restored)).toBeNull();
  });
});
