import { whenMissing, z } from './zod.ts';
import { pageQuery, queryBool } from './common.ts';
import { Origin, STATUSES, type Status } from './enums.ts';
import { LIMITS } from './limits.ts';
import { toLatinDigits } from './persian.ts';

// The newsroom catalogue: categories, media outlets ("Media"), evaluations ("Review-Result"),
// subjects ("news-subject") and their sources ("Rumor"). Messages are spec section 5's, word for word.

export const CATEGORY_MESSAGES = {
  titleRequired: 'نام دسته الزامی است',
  titleDuplicate: 'نام دسته‌بندی تکراری است',
  colorRequired: 'رنگ زمینه الزامی است',
  colorInvalid: 'رنگ باید یک کد هگز مانند #1a2b3c باشد',
  created: 'دسته‌بندی جدید با موفقیت ثبت شد!',
  saved: 'تغییرات با موفقیت ذخیره شد!',
  failed: 'خطا در عملیات. لطفاً دوباره تلاش کنید.',
  loadFailed: 'خطا در دریافت دسته‌بندی‌ها',
} as const;

export const MEDIA_MESSAGES = {
  nameRequired: 'نام فارسی الزامی است',
  englishNameRequired: 'نام انگلیسی الزامی است',
  linkRequired: 'لینک الزامی است',
  linkInvalid: 'لینک باید یک نشانی معتبر http یا https باشد',
  originRequired: 'دسته‌بندی الزامی است',
  logoRequired: 'عکس الزامی است',
  inUse: 'این رسانه منبع ثبت‌شده دارد و قابل حذف نیست.',
  created: 'رسانه جدید با موفقیت ثبت شد!',
  saved: 'تغییرات با موفقیت ذخیره شد!',
  deleted: 'رسانه با موفقیت حذف شد!',
  failed: 'خطا در عملیات. لطفاً دوباره تلاش کنید.',
  deleteFailed: 'خطا در حذف رسانه. لطفاً دوباره تلاش کنید.',
} as const;

export const SOURCE_MESSAGES = {
  required: 'لطفاً تمام فیلدهای عنوان و خبرگزاری و چکیده را پر کنید',
  created: 'منبع با موفقیت ثبت شد',
  edited: 'منبع با موفقیت ویرایش شد',
  subjectRequired: 'موضوع منبع مشخص نشده است',
  unknownSubject: 'موضوع انتخاب‌شده وجود ندارد',
  unknownPublisher: 'خبرگزاری انتخاب‌شده وجود ندارد',
  unknownResult: 'ارزیابی انتخاب‌شده وجود ندارد',
  linkInvalid: 'لینک باید یک نشانی معتبر http یا https باشد',
  dateInvalid: 'تاریخ انتشار باید زمان یونیکس (ثانیه) باشد',
} as const;

export const ATTACHMENT_MESSAGES = {
  typeRefused: 'فایل ضمیمه فقط می‌تواند pdf، docx، xlsx، zip یا txt باشد.',
} as const;

/** The topic form's messages (spec section 5 and 8 quote them in English; this is their Persian). */
export const TOPIC_MESSAGES = {
  completePrefix: 'لطفاً موارد زیر را تکمیل کنید: ',
  priorityInvalid: 'اولویت باید عددی صحیح از ۱ تا ۵ باشد',
  statusInvalid: 'وضعیت انتخاب‌شده معتبر نیست',
  unknownCategory: 'دسته‌بندی انتخاب‌شده وجود ندارد',
  unknownEvaluation: 'ارزیابی انتخاب‌شده وجود ندارد',
  created: 'موضوع با موفقیت ایجاد شد',
  edited: 'موضوع با موفقیت ویرایش شد',
  saveFailed: 'خطا در ذخیره تغییرات',
  loadFailed: 'خطا در دریافت لیست موضوعات',
} as const;

/** The topic form's required fields in the order the message lists them, with their Persian names. */
export const TOPIC_REQUIRED_FIELDS = {
  title: 'عنوان',
  abstract: 'چکیده',
  content: 'محتوا',
  main_images: 'تصویر',
  category: 'دسته‌بندی',
  status: 'وضعیت',
  reviews: 'ارزیابی',
} as const;
export type TopicRequiredField = keyof typeof TOPIC_REQUIRED_FIELDS;

/** 'please complete the following: ' plus the comma-joined names of the missing fields. */
export const topicMissingMessage = (missing: readonly TopicRequiredField[]): string =>
  TOPIC_MESSAGES.completePrefix + missing.map((f) => TOPIC_REQUIRED_FIELDS[f]).join('، ');

