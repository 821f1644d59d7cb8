import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken, clearAllCookies, setCookie } from '../../test/tokens';
import { hasRefreshToken, readAccessToken } from './cookies';
import { decodeAccessToken } from './jwt';
import { createSessionStore } from './session-store';

function makeStore() {
  const sendLogout = vi.fn(async () => undefined);
  const navigate = vi.fn();
  const store = createSessionStore({ sendLogout });
  store.setNavigator(navigate);
  return { store, sendLogout, navigate };
}

beforeEach(() => {
  clearAllCookies();
});

describe('decodeAccessToken', () => {
  it('reads the session details, Persian names included', () => {
    const decoded = decodeAccessToken(
      accessToken({ id: 12, first_name: 'علی', last_name: 'رضایی', role: 2 }),
    );
    expect(decoded?.user).toEqual({
      id: 12,
      first_name: 'علی',
      last_name: 'رضایی',
      full_name: 'علی رضایی',
      role: 2,
    });
  });

  it('refuses anything that is not an access token', () => {
    expect(decodeAccessToken('abc')).toBeNull();
    expect(decodeAccessToken('a.b.c')).toBeNull();
    const refreshLike = accessToken().split('.');
    refreshLike[1] = btoa(JSON.stringify({ token_type: 'refresh', id: 1, role: 1, exp: 1 }));
    expect(decodeAccessToken(refreshLike.join('.'))).toBeNull();
  });
});

describe('session store', () => {
  it('starts signed in from a valid access cookie', () => {
    setCookie('accessToken', accessToken({ role: 5 }));
    const { store } = makeStore();
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: { role: 5 } });
  });

  it('starts as restoring when only the refresh marker exists', () => {
    setCookie('hasRefresh', '1');
    expect(makeStore().store.getState()).toMatchObject({ status: 'restoring', user: null });
  });

  it('login stores the access cookie and the user details', () => {
    const { store } = makeStore();
    const token = accessToken({ id: 3, role: 3 });
    store.login({ access: token, refresh: 'ignored' });
    expect(readAccessToken()).toBe(token);
    expect(store.getState()).toMatchObject({
      status: 'authenticated',
      access: token,
      user: { id: 3, role: 3 },
    });
  });

  it('login ignores an empty token', () => {
    const { store, sendLogout } = makeStore();
    store.login({ access: '' });
    expect(store.getState().user).toBeNull();
    expect(sendLogout).not.toHaveBeenCalled();
  });

  it('login with an undecodable token logs "Invalid token in login" and logs out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, sendLogout, navigate } = makeStore();
    store.login({ access: 'garbage' });
    expect(error).toHaveBeenCalledWith('Invalid token in login');
    expect(sendLogout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(store.getState().user).toBeNull();
    error.mockRestore();
  });

  it('logout calls the server, clears both cookies, empties the user and goes home', async () => {
    setCookie('accessToken', accessToken());
    setCookie('hasRefresh', '1');
    const { store, sendLogout, navigate } = makeStore();
    const after = vi.fn();
    store.setAfterLogout(after);
    await store.logout();
    expect(sendLogout).toHaveBeenCalledTimes(1);
    expect(readAccessToken()).toBeNull();
    expect(hasRefreshToken()).toBe(false);
    expect(store.getState()).toEqual({ user: null, access: null, status: 'guest' });
    expect(store.isLoggedOut()).toBe(true);
    expect(after).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a session the server ended stays on its page, so a staff page’s guard asks for a sign-in', async () => {
    setCookie('accessToken', accessToken());
    setCookie('hasRefresh', '1');
    const { store, sendLogout, navigate } = makeStore();
    store.notePage('/edit-report/40');
    await store.lose();
    expect(sendLogout).toHaveBeenCalledTimes(1);
    expect(readAccessToken()).toBeNull();
    expect(store.getState().status).toBe('guest');
    expect(navigate).not.toHaveBeenCalled();
    // the guard sends a logged-out page to '/' only when the person logged out there themselves
    expect(store.loggedOutFrom()).toBeNull();

    setCookie('accessToken', accessToken());
    store.hydrate();
    store.notePage('/edit-report/40');
    await store.logout();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(store.loggedOutFrom()).toBe('/edit-report/40');
  });

  it('joins logouts that overlap into one', async () => {
    setCookie('accessToken', accessToken());
    const { store, sendLogout } = makeStore();
    await Promise.all([store.logout(), store.logout()]);
    expect(sendLogout).toHaveBeenCalledTimes(1);
  });

  it('still ends the session locally when the server cannot be reached', async () => {
    setCookie('accessToken', accessToken());
    const store = createSessionStore({ sendLogout: () => Promise.reject(new TypeError('offline')) });
    store.setNavigator(() => {});
    await expect(store.logout()).resolves.toBeUndefined();
    expect(readAccessToken()).toBeNull();
  });
});
