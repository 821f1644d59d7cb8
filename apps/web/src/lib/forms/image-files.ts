import { IMAGE_TYPES } from '@rasti/contract/limits';
import { SERVER_MESSAGES, VALIDATION } from '@rasti/contract/messages';

/** A person's avatar must be an image file of any type (spec sections 5 and 9). */
export function validateAvatarFile(file: File): string | null {
  return file.type.startsWith('image/') ? null : VALIDATION.avatarImage;
}

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

/**
 * The image type a file's first bytes announce (its magic number), as the server decides it from the
 * bytes (file-type): JPEG, PNG, GIF, WebP or AVIF; null for anything else, whatever the file's name says.
 */
export function imageTypeOfBytes(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\u001a\n')) return 'image/png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 4, 'ftyp') && (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis'))) return 'image/avif';
  return null;
}

/** A file's first bytes (Blob.arrayBuffer where the browser has it, else a FileReader). */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const part = file.slice(0, count);
  if (typeof part.arrayBuffer === 'function') return part.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/**
 * Whether a chosen file is really a picture of one of `types`, read from its first bytes as soon as it is
 * chosen: a text file named .png is refused here with the sentence the server would answer later
 * (`message`, by default the server's «فقط فایل تصویری … پذیرفته می‌شود.»). Null when it is one.
 */
export async function imageBytesProblem(
  file: Blob,
  types: readonly string[] = IMAGE_TYPES,
  message: string = SERVER_MESSAGES.imageOnly,
): Promise<string | null> {
  try {
    const type = imageTypeOfBytes(await firstBytes(file, 16));
    return type && types.includes(type) ? null : message;
  } catch {
    return message;
  }
}