/** Content counts as empty when nothing but tags and spaces is left (spec section 5). */
export const isHtmlBlank = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00A0/g, ' ')
    .trim().length === 0;

/** Unix seconds from a date value; values at or above 1e12 are milliseconds (spec section 5). */
export const toUnixSeconds = (value: number): number => Math.floor(value >= 1e12 ? value / 1000 : value);

/** Prefixes 'https://' when the link has no scheme (spec section 2, manage media). */
export const withScheme = (link: string): string => {
  const trimmed = link.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
};

// ---- form fields: multipart sends strings, JSON may send numbers; both are read the same way ----

/**
 * A number from a form field: text is read with Persian digits allowed, '' counts as absent (so `inner`
 * decides whether absent is fine) and anything that is not a number fails `inner`'s type check.
 */
const formNumber = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const s = toLatinDigits(v).trim();
    return s === '' ? undefined : Number(s);
  }, inner);

const idNumber = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
/** An optional row id from a form field or query. */
const optionalId = (message: string) => formNumber(idNumber(message).optional());

const formBool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean(),
);

const hexColor = z
  .string({ error: whenMissing(CATEGORY_MESSAGES.colorRequired) })
  .trim()
  .min(1, CATEGORY_MESSAGES.colorRequired)
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, CATEGORY_MESSAGES.colorInvalid);

export const statusSchema = z.union(
  STATUSES.map((s) => z.literal(s)) as [z.ZodLiteral<Status>, ...z.ZodLiteral<Status>[]],
  { error: TOPIC_MESSAGES.statusInvalid },
);
export const originSchema = z.union([z.literal(Origin.Internal), z.literal(Origin.External)], {
  error: MEDIA_MESSAGES.originRequired,
});

// ---- categories ----

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

// ---- media outlets ----

const linkField = z
  .string({ error: whenMissing(MEDIA_MESSAGES.linkRequired) })
  .trim()
  .min(1, MEDIA_MESSAGES.linkRequired)
  .max(2000)
  .transform(withScheme)
  .refine((v) => /^https?:\/\/[^\s/?#]+\.[^\s]*$|^https?:\/\/localhost(?:[:/]|$)/i.test(v), {
    message: MEDIA_MESSAGES.linkInvalid,
  });

/** Multipart fields of POST /news/Media/; the logo is a file part checked apart. */
export const mediaCreateBody = z.object({
  name: z
    .string({ error: whenMissing(MEDIA_MESSAGES.nameRequired) })
    .trim()
    .min(1, MEDIA_MESSAGES.nameRequired)
    .max(150),
  english_name: z
    .string({ error: whenMissing(MEDIA_MESSAGES.englishNameRequired) })
    .trim()
    .min(1, MEDIA_MESSAGES.englishNameRequired)
    .max(150),
  link: linkField,
  origin: formNumber(originSchema),
});
export const mediaUpdateBody = mediaCreateBody.partial();
export type MediaCreateBody = z.infer<typeof mediaCreateBody>;

export const media = z.object({
  id: z.number(),
  name: z.string(),
  english_name: z.string(),
  link: z.string(),
  logo: z.string().nullable(),
  origin: z.number(),
  rumor_count: z.number(),
});
export type Media = z.infer<typeof media>;
/** The public outlets directory: the same fields; rumor_count counts published sources of published subjects. */
export const publicMedia = media;

export const mediaListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  origin: formNumber(originSchema.optional()),
});

// ---- evaluations ----

/** A verdict kind as the agency table shows it (a column): no definition, to keep the home answer small. */
export const scoreType = z.object({
  id: z.number(),
  title: z.string(),
  color: z.string(),
  score: z.number(),
});
export type ScoreType = z.infer<typeof scoreType>;

/** A verdict kind with its definition (plain text, '' when none), as Review-Result answers it. */
export const evaluation = scoreType.extend({
  description: z.string(),
});
export type Evaluation = z.infer<typeof evaluation>;

// ---- sources ("Rumor") ----

