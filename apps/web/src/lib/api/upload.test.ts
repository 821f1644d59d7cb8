import { BANNER_MESSAGES, REQUEST_MESSAGES } from '@rasti/contract/messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failureOf, freshClientEachTest } from '../../test/api-client';
import { accessToken, jsonResponse, setCookie } from '../../test/tokens';
import { hasRefreshToken, readAccessToken } from '../auth/cookies';
import { session } from '../auth/session-store';
import { getBanner } from '../ui/banner';
import { upload } from './upload';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network' | 'stall';

/** A stand-in XMLHttpRequest: records what is sent, reports progress in two steps, then answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static reply: (xhr: FakeXhr) => Reply = () => ({ status: 200, body: {} });

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  private responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onprogress: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  abort() {
    this.aborted = true;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const reply = FakeXhr.reply(this);
    if (reply === 'stall') return;
    queueMicrotask(() => {
      if (reply === 'network') {
        this.onerror?.();
        return;
      }
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
      this.upload.onload?.();
      this.status = reply.status;
      this.responseHeaders = { 'content-type': 'application/json', ...lower(reply.headers ?? {}) };
      this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
      this.onload?.();
    });
  }
}

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

const form = () => {
  const data = new FormData();
  data.append('title', 'عنوان');
  return data;
};

const failure = failureOf;

let fetchMock: ReturnType<typeof vi.fn>;

freshClientEachTest();
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fetchMock = vi.fn(async () => jsonResponse({ status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});

describe('upload', () => {
  it('sends the form with the bearer token and credentials, reports progress and answers the JSON', async () => {
    const token = accessToken({ role: 2 });
    setCookie('accessToken', token);
    FakeXhr.reply = () => ({ status: 201, body: { id: 12 } });
    const progress: number[] = [];
    const body = form();

    await expect(
      upload('/news/news-subject/', { method: 'POST', body, onProgress: (f) => progress.push(f) }),
    ).resolves.toEqual({ id: 12 });

    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/news/news-subject/', withCredentials: true });
    expect(xhr!.headers.Authorization).toBe(`Bearer ${token}`);
    expect(xhr!.body).toBe(body);
    expect(progress).toEqual([0.5, 1, 1]);
  });

  it('ends the session at once on a blocked account, as the JSON client does', async () => {
    setCookie('accessToken', accessToken({ role: 2 }));
    setCookie('hasRefresh', '1');
    session.hydrate();
    const blocked = 'حساب کاربری شما مسدود شده است.';
    FakeXhr.reply = () => ({ status: 403, body: { detail: blocked, code: 'account_blocked' } });

    const error = await failure(upload('/news/news-subject/', { method: 'POST', body: form() }));

    expect(error).toMatchObject({
      status: 403,
      loginRequired: true,
      detail: blocked,
      code: 'account_blocked',
    });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/token/logout/');
    expect(readAccessToken()).toBeNull();
    expect(session.getState().user).toBeNull();
  });

  it('keeps the session for any other 403 of an upload', async () => {
    setCookie('accessToken', accessToken({ role: 2 }));
    setCookie('hasRefresh', '1');
    session.hydrate();
    FakeXhr.reply = () => ({ status: 403, body: { detail: 'دسترسی ندارید.', code: 'permission_denied' } });
    const error = await failure(upload('/news/news-subject/', { method: 'POST', body: form() }));
    expect(error).toMatchObject({ status: 403, loginRequired: false });
    expect(readAccessToken()).not.toBeNull();
  });

  it('maps a 400 the way client.ts does: detail and fields for the form, no banner', async () => {
    setCookie('accessToken', accessToken({ role: 2 }));
    FakeXhr.reply = () => ({
      status: 400,
      body: { detail: 'لطفاً موارد زیر را تکمیل کنید: عنوان', code: 'validation', fields: { title: ['x'] } },
    });
    const error = await failure(upload('/news/news-subject/', { method: 'POST', body: form() }));
    expect(error).toMatchObject({
      status: 400,
      kind: 'other',
      detail: 'لطفاً موارد زیر را تکمیل کنید: عنوان',
      fields: { title: ['x'] },
      message: REQUEST_MESSAGES.other,
    });
    expect(getBanner()).toBeNull();
  });

  it('raises the red banner on 5xx and the yellow one when there is no answer', async () => {
    setCookie('accessToken', accessToken({ role: 2 }));
    FakeXhr.reply = () => ({ status: 503, body: { detail: 'x', code: 'y' } });
    expect((await failure(upload('/x/', { method: 'PATCH', body: form() }))).kind).toBe('server');
    expect(getBanner()).toMatchObject({ kind: 'server', message: BANNER_MESSAGES.server });

    FakeXhr.reply = () => 'network';
    const error = await failure(upload('/x/', { method: 'PATCH', body: form() }));
    expect(error).toMatchObject({ kind: 'network', message: REQUEST_MESSAGES.noResponse });
    expect(getBanner()).toMatchObject({ kind: 'network' });
  });

  it('times out after 20 s without any sign of life', async () => {
    vi.useFakeTimers();
    setCookie('accessToken', accessToken({ role: 2 }));
    FakeXhr.reply = () => 'stall';
    const pending = failure(upload('/x/', { method: 'POST', body: form() }));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(FakeXhr.sent[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('timeout');
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    expect(getBanner()).toMatchObject({ kind: 'timeout' });
  });

  it('on 401 refreshes through the shared queue once and retries with the new token', async () => {
    const oldToken = accessToken({ role: 2, jti: 'old' });
    const newToken = accessToken({ role: 2, jti: 'new' });
    setCookie('accessToken', oldToken);
    setCookie('hasRefresh', '1');
    session.hydrate();
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/token/refresh/'
        ? jsonResponse({ body: { access: newToken } })
        : jsonResponse({ status: 204 }),
    );
    FakeXhr.reply = (xhr) =>
      xhr.headers.Authorization === `Bearer ${newToken}`
        ? { status: 200, body: { id: 3 } }
        : { status: 401, body: { detail: 'x', code: 'token_not_valid' } };

    await expect(upload('/news/news-subject/3/', { method: 'PATCH', body: form() })).resolves.toEqual({
      id: 3,
    });
    expect(FakeXhr.sent.map((x) => x.headers.Authorization)).toEqual([
      `Bearer ${oldToken}`,
      `Bearer ${newToken}`,
    ]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/token/refresh/')).toHaveLength(1);
    expect(readAccessToken()).toBe(newToken);
  });

  it('asks to log in again when the refresh is refused, and ends the session', async () => {
    setCookie('accessToken', accessToken({ role: 2 }));
    setCookie('hasRefresh', '1');
    session.hydrate();
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/token/refresh/'
        ? jsonResponse({ status: 401, body: { detail: 'x', code: 'token_not_valid' } })
        : jsonResponse({ status: 204 }),
    );
    FakeXhr.reply = () => ({ status: 401, body: { detail: 'x', code: 'token_not_valid' } });

    const error = await failure(upload('/x/', { method: 'POST', body: form() }));
    expect(error).toMatchObject({ loginRequired: true, message: REQUEST_MESSAGES.loginAgain });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(readAccessToken()).toBeNull();
    expect(hasRefreshToken()).toBe(false);
    expect(getBanner()).toMatchObject({ kind: 'unauthorized' });
  });

  it('without a refresh token ends the session at once', async () => {
    setCookie('accessToken', accessToken({ role: 2 }));
    session.hydrate();
    FakeXhr.reply = () => ({ status: 401, body: { detail: 'x', code: 'y' } });
    const error = await failure(upload('/x/', { method: 'POST', body: form() }));
    expect(error.loginRequired).toBe(true);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/token/refresh/')).toHaveLength(0);
    expect(session.getState().user).toBeNull();
  });
});
