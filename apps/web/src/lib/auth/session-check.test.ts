import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken, clearAllCookies, setCookie } from '../../test/tokens';
import { hasRefreshToken, readAccessToken } from './cookies';
import { decodeAccessToken } from './jwt';
import { checkSession, type SessionCheckDeps, startSessionCheck } from './session-check';
import { createSessionStore } from './session-store';

type Cookies = { access: string | null; refresh: boolean };

function fakeDeps(cookies: Cookies, loggedOut = false) {
  const deps = {
    readAccess: vi.fn(() => cookies.access),
    hasRefresh: vi.fn(() => cookies.refresh),
    decode: vi.fn(decodeAccessToken),
    isLoggedOut: vi.fn(() => loggedOut),
    sync: vi.fn(),
    logout: vi.fn(),
    refresh: vi.fn(),
  } satisfies SessionCheckDeps;
  return deps;
}

describe('checkSession (one pass)', () => {
  it('refreshes the user details when the access cookie decodes', () => {
    const token = accessToken({ first_name: 'مریم', role: 3 });
    const deps = fakeDeps({ access: token, refresh: true });
    expect(checkSession(deps)).toBe('valid');
    expect(deps.sync).toHaveBeenCalledWith(
      token,
      expect.objectContaining({ user: expect.objectContaining({ first_name: 'مریم', role: 3 }) }),
    );
    expect(deps.logout).not.toHaveBeenCalled();
  });

  it('logs out when the token is invalid and there is no refresh token', () => {
    const deps = fakeDeps({ access: 'not-a-jwt', refresh: false }, false);
    expect(checkSession(deps)).toBe('logout');
    expect(deps.logout).toHaveBeenCalledTimes(1);
  });

  it('never logs out while a refresh token exists, even with an invalid token', () => {
    const deps = fakeDeps({ access: 'not-a-jwt', refresh: true });
    expect(checkSession(deps)).toBe('refresh');
    expect(deps.logout).not.toHaveBeenCalled();
    expect(deps.refresh).toHaveBeenCalledTimes(1);
  });

  it('restores a session with only a refresh token', () => {
    const deps = fakeDeps({ access: null, refresh: true });
    expect(checkSession(deps)).toBe('refresh');
    expect(deps.logout).not.toHaveBeenCalled();
  });

  it('logs out when neither token exists and no logout has happened yet', () => {
    const deps = fakeDeps({ access: null, refresh: false }, false);
    expect(checkSession(deps)).toBe('logout');
    expect(deps.logout).toHaveBeenCalledTimes(1);
  });

  it('does nothing when neither token exists and the session already ended', () => {
    const deps = fakeDeps({ access: null, refresh: false }, true);
    expect(checkSession(deps)).toBe('none');
    expect(deps.logout).not.toHaveBeenCalled();
    expect(deps.refresh).not.toHaveBeenCalled();
  });
});

describe('startSessionCheck (timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks at start and every 5 s until stopped', () => {
    const deps = fakeDeps({ access: accessToken(), refresh: true });
    const stop = startSessionCheck(deps);
    expect(deps.readAccess).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4_999);
    expect(deps.readAccess).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(deps.readAccess).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(deps.readAccess).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(20_000);
    expect(deps.readAccess).toHaveBeenCalledTimes(4);
  });

  it('logs the user out at the first check after both cookies expire, and only once', () => {
    const cookies: Cookies = { access: accessToken(), refresh: false };
    let loggedOut = false;
    const deps = fakeDeps(cookies);
    deps.isLoggedOut.mockImplementation(() => loggedOut);
    deps.logout.mockImplementation(() => {
      loggedOut = true;
    });
    const stop = startSessionCheck(deps);
    expect(deps.logout).not.toHaveBeenCalled();

    cookies.access = null;
    vi.advanceTimersByTime(5_000);
    expect(deps.logout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(15_000);
    expect(deps.logout).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('the check against the real session store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearAllCookies();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('picks up a token written by another tab, then ends the session when it disappears', async () => {
    const sendLogout = vi.fn(async () => undefined);
    const navigate = vi.fn();
    const store = createSessionStore({ sendLogout });
    store.setNavigator(navigate);
    const stop = startSessionCheck({
      readAccess: readAccessToken,
      hasRefresh: hasRefreshToken,
      decode: decodeAccessToken,
      isLoggedOut: store.isLoggedOut,
      sync: store.syncAccess,
      logout: () => void store.logout(),
      refresh: vi.fn(),
    });
    expect(store.getState().status).toBe('guest');
    expect(sendLogout).not.toHaveBeenCalled();

    setCookie('accessToken', accessToken({ full_name: 'زهرا محمدی', role: 4 }));
    vi.advanceTimersByTime(5_000);
    expect(store.getState().user).toMatchObject({ full_name: 'زهرا محمدی', role: 4 });

    clearAllCookies();
    vi.advanceTimersByTime(5_000);
    await vi.runOnlyPendingTimersAsync();
    expect(store.getState().user).toBeNull();
    expect(sendLogout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    stop();
  });
});
