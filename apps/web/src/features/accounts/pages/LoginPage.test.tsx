import '../../../test/with-fake-session';
import { LOGIN_MESSAGES, SIGN_IN_LINK_MESSAGES, VALIDATION } from '@rasti/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_STATE_KEY } from '../login/login-state';
import { ACCOUNT_TEXT } from '../messages';
import { fakeSession, setFakeSession } from '../../../test/fake-session';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import {
  UI_TEST_TIMEOUT,
  currentLocation,
  fillField,
  renderWithProviders,
  setupUser,
} from '../../../test/render';
import LoginPage from './LoginPage';

const REQUEST = '/api/accounts/users/request_authentication/';
const VERIFY = '/api/accounts/users/verify_authentication/';
const PHONE = '09121234567';

const renderLogin = () => renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
const phoneInput = () => screen.getByRole('textbox', { name: new RegExp(ACCOUNT_TEXT.phoneLabel) });
const firstBox = () => screen.getByRole('textbox', { name: ACCOUNT_TEXT.codeFirstPart });
const secondBox = () => screen.getByRole('textbox', { name: ACCOUNT_TEXT.codeSecondPart });
const verifyButton = () => screen.getByRole('button', { name: ACCOUNT_TEXT.verify });

/** On the code step with the resend just due (sent 60 s ago, on fake timers): presses resend. */
async function resendOnceDue() {
  saveState(59);
  const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
  renderLogin();
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.resend }));
  return user;
}

function saveState(secondsAgo: number) {
  localStorage.setItem(
    LOGIN_STATE_KEY,
    JSON.stringify({ step: 'code', phone: PHONE, lastSentTime: Date.now() - secondsAgo * 1000 }),
  );
}

async function reachCodeStep() {
  const user = setupUser();
  renderLogin();
  await fillField(user, phoneInput(), PHONE);
  await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.sendCode }));
  await screen.findByRole('textbox', { name: ACCOUNT_TEXT.codeFirstPart });
  return user;
}

beforeEach(() => {
  setFakeSession(null);
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the cookie the ask flow leaves.
  document.cookie = 'temporary_token=; Path=/; Max-Age=0';
});

