import { BANNER_MESSAGES } from '@rasti/contract/messages';
import { type BannerKind, showBanner } from '../ui/banner';
import { ApiRequestError } from './errors';

export type BannerReport = { kind: BannerKind; message: string };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The global classifier: which failures raise the network-error banner, in which colour.
 * Rule: no answer, timeout, 5xx and a lost session always; 403 and 404 only on loads (GET);
 * other 4xx (400, 409, 413, 422, 429...) belong to the form that sent the request.
 */
export function classifyFailure(
  error: unknown,
  request: { method: string; auth: boolean },
): BannerReport | null {
  if (isAbort(error)) return null;
  if (!(error instanceof ApiRequestError)) return { kind: 'other', message: BANNER_MESSAGES.unknown };
  const isLoad = request.method === 'GET';
  switch (error.kind) {
    case 'network':
      return { kind: 'network', message: BANNER_MESSAGES.network };
    case 'timeout':
      return { kind: 'timeout', message: BANNER_MESSAGES.timeout };
    case 'server':
      return { kind: 'server', message: BANNER_MESSAGES.server };
    case 'unauthorized':
      return request.auth ? { kind: 'unauthorized', message: BANNER_MESSAGES.unauthorized } : null;
    case 'forbidden':
      return isLoad ? { kind: 'other', message: BANNER_MESSAGES.forbidden } : null;
    case 'notFound':
      return isLoad ? { kind: 'other', message: BANNER_MESSAGES.notFound } : null;
    default:
      // an answer the app cannot read (no status, or a success with a broken body) is unexpected
      return error.status === null || error.status < 400
        ? { kind: 'other', message: BANNER_MESSAGES.unknown }
        : null;
  }
}

/** Raises the banner for a failed request when the classifier says the failure is the app's to show. */
export function reportFailure(error: unknown, request: { method: string; auth: boolean }): void {
  // on the server (a page being rendered) there is no banner: the browser loads what failed again
  if (typeof document === 'undefined') return;
  const report = classifyFailure(error, request);
  if (report) showBanner(report.kind, report.message);
}
