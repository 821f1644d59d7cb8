import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. Keys are relative paths chosen by the server (never from a
 * user's file name), e.g. `avatars/3f9c….webp`; they are served under /media/<key>.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** the public URL path of a stored key */
  url(key: string): string;
  /** a stored file's bytes, for stores the server proxies under /media (local files are served directly) */
  get?(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /**
   * whether a key is stored (a restored version's image or attachment may have been deleted since); both
   * real stores answer it, and restoring treats a store without it as not having the file
   */
  exists?(key: string): Promise<boolean>;
  /** a stored file's bytes for the server's own use (both stores); null when it does not exist */
  read?(key: string): Promise<StoredObject | null>;
  /** every stored key, in no set order (backups and the move to a bucket walk the whole store) */
  list(): AsyncIterable<string>;
  close?(): void;
}

export interface StoredObject {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
  /** for a range read: the part sent, as a Content-Range header says it ('bytes 0-99/1234') */
  contentRange?: string;
}

/** One byte range of an object, as an HTTP Range header asks it: `end` included, absent for 'to the end'. */
export interface ByteRange {
  start: number;
  end?: number;
}

const SAFE_KEY = /^(?:[a-z0-9-]+\/)*[a-zA-Z0-9_-]+(?:\.[a-z0-9]+)?$/;

export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');

/**
 * Keys under this folder are never served under /media: pictures readers and messenger chats send (a
 * question's pictures, the tipline bot's photos) may show an asker's face, home or papers, so only staff see
 * them, through the pictures feature's authenticated route. `tipline/` is where the bot kept its photos before
 * they moved under the prefix; those keys stay where they are and are private too.
 */
export const PRIVATE_PREFIX = 'private/';
const PRIVATE_FOLDERS = [PRIVATE_PREFIX, 'tipline/'];

/** Whether a key (or a /media path, leading slashes and any letter case included) is a private one. */
export const isPrivateKey = (key: string): boolean => {
  const path = key.replace(/^\/+/, '').toLowerCase();
  return PRIVATE_FOLDERS.some((folder) => path.startsWith(folder));
};

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
}

/** Files under DATA_DIR/uploads, outside the code tree. */
export class LocalStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await rm(path.join(this.root, key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    if (!isSafeKey(key)) return false;
    try {
      await access(path.join(this.root, key));
      return true;
    } catch {
      return false;
    }
  }

  url(key: string): string {
    return `/media/${key}`;
  }

  async *list(): AsyncIterable<string> {
    let entries: string[];
    try {
      entries = await readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const key = entry.split(path.sep).join('/');
      // folders and anything the server did not write (an editor's swap file) are not uploads
      if (isSafeKey(key) && (await stat(path.join(this.root, entry))).isFile()) yield key;
    }
  }

  async read(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    try {
      const { size } = await stat(file);
      return { body: createReadStream(file), contentType: undefined, contentLength: size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

/** Turns a stored key into its URL for API answers; null stays null. */
export const mediaUrl = (storage: FileStorage, key: string | null | undefined): string | null =>
  key ? storage.url(key) : null;
