import { LIMITS, toPersianDigits } from '@rasti/contract';
import { badRequest } from './errors.ts';
import { type InlineImageSaver, storeInlineImages } from './html.ts';
import { fileTooLarge } from './multipart.ts';

// Editor HTML arrives with pasted, dropped and chosen images as data URLs (spec section 2); on save they
// become stored files (server-rules section 5). lib/html.ts does the moving; this module puts the limits
// around it that a form upload has: how many images one document may carry, and how large each may be.

export const INLINE_IMAGE_LIMITS = {
  /** different images in one document; each is decoded and re-encoded twice, so the count is bounded */
  maxCount: 30,
  /** each image, decoded: the same cap as an uploaded image */
  maxBytes: LIMITS.imageMaxBytes,
} as const;

export const INLINE_IMAGE_MESSAGES = {
  tooMany: `متن حداکثر ${toPersianDigits(String(INLINE_IMAGE_LIMITS.maxCount))} تصویر می‌تواند داشته باشد.`,
} as const;

/** The distinct data-URL image sources of cleaned HTML (DOMPurify writes attributes in double quotes). */
export function countInlineImages(html: string): number {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\bsrc="(data:[^"]*)"/gi)) sources.add(match[1]!);
  return sources.size;
}

export interface StoreContentImagesOptions {
  /** the form field named in a refusal; default 'content' */
  field?: string;
  /** stores one image's bytes (checked by their content, re-encoded) and answers its public URL */
  save: InlineImageSaver;
}

/**
 * Moves the inline data-URL images of already cleaned editor HTML into stored files and answers the HTML
 * with their URLs in place. Too many images is a 400 naming the field, one over 5 MB a 413; bytes that are
 * not an image are refused by `save` (saveImage: 415). Nothing is saved when the count is over the limit;
 * the caller removes what `save` stored if a later image is refused (see StagedFiles in lib/staged-files.ts).
 */
export async function storeContentImages(
  html: string,
  { field = 'content', save }: StoreContentImagesOptions,
): Promise<string> {
  if (countInlineImages(html) > INLINE_IMAGE_LIMITS.maxCount) {
    throw badRequest(INLINE_IMAGE_MESSAGES.tooMany, { [field]: [INLINE_IMAGE_MESSAGES.tooMany] });
  }
  return storeInlineImages(html, async (bytes) => {
    if (bytes.length > INLINE_IMAGE_LIMITS.maxBytes) throw fileTooLarge(field, 'image');
    return save(bytes);
  });
}
