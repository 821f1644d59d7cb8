import '../../../test/with-fake-session';
import { LIMITS, QUESTION_MESSAGES, USER_MESSAGES } from '@rasti/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAsStaff } from '../../../test/staff-session';
import { apiError, mockFetch, on, type RecordedCall } from '../../../test/fetch-mock';
import {
  buttonByText,
  currentLocation,
  expectRedirect,
  fillField,
  renderWithProviders,
  setupUser,
  UI_TEST_TIMEOUT,
} from '../../../test/render';
import { DRAFT_TEXT } from '../../../lib/hooks/use-form-draft';
import { requesterName } from '../components/QuestionsTable';
import { DETAIL_TEXT, GROUP_LINK_TEXT } from '../messages';
import { makeQuestion } from '../../../test/fixtures/questions';
import QuestionDetailPage from './QuestionDetailPage';

const ONE = '/api/news/asked/7/';
const BLOCK = '/api/news/asked/7/block-user/';
const SUBJECTS = '/api/news/news-subject/';

const renderDetail = (id = '7') =>
  renderWithProviders(<QuestionDetailPage />, {
    route: `/manage-user-request/${id}`,
    path: '/manage-user-request/:id',
  });
const formData = (call: RecordedCall | undefined) => call?.body as FormData;
const subject = (id: number, title: string) => ({ id, title, abstract: '', status: 2 });

signedInAsStaff(2);
afterEach(() => vi.useRealTimers());