describe('login step 1: phone', { timeout: UI_TEST_TIMEOUT }, () => {
  it('sends someone already signed in to /', () => {
    mockFetch();
    setFakeSession({ id: 7, first_name: 'سارا', last_name: 'کریمی', full_name: 'سارا کریمی', role: 1 });
    renderLogin();
    expect(currentLocation.pathname).toBe('/');
    expect(screen.queryByRole('textbox', { name: new RegExp(ACCOUNT_TEXT.phoneLabel) })).toBeNull();
  });

  it('shows the required, length and prefix messages and sends nothing', async () => {
    const { calls } = mockFetch();
    const user = setupUser();
    renderLogin();
    const send = screen.getByRole('button', { name: ACCOUNT_TEXT.sendCode });

    await user.click(send);
    expect(screen.getByText(VALIDATION.phoneRequired)).toBeInTheDocument();

    await user.type(phoneInput(), '0912');
    expect(screen.getByText(VALIDATION.phoneLength)).toBeInTheDocument();

    await user.clear(phoneInput());
    await user.type(phoneInput(), '19121234567');
    await user.click(send);
    expect(screen.getByText(VALIDATION.phonePrefix)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps digits only, converts Persian digits and stops at 11', async () => {
    mockFetch();
    const user = setupUser();
    renderLogin();
    await user.type(phoneInput(), '۰۹a1-2 ۳۴۵۶۷۸۹۹۹');
    expect(phoneInput()).toHaveValue('09123456789');
  });

  it('reads a pasted number like the user form, and shows the message for a typo', async () => {
    mockFetch();
    const user = setupUser();
    renderLogin();
    expect(phoneInput()).not.toHaveAttribute('maxlength');
    for (const [pasted, read] of [
      ['0912 345 6789', '09123456789'],
      ['+98 912 345 6789', '09123456789'],
      ['00989123456789', '09123456789'],
    ]) {
      await user.clear(phoneInput());
      await user.click(phoneInput());
      await user.paste(pasted as string);
      expect(phoneInput()).toHaveValue(read);
    }
    await user.clear(phoneInput());
    await user.click(phoneInput());
    await user.paste('0812345678');
    expect(phoneInput()).toHaveValue('0812345678');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.sendCode }));
    expect(screen.getByText(VALIDATION.phoneLength)).toBeInTheDocument();
  });

  it('shows the blocked message on 403', async () => {
    mockFetch(on('POST', REQUEST, apiError(403, 'blocked', 'account_blocked')));
    const user = setupUser();
    renderLogin();
    await user.type(phoneInput(), PHONE);
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.sendCode }));
    expect(await screen.findByText(LOGIN_MESSAGES.blocked)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: ACCOUNT_TEXT.codeFirstPart })).not.toBeInTheDocument();
  });

  it("shows the server's sentence on 429 and the generic failure otherwise", async () => {
    let status = 429;
    mockFetch(on('POST', REQUEST, () => apiError(status, 'برای دریافت کد جدید کمی صبر کنید.', 'throttled')));
    const user = setupUser();
    renderLogin();
    await user.type(phoneInput(), PHONE);
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.sendCode }));
    expect(await screen.findByText('برای دریافت کد جدید کمی صبر کنید.')).toBeInTheDocument();

    status = 400;
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.sendCode }));
    expect(await screen.findByText(LOGIN_MESSAGES.sendFailed)).toBeInTheDocument();
  });

  it('sends the number and saves the login state', async () => {
    const { calls } = mockFetch(on('POST', REQUEST, { body: { detail: 'ok' } }));
    await reachCodeStep();
    expect(calls[0]?.body).toEqual({ mobile: PHONE });
    expect(JSON.parse(localStorage.getItem(LOGIN_STATE_KEY) ?? '{}')).toMatchObject({
      step: 'code',
      phone: PHONE,
    });
  });
});

