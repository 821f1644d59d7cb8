import { z } from './zod.ts';
import { pageQuery, personNameFields } from './common.ts';
import { fileUrl } from './file-fields.ts';
import { FACULTY_MESSAGES } from './faculty-messages.ts';

// The scientific board ("Faculty-users"): active role-4 users, shown to everyone.

export * from './faculty-messages.ts';

export const facultyMember = z.object({
  id: z.number(),
  ...personNameFields,
  avatar: fileUrl(),
  /** may be '' (the page shows 'توضیحات موجود نیست') */
  abstract: z.string(),
  /** how many published reviews the member wrote */
  published_count: z.number(),
});
export type FacultyMember = z.infer<typeof facultyMember>;

/** The list: oldest member first (the slideshow shows the first 3); `search` matches the name. */
export const facultyListQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });

/** A member id; anything else is 400 'شناسه هیئت علمی نامعتبر است'. */
export const facultyIdParam = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: FACULTY_MESSAGES.invalidId })
      .int(FACULTY_MESSAGES.invalidId)
      .positive(FACULTY_MESSAGES.invalidId)
      .max(2_147_483_647, FACULTY_MESSAGES.invalidId),
  ),
});
