import '../../../test/with-fake-session';
import { LIMITS, QUESTION_MESSAGES } from '@rasti/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFakeSession } from '../../../test/fake-session';
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
import { ASK_TEXT } from '../messages';
import AskPage from './AskPage';

const ASK = '/api/public/public-user-question/';
const answer = (extra: Record<string, unknown> = {}) => ({
  status: 201,
  body: {
    id: 41,
    title: 'عنوان',
    summary: 'علت',
    resource: '',
    full_name: '',
    avatar: null,
    news_subject: null,
    news_subject_title: null,
    is_shown: true,
    user_active: null,
    user: null,
    register_date: '2026-01-01T00:00:00.000Z',
    ...extra,
  },
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const formData = (call: RecordedCall | undefined) => call?.body as FormData;

/** A guest fills title and reason and submits: the dialog that asks how to send. */
async function openGuestDialog(user: ReturnType<typeof setupUser>) {
  renderAsk();
  await fillForm(user, { title: 'عنوان', reason: 'علت' });
  await user.click(buttonByText(ASK_TEXT.submit));
  return screen.findByRole('dialog');
}

async function fillForm(
  user: ReturnType<typeof setupUser>,
  values: { title?: string; reason?: string; sources?: string },
) {
  if (values.title) await fillField(user, field(ASK_TEXT.titleLabel), values.title);
  if (values.reason) await fillField(user, field(ASK_TEXT.reasonLabel), values.reason);
  if (values.sources) await fillField(user, field(ASK_TEXT.sourcesLabel), values.sources);
}

const renderAsk = () => renderWithProviders(<AskPage />, { route: '/ask-me', path: '/ask-me' });

beforeEach(() => setFakeSession(null));
afterEach(() => {
  // the ask form keeps its draft in sessionStorage; each test starts without one
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the cookie the ask flow leaves.
  document.cookie = 'temporary_token=; Path=/; Max-Age=0';
});

describe('the ask form', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the spec’s three validation messages and sends nothing', async () => {
    const { calls } = mockFetch();
    const user = setupUser();
    renderAsk();
    const submit = buttonByText(ASK_TEXT.submit);

    await user.click(submit);
    expect(screen.getByText(QUESTION_MESSAGES.bothRequired)).toBeInTheDocument();

    await fillForm(user, { reason: 'یک علت' });
    expect(screen.getByText(QUESTION_MESSAGES.titleRequired)).toBeInTheDocument();

    await user.clear(field(ASK_TEXT.reasonLabel));
    await fillForm(user, { title: 'یک عنوان' });
    expect(screen.getByText(QUESTION_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.click(submit);
    expect(screen.getByText(QUESTION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('treats a title of spaces as missing', async () => {
    mockFetch();
    const user = setupUser();
    renderAsk();
    await fillForm(user, { title: '   ', reason: 'علت' });
    await user.click(buttonByText(ASK_TEXT.submit));
    expect(screen.getByText(QUESTION_MESSAGES.titleRequired)).toBeInTheDocument();
  });

  it('sends a signed-in role 1 user’s question at once, clears the form and goes home after 2 s', async () => {
    setFakeSession({ id: 3, first_name: 'سارا', last_name: 'کریمی', full_name: 'سارا کریمی', role: 1 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(on('POST', ASK, answer()));
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    renderAsk();
    await fillForm(user, {
      title: ' نان گران می‌شود؟ ',
      reason: 'پیام در گروه',
      sources: 'https://x.example',
    });
    await user.click(buttonByText(ASK_TEXT.submit));

    expect(await screen.findByText(QUESTION_MESSAGES.sent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = formData(calls[0]);
    expect(sent.get('title')).toBe('نان گران می‌شود؟');
    expect(sent.get('summary')).toBe('پیام در گروه');
    expect(sent.get('resource')).toBe('https://x.example');
    expect(sent.has('full_name')).toBe(false);
    expect(field(ASK_TEXT.titleLabel)).toHaveValue('');
    expect(field(ASK_TEXT.reasonLabel)).toHaveValue('');
    expect(field(ASK_TEXT.sourcesLabel)).toHaveValue('');

    expectRedirect(LIMITS.askRedirectMs, '/ask-me', '/');
  });

  it('shows the server’s sentence when sending fails, and keeps what was typed', async () => {
    setFakeSession({ id: 3, first_name: 'سارا', last_name: 'کریمی', full_name: 'سارا کریمی', role: 1 });
    mockFetch(on('POST', ASK, apiError(429, 'تعداد درخواست‌ها بیش از حد مجاز است.', 'throttled')));
    const user = setupUser();
    renderAsk();
    await fillForm(user, { title: 'عنوان', reason: 'علت' });
    await user.click(buttonByText(ASK_TEXT.submit));
    expect(await screen.findByText('تعداد درخواست‌ها بیش از حد مجاز است.')).toBeInTheDocument();
    expect(field(ASK_TEXT.titleLabel)).toHaveValue('عنوان');
    expect(currentLocation.pathname).toBe('/ask-me');
  });

  it('falls back to the spec’s failure sentence when the server sends none', async () => {
    setFakeSession({ id: 3, first_name: 'سارا', last_name: 'کریمی', full_name: 'سارا کریمی', role: 1 });
    mockFetch(on('POST', ASK, { status: 500, body: {} }));
    const user = setupUser();
    renderAsk();
    await fillForm(user, { title: 'عنوان', reason: 'علت' });
    await user.click(buttonByText(ASK_TEXT.submit));
    expect(await screen.findByText(QUESTION_MESSAGES.sendFailed)).toBeInTheDocument();
  });
});

describe('the guest’s dialog', { timeout: UI_TEST_TIMEOUT }, () => {
  it('asks a guest to send anonymously or log in, and sends nothing until they choose', async () => {
    const { calls } = mockFetch();
    const user = setupUser();
    renderAsk();
    await fillForm(user, { title: 'عنوان', reason: 'علت' });
    await user.click(buttonByText(ASK_TEXT.submit));
    const dialog = await screen.findByRole('dialog', { name: ASK_TEXT.dialogTitle });
    expect(within(dialog).getByLabelText(ASK_TEXT.displayNameLabel)).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: ASK_TEXT.sendAnonymously })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: ASK_TEXT.loginOrRegister })).toBeEnabled();
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: ASK_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field(ASK_TEXT.titleLabel)).toHaveValue('عنوان');
    expect(calls).toHaveLength(0);
  });

  it('sends anonymously with the optional display name, shows success and forgets the token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(on('POST', ASK, answer({ temporary_token: 'secret-token' })));
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await openGuestDialog(user);
    await fillField(user, within(dialog).getByLabelText(ASK_TEXT.displayNameLabel), 'رهگذر');
    await user.click(within(dialog).getByRole('button', { name: ASK_TEXT.sendAnonymously }));

    expect(await screen.findByText(QUESTION_MESSAGES.sent)).toBeInTheDocument();
    expect(formData(calls[0]).get('full_name')).toBe('رهگذر');
    expect(document.cookie).not.toContain('temporary_token');
    expect(field(ASK_TEXT.titleLabel)).toHaveValue('');
    act(() => {
      vi.advanceTimersByTime(LIMITS.askRedirectMs);
    });
    expect(currentLocation.pathname).toBe('/');
  });

  it('on login / register sends first, keeps the temporary token in its cookie and opens /login', async () => {
    const { calls } = mockFetch(on('POST', ASK, answer({ temporary_token: 'tok-abc_123' })));
    const user = setupUser();
    const dialog = await openGuestDialog(user);
    await user.click(within(dialog).getByRole('button', { name: ASK_TEXT.loginOrRegister }));

    await waitFor(() => expect(currentLocation.pathname).toBe('/login'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe(ASK);
    expect(document.cookie).toContain('temporary_token=tok-abc_123');
    // the token never goes into an address
    expect(currentLocation.state).toBeNull();
    expect(calls.every((c) => !c.url.search.includes('tok-abc_123'))).toBe(true);
  });

  it('keeps the dialog open with the server’s sentence when sending fails', async () => {
    mockFetch(on('POST', ASK, apiError(429, 'کمی بعد دوباره تلاش کنید.', 'throttled')));
    const user = setupUser();
    const dialog = await openGuestDialog(user);
    await user.click(within(dialog).getByRole('button', { name: ASK_TEXT.loginOrRegister }));
    expect(await within(dialog).findByText('کمی بعد دوباره تلاش کنید.')).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/ask-me');
    expect(document.cookie).not.toContain('temporary_token');
  });
});
