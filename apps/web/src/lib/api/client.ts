import { ERROR_CODES } from '@rasti/contract/error-codes';
import { LIMITS } from '@rasti/contract/limits';
import { hasRefreshToken, readAccessToken } from '../auth/cookies';
import { session } from '../auth/session-store';
import { showBanner } from '../ui/banner';
import { ApiRequestError, errorFromAnswer, loginRequiredError, parseAnswerBody } from './errors';
import { createRefreshQueue } from './refresh-queue';
import { reportFailure } from './report';

export type { ApiErrorKind } from './errors';
export { ApiRequestError } from './errors';

const API_BASE = '/api';

/**
 * How a request goes out: the browser's fetch, or, when the server renders a page, the server's own
 * in-process handler (set once by the server entry; the browser never changes it).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

type QueryValue = string | number | boolean | undefined | null;

export type ApiOptions = {
  method?: string;
  /** JSON-encoded unless it is FormData. */
  body?: unknown | FormData;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Send the bearer token and refresh it on 401; default true. */
  auth?: boolean;
  /** 'blob': a successful answer's body is read as bytes (a private picture), not as JSON */
  as?: 'blob';
};

/** A server's answer, body read; both transports (fetch here, XMLHttpRequest in upload.ts) give this. */
export type Answer = { status: number; ok: boolean; headers: Headers; data: unknown };

/** One exchange with the server, sending this bearer token (or none). */
export type Exchange = (token: string | null) => Promise<Answer>;

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  // a server render's transport hands an answer it keeps already parsed (and frozen): ADR 23, second attempt
  const parsed = (response as Response & { parsedBody?: unknown }).parsedBody;
  if (parsed !== undefined) return parsed;
  return parseAnswerBody(await response.text(), response.headers.get('Content-Type'), response.status);
}