describe('login step 2: code', { timeout: UI_TEST_TIMEOUT }, () => {
  it('keeps verify disabled until both 3-digit parts are complete, advancing between boxes', async () => {
    mockFetch(on('POST', REQUEST, { body: { detail: 'ok' } }));
    const user = await reachCodeStep();
    expect(verifyButton()).toBeDisabled();
    expect(firstBox()).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(firstBox(), '1a2۳');
    expect(firstBox()).toHaveValue('123');
    expect(secondBox()).toHaveFocus();
    expect(verifyButton()).toBeDisabled();
    expect(screen.getByText(VALIDATION.codeIncomplete)).toBeInTheDocument();

    await user.keyboard('45');
    expect(verifyButton()).toBeDisabled();
    await user.keyboard('6');
    expect(secondBox()).toHaveValue('456');
    expect(verifyButton()).toBeEnabled();
    expect(screen.queryByText(VALIDATION.codeIncomplete)).not.toBeInTheDocument();
  });

  it('fills both boxes from a pasted 6-digit code', async () => {
    mockFetch(on('POST', REQUEST, { body: { detail: 'ok' } }));
    const user = await reachCodeStep();
    // a stray digit already typed must not shift the pasted code
    await user.type(firstBox(), '9');
    await user.paste('۱۲۳ ۴۵۶');
    expect(firstBox()).toHaveValue('123');
    expect(secondBox()).toHaveValue('456');
    expect(verifyButton()).toBeEnabled();
  });

  it('shows the invalid-code message on 400 and the blocked message on 403', async () => {
    let status = 400;
    mockFetch(
      on('POST', REQUEST, { body: { detail: 'ok' } }),
      on('POST', VERIFY, () => apiError(status, 'x')),
    );
    const user = await reachCodeStep();
    await user.click(firstBox());
    await user.paste('123456');
    await user.click(verifyButton());
    expect(await screen.findByText(LOGIN_MESSAGES.codeInvalid)).toBeInTheDocument();

    status = 403;
    await user.click(verifyButton());
    expect(await screen.findByText(LOGIN_MESSAGES.blocked)).toBeInTheDocument();
    expect(fakeSession.login).not.toHaveBeenCalled();
  });

  it('signs in, clears the saved state and goes home', async () => {
    const { calls } = mockFetch(
      on('POST', REQUEST, { body: { detail: 'ok' } }),
      on('POST', VERIFY, { body: { access: 'a.b.c', refresh: 'r.r.r' } }),
    );
    const user = await reachCodeStep();
    await user.click(firstBox());
    await user.paste('123456');
    await user.click(verifyButton());
    await waitFor(() => expect(currentLocation.pathname).toBe('/'));
    expect(calls.find((c) => c.url.pathname === VERIFY)?.body).toEqual({ mobile: PHONE, otp: '123456' });
    expect(fakeSession.login).toHaveBeenCalledWith({ access: 'a.b.c', refresh: 'r.r.r' });
    expect(localStorage.getItem(LOGIN_STATE_KEY)).toBeNull();
    expect(currentLocation.state).toBeNull();
  });

  it('attaches a temporary token from the anonymous ask flow, then deletes it', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the ask flow's cookie, set as that flow would.
    document.cookie = 'temporary_token=tmp-123; Path=/';
    const { calls } = mockFetch(
      on('POST', REQUEST, { body: { detail: 'ok' } }),
      on('POST', VERIFY, { body: { access: 'a.b.c', refresh: 'r.r.r' } }),
      on('POST', '/api/public/public-user-question/attach-temp-token/', { body: { detail: 'ok' } }),
    );
    const user = await reachCodeStep();
    await user.click(firstBox());
    await user.paste('123456');
    await user.click(verifyButton());
    await waitFor(() => expect(currentLocation.pathname).toBe('/'));
    expect(calls.at(-1)?.body).toEqual({ temporary_token: 'tmp-123' });
    expect(currentLocation.state).toEqual({ postTemp: true, from: 'ask' });
    expect(document.cookie).not.toContain('temporary_token=tmp-123');
  });

  it('fills the code from an SMS through WebOTP and aborts the request on leaving', async () => {
    let signal: AbortSignal | undefined;
    const get = vi.fn((options: { signal?: AbortSignal }) => {
      signal = options.signal;
      return Promise.resolve({ code: '654321' });
    });
    Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    try {
      mockFetch();
      saveState(5);
      const { unmount } = renderLogin();
      await waitFor(() => expect(firstBox()).toHaveValue('654'));
      expect(secondBox()).toHaveValue('321');
      expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
      expect(verifyButton()).toBeEnabled();
      unmount();
      expect(signal?.aborted).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'OTPCredential');
      Reflect.deleteProperty(navigator, 'credentials');
    }
  });

  it('change number returns to step 1 with the number kept', async () => {
    mockFetch(on('POST', REQUEST, { body: { detail: 'ok' } }));
    const user = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.changeNumber }));
    expect(phoneInput()).toHaveValue(PHONE);
  });
});

