import { saveAttachment } from './attachments.ts';
import type { ExternalImagePolicy } from './external-images.ts';
import { deleteImage, type ImageFolder, type SaveImageOptions, saveImage } from './images.ts';
import { storeContentImages } from './inline-images.ts';
import type { FileStorage } from './storage.ts';

/** How an image pasted into a document's rich content is stored: 1200 px at most, with a small copy. */
export const contentImageOptions = (folder: ImageFolder): SaveImageOptions => ({
  folder,
  maxWidth: 1200,
  smallWidth: 480,
  field: 'content',
});

/**
 * Files stored while a save is in progress, removed again if the save fails: a form's images and
 * attachments, and the images pasted into its rich content (kept in `folder`).
 */
export class StagedFiles {
  private readonly images: string[] = [];
  /** the images stored by this save with the bytes they came from, for the save to fingerprint (ADR 30) */
  readonly storedImages: { key: string; bytes: Buffer }[] = [];
  private readonly files: string[] = [];
  private readonly contentImage: SaveImageOptions;

  constructor(
    private readonly storage: FileStorage,
    folder: ImageFolder,
    /** how pictures the content names by address are fetched (ADR 36) */
    private readonly external?: ExternalImagePolicy,
  ) {
    this.contentImage = contentImageOptions(folder);
  }

  async image(bytes: Buffer, opts: SaveImageOptions): Promise<string> {
    const key = await saveImage(this.storage, bytes, opts);
    this.images.push(key);
    this.storedImages.push({ key, bytes });
    return key;
  }

  async attachment(bytes: Buffer): Promise<string> {
    const key = await saveAttachment(this.storage, bytes, { field: 'file' });
    this.files.push(key);
    return key;
  }

  /**
   * Cleaned content with its pasted data-URL images checked, re-encoded and stored as files (at most 30
   * images of at most 5 MB each: lib/inline-images.ts), and its pictures named by another site's address
   * fetched and stored the same way (ADR 36).
   */
  content(html: string): Promise<string> {
    return storeContentImages(html, {
      save: async (bytes) => this.storage.url(await this.image(bytes, this.contentImage)),
      external: this.external,
    });
  }

  async discard(): Promise<void> {
    await Promise.all([
      ...this.images.map((key) => deleteImage(this.storage, key)),
      ...this.files.map((key) => this.storage.delete(key)),
    ]);
  }
}

/** Runs a save with a fresh StagedFiles: whatever it stored is removed again if the save throws. */
export async function withStagedFiles<T>(
  storage: FileStorage,
  folder: ImageFolder,
  save: (staged: StagedFiles) => Promise<T>,
  external?: ExternalImagePolicy,
): Promise<T> {
  const staged = new StagedFiles(storage, folder, external);
  try {
    return await save(staged);
  } catch (err) {
    await staged.discard();
    throw err;
  }
}
