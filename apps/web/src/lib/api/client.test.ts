import { BANNER_MESSAGES, REQUEST_MESSAGES } from '@rasti/contract/messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failureOf, freshClientEachTest } from '../../test/api-client';
import { accessToken, clearAllCookies, jsonResponse, setCookie } from '../../test/tokens';
import { hasRefreshToken, readAccessToken } from '../auth/cookies';
import { session } from '../auth/session-store';
import { getBanner } from '../ui/banner';
import { api, apiPage, restoreSession } from './client';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

let fetchMock: ReturnType<typeof vi.fn<(input: string, init: RequestInit) => Promise<Response>>>;
const navigate = vi.fn();

function serve(handler: Handler) {
  fetchMock = vi.fn(async (input: string, init: RequestInit) => handler(input, init));
  vi.stubGlobal('fetch', fetchMock);
}

const bearer = (init: RequestInit) => new Headers(init.headers).get('Authorization');
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.startsWith(path));

const failure = failureOf;

freshClientEachTest(navigate);
beforeEach(() => navigate.mockReset());

describe('api: requests', () => {
  it("takes an answer's body already parsed when the transport hands it (a server render's kept answer)", async () => {
    const kept = Object.freeze({ id: 7 });
    serve(() => Object.assign(jsonResponse({ body: { id: 1 } }), { parsedBody: kept }));

    await expect(api('/public/home/', { auth: false })).resolves.toBe(kept);
  });

  it('sends the access cookie as a Bearer token, with credentials, under /api', async () => {
    const token = accessToken({ role: 2 });
    setCookie('accessToken', token);
    serve(() => jsonResponse({ body: { id: 1 } }));

    await expect(api('/accounts/users/me/')).resolves.toEqual({ id: 1 });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/accounts/users/me/');
    expect(bearer(init)).toBe(`Bearer ${token}`);
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
  });

  it('sends no Authorization header when auth is false or there is no token', async () => {
    setCookie('accessToken', accessToken());
    serve(() => jsonResponse({ body: { detail: 'ok' } }));
    await api('/accounts/users/request_authentication/', {
      method: 'POST',
      body: { mobile: '09120000001' },
      auth: false,
    });
    clearAllCookies();
    await api('/public/Faculty-users');
    expect(bearer(fetchMock.mock.calls[0]![1])).toBeNull();
    expect(bearer(fetchMock.mock.calls[1]![1])).toBeNull();
  });

  it('encodes JSON bodies and query strings, and leaves FormData to the browser', async () => {
    serve(() => jsonResponse({ status: 204 }));
    await api('/things/', {
      method: 'PATCH',
      body: { is_active: false },
      query: { page: 2, search: 'خبر', role: undefined, x: null, on: true },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/things/?page=2&search=${encodeURIComponent('خبر')}&on=true`);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"is_active":false}');

    const form = new FormData();
    form.append('first_name', 'علی');
    await api('/things/', { method: 'POST', body: form });
    const [, formInit] = fetchMock.mock.calls[1]!;
    expect(formInit.body).toBe(form);
    expect(new Headers(formInit.headers).has('Content-Type')).toBe(false);
  });

  it('reads the list total from X-Total-Count', async () => {
    serve(() => jsonResponse({ body: [{ id: 1 }, { id: 2 }], headers: { 'X-Total-Count': '42' } }));
    await expect(apiPage('/accounts/users/', { query: { page: 1, page_size: 2 } })).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 42,
    });
  });
});

describe('api: failures', () => {
  it('gives the not-found message with the server detail on 404, and a grey banner for a load', async () => {
    serve(() => jsonResponse({ status: 404, body: { detail: 'کاربر یافت نشد', code: 'not_found' } }));
    const error = await failure(api('/accounts/users/99/'));
    expect(error).toMatchObject({
      status: 404,
      kind: 'notFound',
      message: REQUEST_MESSAGES.notFound,
      detail: 'کاربر یافت نشد',
      code: 'not_found',
      loginRequired: false,
    });
    expect(getBanner()).toMatchObject({ kind: 'other', message: BANNER_MESSAGES.notFound });
  });

  it('classifies 5xx as a server error with a red banner', async () => {
    serve(() => jsonResponse({ status: 503, body: { detail: 'خطای سرور', code: 'server_error' } }));
    const error = await failure(api('/things/', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 503, kind: 'server', message: REQUEST_MESSAGES.other });
    expect(getBanner()).toMatchObject({ kind: 'server', message: BANNER_MESSAGES.server });
  });

  it('classifies a request without an answer as a network error with a yellow banner', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(api('/things/'));
    expect(error).toMatchObject({ status: null, kind: 'network', message: REQUEST_MESSAGES.noResponse });
    expect(getBanner()).toMatchObject({ kind: 'network', message: BANNER_MESSAGES.network });
  });

  it('aborts after 20 s and classifies it as a timeout with an orange banner', async () => {
    vi.useFakeTimers();
    serve(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(api('/slow/'));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetchMock.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ status: null, kind: 'timeout', message: REQUEST_MESSAGES.noResponse });
    expect(getBanner()).toMatchObject({ kind: 'timeout', message: BANNER_MESSAGES.timeout });
  });

  it('keeps form errors out of the banner and hands their fields to the form', async () => {
    serve(() =>
      jsonResponse({
        status: 409,
        body: {
          detail: 'این شماره موبایل قبلاً ثبت شده است.',
          code: 'conflict',
          fields: { mobile: ['تکراری'] },
        },
      }),
    );
    const error = await failure(api('/accounts/users/', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 409, kind: 'other', message: REQUEST_MESSAGES.other });
    expect(error.fields).toEqual({ mobile: ['تکراری'] });
    expect(getBanner()).toBeNull();
  });

  it('raises no banner for a 403 or 404 answer to a write', async () => {
    serve(() => jsonResponse({ status: 403, body: { detail: 'ممنوع', code: 'permission_denied' } }));
    const error = await failure(api('/things/1/', { method: 'DELETE' }));
    expect(error.kind).toBe('forbidden');
    expect(getBanner()).toBeNull();
  });

  it('reads Retry-After on 429', async () => {
    serve(() =>
      jsonResponse({
        status: 429,
        body: { detail: 'صبر کنید', code: 'throttled' },
        headers: { 'Retry-After': '42' },
      }),
    );
    const error = await failure(
      api('/accounts/users/request_authentication/', { method: 'POST', body: {}, auth: false }),
    );
    expect(error.retryAfter).toBe(42);
  });

  it('passes a cancellation by the caller through without a banner', async () => {
    serve(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = api('/things/', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(getBanner()).toBeNull();
  });
});

describe('api: token refresh on 401', () => {
  it('refreshes once for two concurrent 401s and retries both with the new token', async () => {
    const oldToken = accessToken({ jti: 'old' });
    const newToken = accessToken({ jti: 'new' });
    setCookie('accessToken', oldToken);
    setCookie('hasRefresh', '1');
    session.hydrate();
    serve(async (url, init) => {
      if (url === '/api/token/refresh/') {
        // hold the refresh until both requests have seen their 401
        await new Promise((resolve) => setTimeout(resolve, 20));
        return jsonResponse({ body: { access: newToken, refresh: 'rotated' } });
      }
      return bearer(init) === `Bearer ${newToken}`
        ? jsonResponse({ body: { url } })
        : jsonResponse({ status: 401, body: { detail: 'توکن نامعتبر', code: 'token_not_valid' } });
    });

    const [a, b] = await Promise.all([api('/a/'), api('/b/')]);

    expect(a).toEqual({ url: '/api/a/' });
    expect(b).toEqual({ url: '/api/b/' });
    const refreshCalls = calls('/api/token/refresh/');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]![1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(calls('/api/a/').map(([, init]) => bearer(init))).toEqual([
      `Bearer ${oldToken}`,
      `Bearer ${newToken}`,
    ]);
    expect(calls('/api/b/').map(([, init]) => bearer(init))).toEqual([
      `Bearer ${oldToken}`,
      `Bearer ${newToken}`,
    ]);
    expect(readAccessToken()).toBe(newToken);
    expect(session.getState().access).toBe(newToken);
  });

  it('logs out and asks to log in again when the refresh is refused', async () => {
    setCookie('accessToken', accessToken());
    setCookie('hasRefresh', '1');
    session.hydrate();
    serve((url) => {
      if (url === '/api/token/logout/') return jsonResponse({ status: 204 });
      return jsonResponse({ status: 401, body: { detail: 'نشست شما معتبر نیست.', code: 'token_not_valid' } });
    });

    const error = await failure(api('/accounts/users/me/'));

    expect(error).toMatchObject({
      status: 401,
      kind: 'unauthorized',
      loginRequired: true,
      message: REQUEST_MESSAGES.loginAgain,
    });
    expect(calls('/api/token/refresh/')).toHaveLength(1);
    expect(calls('/api/accounts/users/me/')).toHaveLength(1);
    expect(calls('/api/token/logout/')).toHaveLength(1);
    expect(readAccessToken()).toBeNull();
    expect(hasRefreshToken()).toBe(false);
    expect(session.getState().user).toBeNull();
    // not the ordinary logout's return to '/': the page stays and its guard asks for a sign-in (/login)
    expect(navigate).not.toHaveBeenCalled();
    expect(session.loggedOutFrom()).toBeNull();
    expect(getBanner()).toMatchObject({ kind: 'unauthorized', message: BANNER_MESSAGES.unauthorized });
  });

  it('ends the session at once when the server answers that the signed-in account is blocked', async () => {
    setCookie('accessToken', accessToken());
    setCookie('hasRefresh', '1');
    session.hydrate();
    const blocked = 'حساب کاربری شما مسدود شده است.';
    serve((url) => {
      if (url === '/api/token/logout/') return jsonResponse({ status: 204 });
      return jsonResponse({ status: 403, body: { detail: blocked, code: 'account_blocked' } });
    });

    const error = await failure(api('/accounts/users/me/'));

    expect(error).toMatchObject({
      status: 403,
      loginRequired: true,
      detail: blocked,
      code: 'account_blocked',
    });
    expect(calls('/api/token/refresh/')).toHaveLength(0);
    expect(calls('/api/token/logout/')).toHaveLength(1);
    expect(readAccessToken()).toBeNull();
    expect(session.getState().user).toBeNull();
  });

  it('keeps the session for any other 403', async () => {
    setCookie('accessToken', accessToken());
    setCookie('hasRefresh', '1');
    session.hydrate();
    serve(() => jsonResponse({ status: 403, body: { detail: 'دسترسی ندارید.', code: 'permission_denied' } }));

    const error = await failure(api('/news/Category/', { method: 'POST', body: {} }));

    expect(error).toMatchObject({ status: 403, loginRequired: false });
    expect(calls('/api/token/logout/')).toHaveLength(0);
    expect(readAccessToken()).not.toBeNull();
  });

  it('does not try a refresh without the refresh marker, and ends the session', async () => {
    setCookie('accessToken', accessToken());
    session.hydrate();
    serve((url) =>
      url === '/api/token/logout/'
        ? jsonResponse({ status: 204 })
        : jsonResponse({ status: 401, body: { detail: 'x', code: 'y' } }),
    );

    const error = await failure(api('/accounts/users/me/'));

    expect(error.loginRequired).toBe(true);
    expect(error.message).toBe('لطفاً دوباره وارد شوید.');
    expect(calls('/api/token/refresh/')).toHaveLength(0);
    expect(readAccessToken()).toBeNull();
    expect(session.getState().user).toBeNull();
  });

  it('keeps the session when the refresh gets no answer', async () => {
    const token = accessToken();
    setCookie('accessToken', token);
    setCookie('hasRefresh', '1');
    session.hydrate();
    serve((url) => {
      if (url === '/api/token/refresh/') throw new TypeError('Failed to fetch');
      return jsonResponse({ status: 401, body: { detail: 'x', code: 'token_not_valid' } });
    });

    const error = await failure(api('/accounts/users/me/'));

    expect(error).toMatchObject({ kind: 'network', loginRequired: false });
    expect(readAccessToken()).toBe(token);
    expect(calls('/api/token/logout/')).toHaveLength(0);
  });

  it('does not refresh for calls made without auth', async () => {
    setCookie('hasRefresh', '1');
    serve(() => jsonResponse({ status: 401, body: { detail: 'توکن نامعتبر است', code: 'token_not_valid' } }));
    const error = await failure(
      api('/accounts/users/verify_authentication/', { method: 'POST', body: {}, auth: false }),
    );
    expect(error).toMatchObject({ status: 401, kind: 'unauthorized', loginRequired: false });
    expect(calls('/api/token/refresh/')).toHaveLength(0);
    expect(getBanner()).toBeNull();
  });
});

describe('restoreSession (start-up with only the refresh cookie)', () => {
  it('signs the user back in with the refreshed access token', async () => {
    setCookie('hasRefresh', '1');
    session.hydrate();
    expect(session.getState().status).toBe('restoring');
    const token = accessToken({ role: 3, full_name: 'سارا کریمی' });
    serve(() => jsonResponse({ body: { access: token, refresh: 'rotated' } }));

    await restoreSession();

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/token/refresh/');
    expect(session.getState()).toMatchObject({
      status: 'authenticated',
      user: { role: 3, full_name: 'سارا کریمی' },
    });
    expect(readAccessToken()).toBe(token);
  });

  it('ends the session when the server refuses the refresh token', async () => {
    setCookie('hasRefresh', '1');
    session.hydrate();
    serve((url) =>
      url === '/api/token/logout/'
        ? jsonResponse({ status: 204 })
        : jsonResponse({ status: 401, body: { detail: 'نشست شما معتبر نیست.', code: 'token_not_valid' } }),
    );

    await restoreSession();

    expect(hasRefreshToken()).toBe(false);
    expect(session.getState().status).toBe('guest');
    expect(calls('/api/token/logout/')).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(getBanner()?.kind).toBe('unauthorized');
  });

  it('shows the visitor view but keeps the refresh cookie when the server cannot be reached', async () => {
    setCookie('hasRefresh', '1');
    session.hydrate();
    serve(() => {
      throw new TypeError('Failed to fetch');
    });

    await restoreSession();

    expect(session.getState().status).toBe('guest');
    expect(hasRefreshToken()).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
