import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanHtml } from './html.ts';
import { smallImageKey, smallImageUrl } from './images.ts';
import { StagedFiles, withStagedFiles } from './staged-files.ts';
import type { FileStorage } from './storage.ts';

/** Files kept in memory, by key. */
function memoryStorage() {
  const files = new Map<string, Buffer>();
  const storage: FileStorage = {
    put: async (key, body) => void files.set(key, body),
    delete: async (key) => void files.delete(key),
    url: (key) => `/media/${key}`,
    exists: async (key) => files.has(key),
    list: async function* () {
      yield* files.keys();
    },
  };
  return { files, storage };
}

const png = (width: number) =>
  sharp({ create: { width, height: 20, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('StagedFiles', () => {
  it('stores images, attachments and pasted content images, and discards every one of them', async () => {
    const { files, storage } = memoryStorage();
    const staged = new StagedFiles(storage, 'reviews');

    const main = await staged.image(await png(40), { folder: 'reviews', maxWidth: 1600, smallWidth: 480 });
    const attachment = await staged.attachment(Buffer.from('یک متن ساده\n'));
    const inline = `data:image/png;base64,${(await png(30)).toString('base64')}`;
    const content = await staged.content(cleanHtml(`<p>متن</p><img src="${inline}">`));

    expect(main).toMatch(/^reviews\/.+\.webp$/);
    expect(attachment).toMatch(/^files\/.+\.txt$/);
    const [, pasted] = /src="\/media\/(reviews\/[^"]+\.webp)"/.exec(content) ?? [];
    expect(pasted).toBeDefined();
    expect([...files.keys()].sort()).toEqual(
      [main, smallImageKey(main), attachment, pasted!, smallImageKey(pasted!)].sort(),
    );

    await staged.discard();
    expect(files.size).toBe(0);
  });

  it('removes what a failed save stored, and keeps what a successful one stored', async () => {
    const { files, storage } = memoryStorage();
    const opts = { folder: 'reviews', maxWidth: 800 } as const;
    await expect(
      withStagedFiles(storage, 'reviews', async (staged) => {
        await staged.image(await png(40), opts);
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    expect(files.size).toBe(0);

    const key = await withStagedFiles(storage, 'reviews', (staged) =>
      png(40).then((b) => staged.image(b, opts)),
    );
    expect([...files.keys()].sort()).toEqual([key, smallImageKey(key)].sort());
  });

  it('gives the list-size image address, or null without an image', () => {
    const { storage } = memoryStorage();
    expect(smallImageUrl(storage, 'reviews/a.webp')).toBe('/media/reviews/a-sm.webp');
    expect(smallImageUrl(storage, null)).toBeNull();
  });
});
