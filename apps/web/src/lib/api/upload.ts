import { LIMITS } from '@rasti/contract/limits';
import { type Answer, buildUrl, requestWith } from './client';
import { ApiRequestError, parseAnswerBody } from './errors';

// Multipart saves with upload progress. fetch cannot report upload progress, so this sends through
// XMLHttpRequest; everything else (token, refresh, blocked account, errors, banner) is client.ts's
// one request core.

export type UploadMethod = 'POST' | 'PATCH' | 'PUT';

export interface UploadOptions {
  method: UploadMethod;
  body: FormData;
  /** 0..1 as the body goes up; 1 once it is all sent */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

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
          const headers = new Headers();
          const retryAfter = xhr.getResponseHeader('Retry-After');
          if (retryAfter !== null) headers.set('Retry-After', retryAfter);
          resolve({
            status: xhr.status,
            ok: xhr.status >= 200 && xhr.status < 300,
            headers,
            data: parseAnswerBody(xhr.responseText, xhr.getResponseHeader('Content-Type'), xhr.status),
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
 * Sends a multipart form to the API under /api (e.g. POST '/news/news-subject/') reporting the upload's
 * progress, and answers the JSON body. Failures are ApiRequestError and raise the banner as api() does.
 */
export async function upload<T>(path: string, opts: UploadOptions): Promise<T> {
  const answer = await requestWith((token) => send(path, opts, token), {
    method: opts.method,
    auth: true,
    // the retry after a refresh sends the whole body again
    beforeRetry: () => opts.onProgress?.(0),
  });
  return answer.data as T;
}
