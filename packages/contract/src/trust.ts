import { whenMissing, z } from './zod.ts';
import { EVALUATION_MESSAGES, SITE_PAGE_MESSAGES, TRUST_LIMITS } from './trust-messages.ts';

// The evaluations' definitions (edited by a super admin) and the editable site pages (about).

export * from './trust-messages.ts';

/** PATCH /news/Review-Result/{id}/: only the definition; title, colour and score stay as they are. */
export const evaluationUpdateBody = z.object({
  description: z
    .string({ error: whenMissing(EVALUATION_MESSAGES.descriptionRequired) })
    .trim()
    .max(TRUST_LIMITS.evaluationDescription, EVALUATION_MESSAGES.descriptionTooLong),
});
export type EvaluationUpdateBody = z.infer<typeof evaluationUpdateBody>;

/** GET /public/site-pages/{key}/: the page's cleaned HTML and when it was last edited (ISO 8601). */
export const sitePage = z.object({
  body: z.string(),
  updated_at: z.string().nullable(),
});
export type SitePage = z.infer<typeof sitePage>;

/** PUT /news/site-pages/{key}/: the page's new HTML, cleaned on the server. */
export const sitePageBody = z.object({
  body: z
    .string({ error: whenMissing(SITE_PAGE_MESSAGES.bodyRequired) })
    .max(TRUST_LIMITS.aboutBody, SITE_PAGE_MESSAGES.bodyTooLong),
});
export type SitePageBody = z.infer<typeof sitePageBody>;
