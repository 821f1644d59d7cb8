import { z } from './zod.ts';
import { fileUrl } from './file-fields.ts';
import * as field from './form-fields.ts';
import { SOURCE_MESSAGES } from './source-messages.ts';
import { SUBJECT_MESSAGES } from './subject-messages.ts';

// Sources (news/Rumor): where a subject's claim appeared, with the outlet and the verdict given to it.

export * from './source-messages.ts';

/** The save payload of the source form (spec section 3); publisher, title and summary are required. */
export const sourceBody = z.object({
  news_subject: field.optionalRowId(SOURCE_MESSAGES.unknownSubject),
  subject_id: field.optionalRowId(SOURCE_MESSAGES.unknownSubject),
  title: z.string().trim().max(300).optional(),
  link: field.optionalWebLink(SOURCE_MESSAGES.linkInvalid),
  publisher: field.optionalRowId(SOURCE_MESSAGES.unknownPublisher),
  date_published_rumor: field.optionalUnixDate(SOURCE_MESSAGES.dateInvalid),
  result: field.nullableRowId(SOURCE_MESSAGES.unknownResult),
  summary: z.string().trim().max(5000).optional(),
  status: field.formNumber(field.statusField(SUBJECT_MESSAGES.statusInvalid).optional()),
});
export type SourceBody = z.infer<typeof sourceBody>;

export const source = z.object({
  id: z.number(),
  news_subject: z.number(),
  title: z.string(),
  link: z.string(),
  publisher: z.number(),
  publisher_name: z.string(),
  logo: fileUrl(),
  summary: z.string(),
  /** Unix seconds */
  date_published_rumor: z.number().nullable(),
  result_id: z.number().nullable(),
  reviews_color: z.string().nullable(),
  reviews_title: z.string().nullable(),
  status: z.number(),
});
export type Source = z.infer<typeof source>;
