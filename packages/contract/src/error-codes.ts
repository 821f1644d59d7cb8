// The API's error codes, kept apart from the error body's zod schema (errors.ts, which re-exports them)
// so the web's request layer, loaded by every page, carries no schema library.

export const ERROR_CODES = {
  validation: 'validation_error',
  unauthorized: 'not_authenticated',
  tokenInvalid: 'token_not_valid',
  forbidden: 'permission_denied',
  blocked: 'account_blocked',
  notFound: 'not_found',
  conflict: 'conflict',
  tooLarge: 'payload_too_large',
  unsupportedMedia: 'unsupported_media_type',
  rateLimited: 'throttled',
  codeInvalid: 'code_invalid',
  timeout: 'request_timeout',
  headersTooLarge: 'headers_too_large',
  server: 'server_error',
  unavailable: 'service_unavailable',
} as const;
