import { z } from './zod.ts';

/** Every API error has this body (server-rules section 2). */
export const apiError = z.object({
  detail: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export * from './error-codes.ts';