/** The save payload of the source form (spec section 3); publisher, title and summary are required. */
export const sourceBody = z.object({
  news_subject: optionalId(SOURCE_MESSAGES.unknownSubject),
  subject_id: optionalId(SOURCE_MESSAGES.unknownSubject),
  title: z.string().trim().max(300).optional(),
  link: z
    .string()
    .trim()
    .max(2000)
    .transform(withScheme)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), { message: SOURCE_MESSAGES.linkInvalid })
    .optional(),
  publisher: optionalId(SOURCE_MESSAGES.unknownPublisher),
  date_published_rumor: formNumber(
    z
      .number({ error: SOURCE_MESSAGES.dateInvalid })
      .nonnegative(SOURCE_MESSAGES.dateInvalid)
      .max(1e14, SOURCE_MESSAGES.dateInvalid)
      .nullable()
      .optional(),
  ),
  result: formNumber(idNumber(SOURCE_MESSAGES.unknownResult).nullable().optional()),
  summary: z.string().trim().max(5000).optional(),
  status: formNumber(statusSchema.optional()),
});
export type SourceBody = z.infer<typeof sourceBody>;

export const source = z.object({
  id: z.number(),
  news_subject: z.number(),
  title: z.string(),
  link: z.string(),
  publisher: z.number(),
  publisher_name: z.string(),
  logo: z.string().nullable(),
  summary: z.string(),
  /** Unix seconds */
  date_published_rumor: z.number().nullable(),
  result_id: z.number().nullable(),
  reviews_color: z.string().nullable(),
  reviews_title: z.string().nullable(),
  status: z.number(),
});
export type Source = z.infer<typeof source>;

// ---- subjects ("news-subject") ----

/**
 * Multipart fields of the topic form. Every field is optional here so that create (all required) and
 * PATCH (only what is sent) share one reading; the required check is `topicMissingMessage`'s.
 */
export const subjectBody = z.object({
  title: z.string().trim().max(300).optional(),
  abstract: z.string().trim().max(5000).optional(),
  content: z
    .string()
    .max(4 * 1024 * 1024)
    .optional(),
  category: optionalId(TOPIC_MESSAGES.unknownCategory),
  status: formNumber(statusSchema.optional()),
  reviews: optionalId(TOPIC_MESSAGES.unknownEvaluation),
  priority: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const s = toLatinDigits(v).trim();
    // an emptied priority field resets to the default (spec section 5)
    return s === '' ? LIMITS.priorityDefault : Number(s);
  }, z
    .number({ error: TOPIC_MESSAGES.priorityInvalid })
    .int(TOPIC_MESSAGES.priorityInvalid)
    .min(LIMITS.priorityMin, TOPIC_MESSAGES.priorityInvalid)
    .max(LIMITS.priorityMax, TOPIC_MESSAGES.priorityInvalid)
    .optional()),
  hashtags: z.string().max(2000).optional(),
  keep_image: formBool.optional(),
});
export type SubjectBody = z.infer<typeof subjectBody>;

/** Hashtags as stored: each with one # prefix, no duplicates, joined by a space (spec section 5). */
export const normalizeHashtags = (raw: string): string => {
  const seen = new Set<string>();
  for (const token of raw.split(/\s+/)) {
    const tag = token.replace(/^#+/, '').trim();
    if (tag) seen.add(`#${tag}`);
  }
  return [...seen].join(' ');
};

export const subjectListItem = z.object({
  id: z.number(),
  title: z.string(),
  abstract: z.string(),
  main_images: z.string().nullable(),
  /** a smaller rendition for cards and lists */
  main_images_small: z.string().nullable(),
  category: z.number().nullable(),
  category_title: z.string().nullable(),
  category_color: z.string().nullable(),
  reviews: z.number().nullable(),
  reviews_title: z.string().nullable(),
  reviews_color: z.string().nullable(),
  status: z.number(),
  priority: z.number(),
  hashtags: z.string(),
  views: z.number(),
  date_published: z.string().nullable(),
});
export type SubjectListItem = z.infer<typeof subjectListItem>;

export const subjectReviewLink = z.object({
  id: z.number(),
  title: z.string(),
  status: z.number(),
  summary: z.string(),
  main_images: z.string().nullable(),
});
export const subjectQuestion = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  full_name: z.string(),
  register_date: z.string(),
  is_shown: z.boolean(),
});

export const subjectDetail = subjectListItem.extend({
  content: z.string(),
  file: z.string().nullable(),
  rumors: z.array(source),
  subject_reviews: z.array(subjectReviewLink),
  questions: z.array(subjectQuestion),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SubjectDetail = z.infer<typeof subjectDetail>;

export const subjectListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  category: optionalId(TOPIC_MESSAGES.unknownCategory),
  status: formNumber(statusSchema.optional()),
});

/** Public list: one sort flag at a time (spec section 7); without one, newest first. */
export const publicSubjectListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  category: optionalId(TOPIC_MESSAGES.unknownCategory),
  priority: queryBool,
  most_wanted: queryBool,
  views: queryBool,
  most_reviewed: queryBool,
});