/** One HTTP exchange, body included, under the 20 s timeout. */
async function send(path: string, opts: ApiOptions, token: string | null): Promise<Answer> {
  const method = (opts.method ?? 'GET').toUpperCase();
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(opts.body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const outer = opts.signal;
  if (outer?.aborted) throw outer.reason ?? new DOMException('The request was aborted.', 'AbortError');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LIMITS.requestTimeoutMs);
  const forwardAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await transport(buildUrl(path, opts.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    const data = opts.as === 'blob' && response.ok ? await response.blob() : await readBody(response);
    return { status: response.status, ok: response.ok, headers: response.headers, data };
  } catch (cause) {
    if (cause instanceof ApiRequestError) throw cause;
    if (timedOut) throw new ApiRequestError({ status: null, kind: 'timeout' });
    // the caller cancelled (e.g. a query that is no longer needed): pass the abort through untouched
    if (outer?.aborted) throw cause;
    throw new ApiRequestError({ status: null, kind: 'network' });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}

const failure = (answer: Answer) =>
  errorFromAnswer(answer.status, answer.data, answer.headers.get('Retry-After'));

/** The server turned the refresh token down: the session is over. */
class RefreshRejected extends Error {}

async function exchangeRefreshToken(): Promise<string> {
  // body {}: the server reads the httpOnly refresh cookie
  const answer = await send('/token/refresh/', { method: 'POST', body: {} }, null);
  if (answer.status >= 500) throw failure(answer);
  const access = (answer.data as { access?: unknown } | undefined)?.access;
  if (!answer.ok || typeof access !== 'string' || !access) throw new RefreshRejected();
  if (!session.setAccess(access)) throw new RefreshRejected();
  return access;
}

const refreshQueue = createRefreshQueue(exchangeRefreshToken);

/**
 * Ends the session locally and on the server; the caller then tells the user to log in again. Not the
 * ordinary logout, which goes to '/': the page stays, and a staff page's guard sends the person to /login.
 */
function sessionLost(): void {
  void session.lose();
}

/**
 * The session check's way back in when only the refresh cookie is left: trade it for an access
 * token. A refused refresh ends the session; one that got no answer leaves it for the next check.
 */
export async function restoreSession(): Promise<void> {
  try {
    await refreshQueue.run();
  } catch (error) {
    if (error instanceof RefreshRejected) {
      sessionLost();
      showBanner('unauthorized');
    } else {
      session.endRestoring();
    }
  }
}

/** After a 401: the token to retry with, or a loginRequired error. */
async function renewAfter401(sentToken: string | null, status: number): Promise<string> {
  const current = readAccessToken();
  // another request refreshed while this one was on the wire: just retry with the new token
  if (current && current !== sentToken) return current;
  if (!hasRefreshToken()) {
    if (sentToken || session.getState().user) sessionLost();
    throw loginRequiredError(status);
  }
  try {
    return await refreshQueue.run();
  } catch (error) {
    // a refresh that got no answer (network, timeout, 5xx) does not end the session
    if (!(error instanceof RefreshRejected)) throw error;
    sessionLost();
    throw loginRequiredError(status);
  }
}

async function perform(exchange: Exchange, useAuth: boolean, beforeRetry?: () => void): Promise<Answer> {
  const token = useAuth ? readAccessToken() : null;
  let answer = await exchange(token);
  if (answer.status === 401 && useAuth) {
    const fresh = await renewAfter401(token, answer.status);
    beforeRetry?.();
    answer = await exchange(fresh);
    if (answer.status === 401) {
      sessionLost();
      throw loginRequiredError(answer.status);
    }
  }
  if (!answer.ok) {
    const error = failure(answer);
    // blocked while signed in (server-rules section 3): the session ends now, not when the token expires
    if (answer.status === 403 && token && error.code === ERROR_CODES.blocked) {
      sessionLost();
      throw new ApiRequestError({
        status: answer.status,
        kind: 'unauthorized',
        detail: error.detail,
        code: error.code,
        loginRequired: true,
      });
    }
    throw error;
  }
  return answer;
}

/**
 * The one request core of every call, JSON (fetch) and upload (XMLHttpRequest) alike: the bearer token,
 * one shared refresh on a 401 and a retry, the session ended on a blocked account's 403, Persian errors
 * and the banner.
 */
export async function requestWith(
  exchange: Exchange,
  opts: { method: string; auth: boolean; beforeRetry?: () => void },
): Promise<Answer> {
  try {
    return await perform(exchange, opts.auth, opts.beforeRetry);
  } catch (error) {
    reportFailure(error, { method: opts.method, auth: opts.auth });
    throw error;
  }
}

const request = (path: string, opts: ApiOptions): Promise<Answer> =>
  requestWith((token) => send(path, opts, token), {
    method: (opts.method ?? 'GET').toUpperCase(),
    auth: opts.auth !== false,
  });

/** Calls the API under /api (e.g. '/accounts/users/me/') and answers its JSON body. */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const answer = await request(path, opts);
  return answer.data as T;
}

/**
 * Calls the API under /api and answers its status and headers beside its JSON body (an answer whose status
 * or Location says more than its body: the ask form's 202 while a picture's words are read).
 */
export async function apiAnswer<T>(
  path: string,
  opts: ApiOptions = {},
): Promise<{ status: number; headers: Headers; data: T }> {
  const answer = await request(path, opts);
  return { status: answer.status, headers: answer.headers, data: answer.data as T };
}

/**
 * Bytes behind the bearer token (a question's private pictures, which /media never serves): an <img> cannot
 * send the token, so the page shows them from an object URL of these bytes.
 */
export async function apiBlob(path: string, opts: Omit<ApiOptions, 'as'> = {}): Promise<Blob> {
  const answer = await request(path, { ...opts, as: 'blob' });
  return answer.data as Blob;
}

/** A list call: the items and the total from the X-Total-Count header. */
export async function apiPage<T>(
  path: string,
  opts: ApiOptions = {},
): Promise<{ items: T[]; total: number }> {
  const answer = await request(path, opts);
  const items = Array.isArray(answer.data) ? (answer.data as T[]) : [];
  const header = answer.headers.get('X-Total-Count');
  const total =
    header !== null && header.trim() !== '' && Number.isFinite(Number(header))
      ? Number(header)
      : items.length;
  return { items, total };
}
