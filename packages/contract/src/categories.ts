import { whenMissing, z } from './zod.ts';
import { CATEGORY_MESSAGES } from './category-messages.ts';
import { pageQuery } from './common.ts';
import { LIMITS } from './limits.ts';

// Categories (news/Category): a subject's category, with its background colour.

export * from './category-messages.ts';

const hexColor = z
  .string({ error: whenMissing(CATEGORY_MESSAGES.colorRequired) })
  .trim()
  .min(1, CATEGORY_MESSAGES.colorRequired)
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, CATEGORY_MESSAGES.colorInvalid);

export const categoryCreateBody = z.object({
  title: z
    .string({ error: whenMissing(CATEGORY_MESSAGES.titleRequired) })
    .trim()
    .min(1, CATEGORY_MESSAGES.titleRequired)
    .max(LIMITS.nameMaxLength),
  color: hexColor,
});
export const categoryUpdateBody = categoryCreateBody.partial();
export type CategoryCreateBody = z.infer<typeof categoryCreateBody>;

export const category = z.object({ id: z.number(), title: z.string(), color: z.string() });
export type Category = z.infer<typeof category>;

export const categoryListQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
