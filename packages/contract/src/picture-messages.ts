// Pictures a reader asks about (ADR 30): the limits and messages the ask form and the server share, without zod
// (ADR 16), so the public ask page can read them.

export const PICTURE_LIMITS = {
  /** bytes of one picture */
  maxBytes: 10 * 1024 * 1024,
  /** pixels of one picture (width x height): a decompression bomb is refused before it is decoded */
  maxPixels: 40_000_000,
  /** bytes of a picture's metadata (EXIF, ICC, XMP, IPTC together) */
  maxMetadataBytes: 256 * 1024,
  /** pictures one question may carry */
  perQuestion: 3,
} as const;

/** The types a question's picture may be, decided from its bytes. */
export const PICTURE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

export const PICTURE_MESSAGES = {
  notPicture: 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود.',
  tooLarge: 'حجم تصویر نباید بیشتر از ۱۰ مگابایت باشد.',
  tooManyPixels: 'ابعاد تصویر بیش از حد بزرگ است (حداکثر ۴۰ مگاپیکسل).',
  unreadable: 'این تصویر خراب است یا خوانده نمی‌شود.',
  metadataTooLarge: 'اطلاعات جانبی این تصویر بیش از حد بزرگ است؛ لطفاً از خود تصویر یک نسخه تازه بگیرید.',
  nothingToMatch: 'متن یا تصویری برای جست‌وجو بفرستید.',
  /** the ask form holds at most PICTURE_LIMITS.perQuestion pictures */
  tooMany: 'حداکثر ۳ تصویر می‌توانید پیوست کنید.',
  /** the staff's subject and review forms, when a new main image is a published check's picture */
  seenBefore: 'این تصویر پیش‌تر در این بررسی آمده است',
  seenBeforeHint: 'ذخیره همچنان ممکن است.',
  /** the ask form's panel while the words of the reader's picture are still being read (OCR) */
  readingText: 'در حال خواندن متن تصویر…',
} as const;
