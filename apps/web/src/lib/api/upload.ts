import { LIMITS } from '@rasti/contract/limits';
import { hasRefreshToken, readAccessToken } from '../auth/cookies';
import { session } from '../auth/session-store';
import { buildUrl, restoreSession } from './client';
import { ApiRequestError, errorFromAnswer, loginRequiredError, parseAnswerBody } from './errors';
import { reportFailure } from './report';

// Multipart saves with upload progress. fetch cannot report upload progress, so this sends through
// XMLHttpRequest, with client.ts's rules: the bearer token, one refresh through the shared refresh
// queue on a 401 and a retry, the same ApiRequestError mapping and the same banner classifier.

export type UploadMethod = 'POST' | 'PATCH' | 'PUT';

export interface UploadOptions {
  method: UploadMethod;
  body: FormData;
  /** 0..1 as the body goes up; 1 once it is all sent */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

type Answer = { status: number; data: unknown; retryAfter: string | null };

/**
 * One exchange. The 20 s timeout of spec section 9 counts from the last sign of life (progress of the
 * body going up, or the answer coming down), so a large attachment on a slow line is not cut off while
 * it is still moving, and a stalled one still fails after 20 s.
 */
function send(path: string, opts: UploadOptions, token: string | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outer = opts.signal;
    if (outer?.aborted) {
      reject(outer.reason ?? new DOMException('The request was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
      fn();
    };
    const onTimeout = () => {
      finish(() => reject(new ApiRequestError({ status: null, kind: 'timeout' })));
      xhr.abort();
    };
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(onTimeout, LIMITS.requestTimeoutMs);
    };
    const onAbort = () => {
      finish(() => reject(outer?.reason ?? new DOMException('The request was aborted.', 'AbortError')));
      xhr.abort();
    };

    xhr.open(opts.method, buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      alive();
      if (event.lengthComputable && event.total > 0) opts.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      alive();
      opts.onProgress?.(1);
    };
    xhr.onprogress = alive;
    xhr.onload = () =>
      finish(() => {
        try {
          resolve({
            status: xhr.status,
            data: parseAnswerBody(xhr.responseText, xhr.getResponseHeader('Content-Type'), xhr.status),
            retryAfter: xhr.getResponseHeader('Retry-After'),
          });
        } catch (error) {
          reject(error);
        }
      });
    xhr.onerror = () => finish(() => reject(new ApiRequestError({ status: null, kind: 'network' })));
    outer?.addEventListener('abort', onAbort, { once: true });
    alive();
    xhr.send(opts.body);
  });
}

/**
 * After a 401: the token to retry with. The refresh goes through client.ts's restoreSession, i.e. the
 * one shared refresh queue (concurrent fetches and uploads wait for the same refresh), which also ends
 * the session when the server refuses the refresh token.
 */
async function renewAfter401(sentToken: string | null, status: number): Promise<string> {
  const current = readAccessToken();
  if (current && current !== sentToken) return current;
  if (!hasRefreshToken()) {
    if (sentToken || session.getState().user) void session.logout();
    throw loginRequiredError(status);
  }
  await restoreSession();
  const fresh = readAccessToken();
  if (fresh && fresh !== sentToken) return fresh;
  // refused: restoreSession has logged out; otherwise the refresh got no answer and the session stays
  if (!hasRefreshToken() || session.getState().status === 'guest') throw loginRequiredError(status);
  throw new ApiRequestError({ status: null, kind: 'network' });
}

async function perform(path: string, opts: UploadOptions): Promise<Answer> {
  const token = readAccessToken();
  let answer = await send(path, opts, token);
  if (answer.status === 401) {
    const fresh = await renewAfter401(token, answer.status);
    opts.onProgress?.(0);
    answer = await send(path, opts, fresh);
    if (answer.status === 401) {
      void session.logout();
      throw loginRequiredError(answer.status);
    }
  }
  if (answer.status < 200 || answer.status >= 300)
    throw errorFromAnswer(answer.status, answer.data, answer.retryAfter);
  return answer;
}

/**
 * Sends a multipart form to the API under /api (e.g. POST '/news/news-subject/') reporting the upload's
 * progress, and answers the JSON body. Failures are ApiRequestError and raise the banner as api() does.
 */
export async function upload<T>(path: string, opts: UploadOptions): Promise<T> {
  try {
    const answer = await perform(path, opts);
    return answer.data as T;
  } catch (error) {
    reportFailure(error, { method: opts.method, auth: true });
    throw error;
  }
}
