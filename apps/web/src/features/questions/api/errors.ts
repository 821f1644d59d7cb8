import { ApiRequestError } from '../../../lib/api/client';

/** The server's Persian sentence for a failed call, or `fallback` when it sent none. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.detail ? error.detail : fallback;
}
