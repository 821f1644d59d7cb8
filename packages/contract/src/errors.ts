import { z } from 'zod';

/** Every API error has this body (server-rules section 2). */
export const apiError = z.object({
  detail: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiError>;

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
  server: 'server_error',
} as const;
