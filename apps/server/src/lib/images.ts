import { randomBytes } from 'node:crypto';
import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';
import { AppError, unsupportedMedia } from './errors.ts';
import { resizeUpload } from './picture-jobs.ts';
import type { FileStorage } from './storage.ts';

export type ImageFolder =
  | 'avatars'
  | 'logos'
  | 'subjects'
  | 'reviews'
  | 'pages'
  // staff-only (lib/storage.ts PRIVATE_PREFIX): the tipline bot's photos, a question's pictures
  | 'private/tipline'
  | 'private/questions';

/** A decompression bomb (a tiny file claiming huge dimensions) is refused before it is decoded. */
export { MAX_IMAGE_PIXELS } from './picture-work.ts';

export interface SaveImageOptions {
  folder: ImageFolder;
  /** the stored image's largest width; smaller images are not enlarged */
  maxWidth: number;
  /** width of the `-sm` variant for lists */
  smallWidth?: number;
  /** the form field named in a refusal */
  field?: string;
}

const refuseType = (field: string) => unsupportedMedia(SERVER_MESSAGES.imageOnly, field);
const refuse = (status: number, code: string, detail: string, field: string) =>
  new AppError(status, code, detail, { [field]: [detail] });

/** The list-size variant's key of a stored image key. */
export const smallImageKey = (key: string) => key.replace(/\.webp$/, '-sm.webp');

/** The address of a stored image's list-size variant; null without an image. */
export const smallImageUrl = (storage: FileStorage, key: string | null | undefined): string | null =>
  key ? storage.url(smallImageKey(key)) : null;

/**
 * Checks an uploaded image by its bytes, re-encodes it to WebP (which drops EXIF, GPS and other metadata,
 * and applies the EXIF orientation first), stores it and a smaller `-sm` variant under a random name,
 * and returns the main key.
 */
export async function saveImage(
  storage: FileStorage,
  buffer: Buffer,
  opts: SaveImageOptions,
): Promise<string> {
  const field = opts.field ?? 'image';
  // its type checked by its bytes, decoded and re-encoded in the picture process (lib/picture-jobs.ts), never
  // in the server
  let variants: Awaited<ReturnType<typeof resizeUpload>>;
  try {
    variants = await resizeUpload(buffer, {
      maxWidth: opts.maxWidth,
      smallWidth: Math.min(opts.smallWidth ?? 320, opts.maxWidth),
    });
  } catch (err) {
    // a full queue is the 503 it says; a picture that outran its time limit or stopped the process is
    // refused as a picture that cannot be read
    if (err instanceof AppError) throw err;
    throw refuse(415, ERROR_CODES.unsupportedMedia, SERVER_MESSAGES.imageUnreadable, field);
  }
  if ('refused' in variants) {
    if (variants.refused === 'type') throw refuseType(field);
    throw variants.refused === 'dimensions'
      ? refuse(413, ERROR_CODES.tooLarge, SERVER_MESSAGES.imageDimensions, field)
      : refuse(415, ERROR_CODES.unsupportedMedia, SERVER_MESSAGES.imageUnreadable, field);
  }
  const { main, small } = variants;

  const key = `${opts.folder}/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, main, 'image/webp');
  try {
    await storage.put(smallImageKey(key), small, 'image/webp');
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  return key;
}

/** Deletes a stored image and its `-sm` variant; a missing file is not an error. */
export async function deleteImage(storage: FileStorage, key: string | null | undefined): Promise<void> {
  if (!key) return;
  await Promise.all([storage.delete(key), storage.delete(smallImageKey(key))]);
}