describe('resend countdown', { timeout: UI_TEST_TIMEOUT }, () => {
  it('resumes from the saved state after a reload', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch();
    saveState(20);
    renderLogin();
    expect(screen.getByRole('button', { name: ACCOUNT_TEXT.resendIn('۴۰') })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('button', { name: ACCOUNT_TEXT.resendIn('۳۵') })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(35_000);
    });
    expect(screen.getByRole('button', { name: ACCOUNT_TEXT.resend })).toBeEnabled();
  });

  it('drops the saved state when 60 s have passed', () => {
    mockFetch();
    saveState(61);
    renderLogin();
    expect(phoneInput()).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: ACCOUNT_TEXT.codeFirstPart })).not.toBeInTheDocument();
    expect(localStorage.getItem(LOGIN_STATE_KEY)).toBeNull();
  });

  it('restarts on resend, and a failed resend stops it with its message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = false;
    const { calls } = mockFetch(
      on('POST', REQUEST, () => (fail ? apiError(500, 'x') : { body: { detail: 'ok' } })),
    );
    const user = await resendOnceDue();
    expect(await screen.findByRole('button', { name: ACCOUNT_TEXT.resendIn('۶۰') })).toBeDisabled();
    expect(calls).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    fail = true;
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.resend }));
    expect(await screen.findByText(LOGIN_MESSAGES.resendFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ACCOUNT_TEXT.resend })).toBeEnabled();
  });

  it('asking again for the same number after change number resumes its countdown, sending nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(on('POST', REQUEST, { body: { detail: 'ok' } }));
    saveState(20);
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.changeNumber }));
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.sendCode }));
    expect(await screen.findByText(ACCOUNT_TEXT.codeAlreadySent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ACCOUNT_TEXT.resendIn('۴۰') })).toBeDisabled();
    expect(calls).toHaveLength(0);

    // another number is asked for at once
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.changeNumber }));
    await user.clear(phoneInput());
    await fillField(user, phoneInput(), '09351112233');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.sendCode }));
    await screen.findByRole('button', { name: ACCOUNT_TEXT.resendIn('۶۰') });
    expect(calls).toHaveLength(1);
  });

  it("counts down the server's Retry-After when it refuses a new code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(
      on('POST', REQUEST, {
        ...apiError(429, 'برای دریافت کد جدید کمی صبر کنید.', 'throttled'),
        headers: { 'Retry-After': '42' },
      }),
    );
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    await fillField(user, phoneInput(), PHONE);
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.sendCode }));
    expect(await screen.findByText(ACCOUNT_TEXT.codeWaitFor('۴۲'))).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText(ACCOUNT_TEXT.codeWaitFor('۴۰'))).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(40_000);
    });
    expect(screen.queryByText(/ثانیه دیگر صبر کنید/)).not.toBeInTheDocument();
  });

  it('a resend the server refuses counts down its Retry-After, with resend off meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(
      on('POST', REQUEST, {
        ...apiError(429, 'برای دریافت کد جدید کمی صبر کنید.', 'throttled'),
        headers: { 'Retry-After': '300' },
      }),
    );
    await resendOnceDue();
    expect(await screen.findByText(ACCOUNT_TEXT.codeWaitFor('۳۰۰'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ACCOUNT_TEXT.resend })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText(ACCOUNT_TEXT.codeWaitFor('۲۹۰'))).toBeInTheDocument();
  });
});

describe('a one-time sign-in link', { timeout: UI_TEST_TIMEOUT }, () => {
  const LINK = '/api/accounts/sign_in_link/';
  const renderLink = () =>
    renderWithProviders(<LoginPage />, { route: '/login#link=secret-of-the-link', path: '/login' });

  it('signs in with the secret after #link= and goes home', async () => {
    const { calls } = mockFetch(on('POST', LINK, { body: { access: 'a.b.c', refresh: 'r.r.r' } }));
    renderLink();
    await waitFor(() => expect(currentLocation.pathname).toBe('/'));
    expect(fakeSession.login).toHaveBeenCalledWith({ access: 'a.b.c', refresh: 'r.r.r' });
    expect(calls.filter((c) => c.url.pathname === LINK).map((c) => c.body)).toEqual([
      { token: 'secret-of-the-link' },
    ]);
  });

  it('says a used or expired link is no good, and offers the code sign-in', async () => {
    mockFetch(on('POST', LINK, () => apiError(400, SIGN_IN_LINK_MESSAGES.invalid, 'code_invalid')));
    renderLink();
    expect(await screen.findByText(SIGN_IN_LINK_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.queryByText(SIGN_IN_LINK_MESSAGES.signingIn)).not.toBeInTheDocument();
    expect(fakeSession.login).not.toHaveBeenCalled();
    expect(phoneInput()).toBeInTheDocument();
  });
});
