import { REQUEST_MESSAGES } from '@rasti/contract/messages';

export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'server'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'other';

export type ApiRequestErrorInit = {
  status: number | null;
  kind: ApiErrorKind;
  detail?: string;
  code?: string;
  fields?: Record<string, string[]>;
  loginRequired?: boolean;
  retryAfter?: number;
};

function messageFor(init: ApiRequestErrorInit): string {
  if (init.loginRequired) return REQUEST_MESSAGES.loginAgain;
  switch (init.kind) {
    case 'network':
    case 'timeout':
      return REQUEST_MESSAGES.noResponse;
    case 'unauthorized':
      return REQUEST_MESSAGES.loginAgain;
    case 'notFound':
      return REQUEST_MESSAGES.notFound;
    default:
      return REQUEST_MESSAGES.other;
  }
}

/**
 * A failed API call. `message` is the request layer's Persian sentence (spec section 8);
 * `detail` is the server's own Persian sentence when it sent one.
 */
export class ApiRequestError extends Error {
  status: number | null;
  kind: ApiErrorKind;
  detail?: string;
  code?: string;
  fields?: Record<string, string[]>;
  loginRequired: boolean;
  /** Seconds to wait, from Retry-After on 429. */
  retryAfter?: number;

  constructor(init: ApiRequestErrorInit) {
    super(messageFor(init));
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.kind = init.kind;
    this.loginRequired = init.loginRequired ?? false;
    if (init.detail !== undefined) this.detail = init.detail;
    if (init.code !== undefined) this.code = init.code;
    if (init.fields !== undefined) this.fields = init.fields;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
  }
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status >= 500) return 'server';
  return 'other';
}

export const isApiRequestError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError;

/** The error a session that cannot go on answers with: the caller asks the user to log in again. */
export const loginRequiredError = (status: number | null) =>
  new ApiRequestError({ status, kind: 'unauthorized', loginRequired: true });

/**
 * An answer's body read from its text: JSON when the Content-Type says so, else the text itself. A
 * success whose JSON is broken is an error; a failure's broken body reads as none.
 */
export function parseAnswerBody(text: string, contentType: string | null, status: number): unknown {
  if (!text) return undefined;
  if (!(contentType ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    if (status >= 200 && status < 300) throw new ApiRequestError({ status, kind: 'other' });
    return undefined;
  }
}

/** The ApiRequestError of a failed answer: its kind by status, the server's detail, code and fields. */
export function errorFromAnswer(
  status: number,
  data: unknown,
  retryAfterHeader: string | null,
): ApiRequestError {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const retryAfter = Number(retryAfterHeader);
  return new ApiRequestError({
    status,
    kind: kindForStatus(status),
    detail: typeof body.detail === 'string' ? body.detail : undefined,
    code: typeof body.code === 'string' ? body.code : undefined,
    fields:
      typeof body.fields === 'object' && body.fields !== null
        ? (body.fields as Record<string, string[]>)
        : undefined,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
}

/** The server's Persian sentence for a failed call, or `fallback` when it sent none. */
export function errorDetail(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.detail ? error.detail : fallback;
}

/** The first message per field of a 400 answer; form field names are the API's snake_case names. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiRequestError) || !error.fields) return out;
  for (const [field, messages] of Object.entries(error.fields)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}
