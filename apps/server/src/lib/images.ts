import { randomBytes } from 'node:crypto';
import { ERROR_CODES, IMAGE_TYPES, SERVER_MESSAGES } from '@rasti/contract';
import { AppError, unsupportedMedia } from './errors.ts';
import { fileTypeFromBuffer, loadSharp } from './lazy-modules.ts';
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

/** Types decided from the bytes; SVG (script inside) and everything else are refused (server-rules section 5). */
const ACCEPTED = new Set(IMAGE_TYPES);
/** A decompression bomb (a tiny file claiming huge dimensions) is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;

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

async function encode(buffer: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

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
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !ACCEPTED.has(type.mime)) throw refuseType(field);

  let main: Buffer;
  let small: Buffer;
  try {
    const sharp = await loadSharp();
    const meta = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw refuseType(field);
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
      throw refuse(413, ERROR_CODES.tooLarge, SERVER_MESSAGES.imageDimensions, field);
    }
    main = await encode(buffer, opts.maxWidth);
    small = await encode(buffer, Math.min(opts.smallWidth ?? 320, opts.maxWidth));
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (/pixel limit/i.test((err as Error).message)) {
      throw refuse(413, ERROR_CODES.tooLarge, SERVER_MESSAGES.imageDimensions, field);
    }
    throw refuse(415, ERROR_CODES.unsupportedMedia, SERVER_MESSAGES.imageUnreadable, field);
  }

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
