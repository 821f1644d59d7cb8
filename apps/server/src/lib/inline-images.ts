import { LIMITS, SERVER_MESSAGES, toPersianDigits } from '@rasti/contract';
import { AppError, badRequest } from './errors.ts';
import {
  DEFAULT_EXTERNAL_IMAGE_POLICY,
  EXTERNAL_IMAGE_MESSAGES,
  type ExternalImagePolicy,
  externalImageError,
  fetchExternalImage,
  isOwnImage,
} from './external-images.ts';
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

/**
 * An image tag of cleaned HTML whose src is an absolute http(s) address (see DATA_IMAGE_TAG in lib/html.ts
 * for why text matching is exact on DOMPurify's output).
 */
const ADDRESS_IMAGE_TAG = /(<img\b(?:[^>"]|"[^"]*")*?\ssrc=")\s*(https?:[^"]*)("(?:[^>"]|"[^"]*")*>)/gi;

/** An attribute value as the serialiser escaped it, read back. */
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The distinct addresses of pictures on other sites in cleaned HTML (fetched and stored on save). */
export function externalImageAddresses(html: string, policy: ExternalImagePolicy): string[] {
  const addresses = new Set<string>();
  for (const [, , src] of html.matchAll(ADDRESS_IMAGE_TAG)) {
    const address = unescapeAttribute(src!.trim());
    if (!isOwnImage(address, policy)) addresses.add(address);
  }
  return [...addresses];
}

/**
 * Fetches each picture of cleaned HTML that another site serves, stores it with `save` and answers the HTML
 * with our stored URLs in its place (ADR 36). A picture that cannot be fetched, or is not a picture, is a
 * 400 naming its address; what was stored before it is removed by the caller (StagedFiles).
 */
export async function storeExternalImages(
  html: string,
  save: InlineImageSaver,
  policy: ExternalImagePolicy,
  field = 'content',
): Promise<string> {
  const addresses = externalImageAddresses(html, policy);
  if (addresses.length === 0) return html;
  const stored = new Map<string, string>();
  for (const address of addresses) {
    const bytes = await fetchExternalImage(address, policy, field);
    try {
      stored.set(address, await save(bytes));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const reason =
        err.statusCode === 415
          ? err.detail === SERVER_MESSAGES.imageOnly
            ? EXTERNAL_IMAGE_MESSAGES.notImage
            : EXTERNAL_IMAGE_MESSAGES.unreadable
          : err.statusCode === 413
            ? err.detail === SERVER_MESSAGES.imageDimensions
              ? EXTERNAL_IMAGE_MESSAGES.dimensions
              : EXTERNAL_IMAGE_MESSAGES.tooLarge
            : err.detail;
      throw externalImageError(address, reason, field);
    }
  }
  return html.replace(ADDRESS_IMAGE_TAG, (tag, before: string, src: string, after: string) => {
    const url = stored.get(unescapeAttribute(src.trim()));
    return url ? `${before}${url}${after}` : tag;
  });
}

export interface StoreContentImagesOptions {
  /** the form field named in a refusal; default 'content' */
  field?: string;
  /** stores one image's bytes (checked by their content, re-encoded) and answers its public URL */
  save: InlineImageSaver;
  /** how pictures named by their address are fetched (ADR 36); the default reaches public addresses only */
  external?: ExternalImagePolicy;
}

/**
 * Moves the inline data-URL images of already cleaned editor HTML into stored files and answers the HTML
 * with their URLs in place. Too many images is a 400 naming the field, one over 5 MB a 413; bytes that are
 * not an image are refused by `save` (saveImage: 415). Nothing is saved when the count is over the limit;
 * the caller removes what `save` stored if a later image is refused (see StagedFiles in lib/staged-files.ts).
 */
export async function storeContentImages(
  html: string,
  { field = 'content', save, external = DEFAULT_EXTERNAL_IMAGE_POLICY }: StoreContentImagesOptions,
): Promise<string> {
  const count = countInlineImages(html) + externalImageAddresses(html, external).length;
  if (count > INLINE_IMAGE_LIMITS.maxCount) {
    throw badRequest(INLINE_IMAGE_MESSAGES.tooMany, { [field]: [INLINE_IMAGE_MESSAGES.tooMany] });
  }
  const inlineStored = await storeInlineImages(html, async (bytes) => {
    if (bytes.length > INLINE_IMAGE_LIMITS.maxBytes) throw fileTooLarge(field, 'image');
    return save(bytes);
  });
  return storeExternalImages(inlineStored, save, external, field);
}
