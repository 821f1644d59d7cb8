import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';

/** An error with a status and a Persian sentence for a person (server-rules section 2). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string = SERVER_MESSAGES.validation, fields?: Record<string, string[]>) =>
  new AppError(400, ERROR_CODES.validation, detail, fields);
export const unauthorized = (
  detail: string = SERVER_MESSAGES.unauthorized,
  code: string = ERROR_CODES.unauthorized,
) => new AppError(401, code, detail);
export const forbidden = (detail: string = SERVER_MESSAGES.forbidden, code: string = ERROR_CODES.forbidden) =>
  new AppError(403, code, detail);
export const notFound = (detail: string = SERVER_MESSAGES.notFound) =>
  new AppError(404, ERROR_CODES.notFound, detail);
export const conflict = (detail: string, fields?: Record<string, string[]>) =>
  new AppError(409, ERROR_CODES.conflict, detail, fields);
export const tooLarge = (detail: string = SERVER_MESSAGES.tooLarge) =>
  new AppError(413, ERROR_CODES.tooLarge, detail);
export const unsupportedMedia = (detail: string = SERVER_MESSAGES.unsupportedMedia, field?: string) =>
  new AppError(415, ERROR_CODES.unsupportedMedia, detail, field ? { [field]: [detail] } : undefined);
export const tooManyRequests = (retryAfterSeconds: number, detail: string = SERVER_MESSAGES.rateLimited) =>
  new AppError(429, ERROR_CODES.rateLimited, detail, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/**
 * A form's errors by field (a wrong id, a missing value): a 400 whose detail is the first field's first
 * message, with every field's under it; nothing when there are none.
 */
export function refuseFields(fields: Record<string, string[]>): void {
  const first = Object.values(fields)[0]?.[0];
  if (first) throw badRequest(first, fields);
}
