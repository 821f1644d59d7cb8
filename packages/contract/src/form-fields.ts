import { STATUSES, type Status } from './enums.ts';
import { withScheme } from './form-rules.ts';
import { toLatinDigits } from './persian.ts';
import { z } from './zod.ts';

// Form fields of the newsroom's schemas: multipart sends strings, JSON may send numbers; both are read
// the same way. Shared by the subjects, sources, outlets and reviews schemas (not exported by the package).

/** Text read with Persian digits allowed; '' counts as absent. */
const toNumber = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const s = toLatinDigits(v).trim();
  return s === '' ? undefined : Number(s);
};

/**
 * A number from a form field: '' counts as absent (so `inner` decides whether absent is fine) and
 * anything that is not a number fails `inner`'s type check.
 */
export const formNumber = <T extends z.ZodType>(inner: T) => z.preprocess(toNumber, inner);

const rowId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
/** An optional row id from a form field or query. */
export const optionalRowId = (message: string) => formNumber(rowId(message).optional());
/** An optional row id that null or '' clears. */
export const nullableRowId = (message: string) => formNumber(rowId(message).nullable().optional());

export const formBool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean(),
);

/** A subject or review status (spec section 4), with the form's own message. */
export const statusField = (message: string) =>
  z.union(STATUSES.map((s) => z.literal(s)) as [z.ZodLiteral<Status>, ...z.ZodLiteral<Status>[]], {
    error: message,
  });

/** An optional web link: a scheme is added when missing; '' is kept (no link). */
export const optionalWebLink = (message: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .transform(withScheme)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), { message })
    .optional();

/** An optional date in Unix seconds (milliseconds accepted); null clears it. */
export const optionalUnixDate = (message: string) =>
  formNumber(z.number({ error: message }).nonnegative(message).max(1e14, message).nullable().optional());
