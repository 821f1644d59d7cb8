import { whenMissing, z } from './zod.ts';
import { LIMITS } from './limits.ts';
import { SERVER_MESSAGES } from './messages.ts';

/** `page` from 1 and `page_size` up to 100 (server-rules section 1). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(LIMITS.apiMaxPageSize).default(LIMITS.apiDefaultPageSize),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * A row's id in a path: ids are PostgreSQL integers, so one above 2 147 483 647 names no row and is a 400
 * from the schema, never a query the database refuses (a 500).
 */
export const MAX_ROW_ID = 2_147_483_647;
export const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

export const idParam = z.object({ id: rowId });

/** Query-string booleans: `true`, `1`, `false`, `0`. */
export const queryBool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const requiredText = (max: number) =>
  z
    .string({ error: whenMissing(SERVER_MESSAGES.fieldRequired) })
    .trim()
    .min(1, SERVER_MESSAGES.fieldRequired)
    .max(max);

/** A person's name as the API answers it: `full_name` is the two joined (it may be ''). */
export const personNameFields = {
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
};

/**
 * A verdict (an evaluation) as cards and lists show it under the answer's own key: `{key}` its id,
 * `{key}_title` and `{key}_color` (all null: none).
 */
export const verdictRefFields = <K extends string>(key: K) =>
  ({
    [key]: z.number().nullable(),
    [`${key}_title`]: z.string().nullable(),
    [`${key}_color`]: z.string().nullable(),
  }) as { [P in K]: z.ZodNullable<z.ZodNumber> } & {
    [P in `${K}_title` | `${K}_color`]: z.ZodNullable<z.ZodString>;
  };

/** A subject's category as cards and lists show it (null: none). */
export const categoryRefFields = {
  category: z.number().nullable(),
  category_title: z.string().nullable(),
  category_color: z.string().nullable(),
};
