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
