import { toPersianDigits } from '@rasti/contract/persian';
import { del, get, set } from 'idb-keyval';

// The files a staff form's draft keeps (a chosen picture, an attachment), beside its text in localStorage:
// in IndexedDB, which holds bytes; read back as File objects when the form opens again.

/** Files one draft may keep together; a file past the limit is left out, and the form says so. */
export const DRAFT_FILES_MAX_BYTES = 20 * 1024 * 1024;

export const DRAFT_FILE_TEXT = {
  notKept: (name: string) =>
    `فایل «${name}» بیش از ${toPersianDigits('20')} مگابایت است و با پیش‌نویس این فرم نگه داشته نمی‌شود؛ اگر نشست شما تمام شود، باید آن را دوباره انتخاب کنید.`,
} as const;

/** A form's file slots: the field's name and the file chosen for it, or null. */
export type DraftFiles = Record<string, File | null>;

interface StoredFile {
  name: string;
  type: string;
  lastModified: number;
  bytes: ArrayBuffer;
}

const storeKey = (key: string) => `files.${key}`;

/** What the form holds now, to tell a change of files from none: each slot's name, size and date. */
export const filesSignature = (files: DraftFiles | undefined): string =>
  files
    ? JSON.stringify(
        Object.entries(files).map(([slot, file]) => [
          slot,
          file ? [file.name, file.size, file.lastModified] : null,
        ]),
      )
    : '';

/** The chosen files that fit in the limit together, in slot order, and the first one that did not. */
export function filesToKeep(files: DraftFiles): { kept: [string, File][]; notKept: File | null } {
  let total = 0;
  const kept: [string, File][] = [];
  let notKept: File | null = null;
  for (const [slot, file] of Object.entries(files)) {
    if (!file) continue;
    if (total + file.size > DRAFT_FILES_MAX_BYTES) {
      notKept ??= file;
      continue;
    }
    total += file.size;
    kept.push([slot, file]);
  }
  return { kept, notKept };
}

/** Keeps a draft's files (as bytes: a File itself is not stored the same way by every browser). */
export async function writeDraftFiles(key: string, kept: [string, File][]): Promise<void> {
  try {
    if (kept.length === 0) {
      await del(storeKey(key));
      return;
    }
    const record: Record<string, StoredFile> = {};
    for (const [slot, file] of kept) {
      record[slot] = {
        name: file.name,
        type: file.type,
        lastModified: file.lastModified,
        bytes: await file.arrayBuffer(),
      };
    }
    await set(storeKey(key), record);
  } catch {
    // IndexedDB disabled or full (private mode): the draft keeps its text only
  }
}

/** A draft's kept files, as files again; empty when there are none. */
export async function readDraftFiles(key: string): Promise<Record<string, File>> {
  try {
    const record = await get<Record<string, StoredFile>>(storeKey(key));
    const files: Record<string, File> = {};
    for (const [slot, stored] of Object.entries(record ?? {})) {
      files[slot] = new File([stored.bytes], stored.name, {
        type: stored.type,
        lastModified: stored.lastModified,
      });
    }
    return files;
  } catch {
    return {};
  }
}

export async function clearDraftFiles(key: string): Promise<void> {
  try {
    await del(storeKey(key));
  } catch {
    // nothing kept, or no IndexedDB
  }
}
