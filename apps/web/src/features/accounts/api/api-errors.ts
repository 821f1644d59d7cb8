import { ApiRequestError } from '../../../lib/api/client';

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
