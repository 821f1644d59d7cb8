import { randomBytes } from 'node:crypto';
import { ATTACHMENT_MESSAGES, LIMITS } from '@rasti/contract';
import { fileTooLarge } from './multipart.ts';
import { fileTypeFromBuffer } from './lazy-modules.ts';
import type { FileStorage } from './storage.ts';
import { unsupportedMedia } from './errors.ts';

/** Attachment kinds by their bytes (server-rules section 5); zip-based kinds other than these are refused. */
const ACCEPTED: Record<string, { ext: string; mime: string }> = {
  'application/pdf': { ext: 'pdf', mime: 'application/pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    ext: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'application/zip': { ext: 'zip', mime: 'application/zip' },
};

/** Tab, line feed, form feed and carriage return: the only control bytes plain text carries. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Plain text has no magic number: it is valid UTF-8 without NUL or other binary control bytes. */
function isPlainText(buffer: Buffer): boolean {
  for (const byte of buffer) {
    if ((byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks an attachment by its bytes (pdf, docx, xlsx, zip, txt; at most 20 MB) and stores it under
 * `files/` with a random name, so it is served with Content-Disposition: attachment. Answers the key.
 */
export async function saveAttachment(
  storage: FileStorage,
  buffer: Buffer,
  opts: { field?: string } = {},
): Promise<string> {
  const field = opts.field ?? 'file';
  if (buffer.length > LIMITS.attachmentMaxBytes) throw fileTooLarge(field, 'attachment');
  const detected = await fileTypeFromBuffer(buffer);
  const kind = detected
    ? ACCEPTED[detected.mime]
    : isPlainText(buffer)
      ? { ext: 'txt', mime: 'text/plain; charset=utf-8' }
      : undefined;
  if (!kind || buffer.length === 0) throw unsupportedMedia(ATTACHMENT_MESSAGES.typeRefused, field);
  const key = `files/${randomBytes(16).toString('hex')}.${kind.ext}`;
  await storage.put(key, buffer, kind.mime);
  return key;
}