describe('a user report', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows title, reason, source, the requester with the request date, and the edit and delete icons', async () => {
    mockFetch(on('GET', ONE, { body: makeQuestion() }));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'آیا نان گران می‌شود؟' })).toBeInTheDocument();
    expect(screen.getByText('در گروه خانوادگی پیامی دیدم.')).toBeInTheDocument();
    expect(screen.getByText('https://example.com/post')).toBeInTheDocument();
    const requester = screen.getByRole('region', { name: DETAIL_TEXT.requester });
    expect(within(requester).getByText('مریم احمدی')).toBeInTheDocument();
    expect(within(requester).getByText('۱۴۰۴/۱۰/۱۱')).toBeInTheDocument();
    expect(within(requester).getByText(new RegExp(DETAIL_TEXT.requestDate))).toBeInTheDocument();
    expect(within(requester).getByText(DETAIL_TEXT.active)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DETAIL_TEXT.edit })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DETAIL_TEXT.delete })).toBeInTheDocument();
    expect(buttonByText(DETAIL_TEXT.save)).toBeDisabled();
  });

  it('has no edit, delete or save once the report is deactivated', async () => {
    mockFetch(on('GET', ONE, { body: makeQuestion({ is_shown: false }) }));
    renderDetail();
    await screen.findByRole('heading', { name: 'آیا نان گران می‌شود؟' });
    expect(screen.getByText(DETAIL_TEXT.deactivatedNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAIL_TEXT.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAIL_TEXT.delete })).not.toBeInTheDocument();
    expect(screen.queryByText(DETAIL_TEXT.save)).not.toBeInTheDocument();
  });

  it('links a subject found by the search box, saves, shows the success and returns to /ask-me after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const linked = makeQuestion({ news_subject: 12, news_subject_title: 'قیمت نان در سال جدید' });
    const { calls } = mockFetch(
      on('GET', ONE, { body: makeQuestion() }),
      on('GET', SUBJECTS, { body: [subject(12, 'قیمت نان در سال جدید'), subject(13, 'نان و یارانه')] }),
      on('PATCH', ONE, { body: linked }),
    );
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    renderDetail();
    const search = await screen.findByRole('combobox', { name: DETAIL_TEXT.subjectSearch });
    await user.click(search);
    await user.paste('نان');
    await user.click(await screen.findByRole('option', { name: 'قیمت نان در سال جدید' }));
    expect(calls.find((c) => c.url.pathname === SUBJECTS)?.url.searchParams.get('search')).toBe('نان');

    await user.click(buttonByText(DETAIL_TEXT.save));
    expect(await screen.findByText(QUESTION_MESSAGES.saved)).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    // spec section 7: title and summary travel with news_subject, not only the changed field
    expect(Object.fromEntries(formData(patch).entries())).toEqual({
      title: makeQuestion().title,
      summary: makeQuestion().summary,
      news_subject: '12',
    });
    expect(screen.getByRole('link', { name: 'قیمت نان در سال جدید' })).toHaveAttribute(
      'href',
      '/news-subject-page/12',
    );

    expectRedirect(LIMITS.reportRedirectMs, '/manage-user-request/7', '/ask-me');
  });

  it('offers a grouped question’s link to the whole group, ticked, and says how many were linked', async () => {
    const grouped = makeQuestion({ group: 40, demand: 3 });
    const { calls } = mockFetch(
      on('GET', ONE, { body: grouped }),
      on('GET', SUBJECTS, { body: [subject(12, 'قیمت نان در سال جدید')] }),
      on('PATCH', ONE, {
        body: { ...grouped, news_subject: 12, news_subject_title: 'قیمت نان در سال جدید', group_linked: 3 },
      }),
    );
    const user = setupUser();
    renderDetail();
    const search = await screen.findByRole('combobox', { name: DETAIL_TEXT.subjectSearch });
    // nothing to offer before the link changes
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(search);
    await user.paste('نان');
    await user.click(await screen.findByRole('option', { name: 'قیمت نان در سال جدید' }));
    const offer = screen.getByRole('checkbox', { name: 'برای همه‌ی ۳ پرسش این گروه هم ثبت شود' });
    expect(offer).toBeChecked();
    await user.click(buttonByText(DETAIL_TEXT.save));
    expect(await screen.findByText(GROUP_LINK_TEXT.linked(3))).toBeInTheDocument();
    expect(GROUP_LINK_TEXT.linked(3)).toContain('۳ پرسش');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(formData(patch).get('apply_to_group')).toBe('true');
    expect(formData(patch).get('news_subject')).toBe('12');
  });

  it('links the one question only when the group offer is unticked, and offers nothing to a lone question', async () => {
    const grouped = makeQuestion({ group: 40, demand: 2 });
    const { calls } = mockFetch(
      on('GET', ONE, { body: grouped }),
      on('GET', SUBJECTS, { body: [subject(12, 'قیمت نان در سال جدید')] }),
      on('PATCH', ONE, {
        body: { ...grouped, news_subject: 12, news_subject_title: 'قیمت نان در سال جدید' },
      }),
    );
    const user = setupUser();
    const view = renderDetail();
    await user.click(await screen.findByRole('combobox', { name: DETAIL_TEXT.subjectSearch }));
    await user.paste('نان');
    await user.click(await screen.findByRole('option', { name: 'قیمت نان در سال جدید' }));
    await user.click(screen.getByRole('checkbox', { name: GROUP_LINK_TEXT.applyToGroup(2) }));
    await user.click(buttonByText(DETAIL_TEXT.save));
    expect(await screen.findByText(QUESTION_MESSAGES.saved)).toBeInTheDocument();
    expect(formData(calls.find((c) => c.method === 'PATCH')).has('apply_to_group')).toBe(false);
    view.unmount();

    mockFetch(
      on('GET', ONE, { body: makeQuestion({ id: 7 }) }),
      on('GET', SUBJECTS, { body: [subject(12, 'قیمت نان در سال جدید')] }),
    );
    renderDetail();
    await user.click(await screen.findByRole('combobox', { name: DETAIL_TEXT.subjectSearch }));
    await user.paste('نان');
    await user.click(await screen.findByRole('option', { name: 'قیمت نان در سال جدید' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('edits title and reason, refusing to save them empty', async () => {
    const { calls } = mockFetch(
      on('GET', ONE, { body: makeQuestion() }),
      on('PATCH', ONE, ({ body }) => ({
        body: makeQuestion({ title: String((body as FormData).get('title')) }),
      })),
    );
    const user = setupUser();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: DETAIL_TEXT.edit }));
    const title = screen.getByRole('textbox', { name: new RegExp(DETAIL_TEXT.reportTitle) });
    await user.clear(title);
    await user.click(buttonByText(DETAIL_TEXT.save));
    expect(screen.getByText(QUESTION_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await fillField(user, title, 'عنوان ویرایش‌شده');
    await user.click(buttonByText(DETAIL_TEXT.save));
    expect(await screen.findByText(QUESTION_MESSAGES.saved)).toBeInTheDocument();
    expect(Object.fromEntries(formData(calls.find((c) => c.method === 'PATCH')).entries())).toEqual({
      title: 'عنوان ویرایش‌شده',
      summary: makeQuestion().summary,
      news_subject: '',
    });
    expect(screen.getByRole('heading', { name: 'عنوان ویرایش‌شده' })).toBeInTheDocument();
  });

  it('keeps an unsaved edit of the report for the next opening, and forgets it once saved', async () => {
    const { calls } = mockFetch(
      on('GET', ONE, { body: makeQuestion() }),
      on('PATCH', ONE, ({ body }) => ({
        body: makeQuestion({ title: String((body as FormData).get('title')) }),
      })),
    );
    const user = setupUser();
    const first = renderDetail();
    await user.click(await screen.findByRole('button', { name: DETAIL_TEXT.edit }));
    const title = screen.getByRole('textbox', { name: new RegExp(DETAIL_TEXT.reportTitle) });
    await user.clear(title);
    await fillField(user, title, 'عنوان نیمه‌کاره');
    first.unmount();

    renderDetail();
    expect(await screen.findByText(DRAFT_TEXT.restored)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(DETAIL_TEXT.reportTitle) })).toHaveValue(
      'عنوان نیمه‌کاره',
    );
    await user.click(buttonByText(DETAIL_TEXT.save));
    expect(await screen.findByText(QUESTION_MESSAGES.saved)).toBeInTheDocument();
    expect(formData(calls.find((c) => c.method === 'PATCH')).get('title')).toBe('عنوان نیمه‌کاره');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('rasti.draft.'))).toEqual([]);
  });

  it('shows a failed save in red with the server’s sentence', async () => {
    mockFetch(
      on('GET', ONE, { body: makeQuestion() }),
      on('GET', SUBJECTS, { body: [subject(13, 'نان و یارانه')] }),
      on('PATCH', ONE, { status: 500, body: {} }),
    );
    const user = setupUser();
    renderDetail();
    await user.click(await screen.findByRole('combobox', { name: DETAIL_TEXT.subjectSearch }));
    await user.paste('نان');
    await user.click(await screen.findByRole('option', { name: 'نان و یارانه' }));
    await user.click(buttonByText(DETAIL_TEXT.save));
    const alert = await screen.findByText(QUESTION_MESSAGES.saveFailed);
    expect(alert.closest('.MuiAlert-root')?.className).toMatch(/colorError/);
  });

  it('deactivates after the confirmation, hides the icons and returns to /ask-me after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(
      on('GET', ONE, { body: makeQuestion() }),
      on('DELETE', ONE, { body: makeQuestion({ is_shown: false }) }),
    );
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: DETAIL_TEXT.delete }));
    const dialog = await screen.findByRole('dialog', { name: DETAIL_TEXT.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: DETAIL_TEXT.cancel }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: DETAIL_TEXT.delete }));
    const again = await screen.findByRole('dialog', { name: DETAIL_TEXT.confirmTitle });
    await user.click(within(again).getByRole('button', { name: DETAIL_TEXT.confirm }));
    const done = await screen.findByText(QUESTION_MESSAGES.deactivated);
    expect(done.closest('.MuiAlert-root')?.className).toMatch(/colorSuccess/);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: DETAIL_TEXT.edit })).not.toBeInTheDocument(),
    );
    act(() => {
      vi.advanceTimersByTime(LIMITS.reportRedirectMs);
    });
    expect(currentLocation.pathname).toBe('/ask-me');
  });

  it('shows the delete failure', async () => {
    mockFetch(on('GET', ONE, { body: makeQuestion() }), on('DELETE', ONE, { status: 500, body: {} }));
    const user = setupUser();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: DETAIL_TEXT.delete }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: DETAIL_TEXT.confirm }));
    expect(await screen.findByText(QUESTION_MESSAGES.deleteFailed)).toBeInTheDocument();
  });

  it('blocks the requester after a confirmation naming them, and activates them again, with the spec’s messages', async () => {
    let active = true;
    const { calls } = mockFetch(
      on('GET', ONE, { body: makeQuestion() }),
      on('POST', BLOCK, () => {
        active = !active;
        return { body: makeQuestion({ user_active: active }) };
      }),
    );
    const user = setupUser();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: DETAIL_TEXT.blockUser }));
    const dialog = await screen.findByRole('dialog', { name: USER_MESSAGES.blockConfirmTitle });
    expect(
      within(dialog).getByText(USER_MESSAGES.blockConfirmText(requesterName(makeQuestion()))),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === BLOCK)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: USER_MESSAGES.blockConfirm }));
    expect(await screen.findByText(QUESTION_MESSAGES.userBlocked)).toBeInTheDocument();
    const requester = screen.getByRole('region', { name: DETAIL_TEXT.requester });
    expect(within(requester).getByText(DETAIL_TEXT.blocked)).toBeInTheDocument();
    await user.click(within(requester).getByRole('button', { name: DETAIL_TEXT.activateUser }));
    expect(await screen.findByText(QUESTION_MESSAGES.userActivated)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === BLOCK)).toHaveLength(2);
    expect(currentLocation.pathname).toBe('/manage-user-request/7');
  });

  it('shows the block failure with the server’s sentence, and no block button for an anonymous sender', async () => {
    mockFetch(
      on('GET', ONE, { body: makeQuestion() }),
      on('POST', BLOCK, apiError(403, 'حساب کارکنان فقط از بخش مدیریت کاربران قابل مسدود کردن است.')),
    );
    const user = setupUser();
    const { unmount } = renderDetail();
    await user.click(await screen.findByRole('button', { name: DETAIL_TEXT.blockUser }));
    await user.click(await screen.findByRole('button', { name: USER_MESSAGES.blockConfirm }));
    expect(
      await screen.findByText('حساب کارکنان فقط از بخش مدیریت کاربران قابل مسدود کردن است.'),
    ).toBeInTheDocument();
    unmount();

    vi.restoreAllMocks();
    mockFetch(on('GET', ONE, { body: makeQuestion({ user: null, user_active: null, full_name: '' }) }));
    renderDetail();
    expect(await screen.findByText(DETAIL_TEXT.noAccount)).toBeInTheDocument();
    expect(screen.getByText(DETAIL_TEXT.anonymous)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAIL_TEXT.blockUser })).not.toBeInTheDocument();
  });

  it('says so for an id that is not a number, and for a report that does not exist', async () => {
    mockFetch(on('GET', '/api/news/asked/99/', apiError(404, 'موردی با این مشخصات یافت نشد.', 'not_found')));
    const { unmount } = renderDetail('abc');
    expect(screen.getByText(DETAIL_TEXT.invalidId)).toBeInTheDocument();
    unmount();
    renderDetail('99');
    expect(await screen.findByText('موردی با این مشخصات یافت نشد.')).toBeInTheDocument();
  });
});
