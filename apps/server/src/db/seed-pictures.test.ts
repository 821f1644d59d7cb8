import { and, eq, gt, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { makeSubject } from '../../test/factories.ts';
import { bytesOf } from '../features/pictures/backfill.ts';
import { ocrReader } from '../features/pictures/picture-text.ts';
import { backfillPictureTexts } from '../features/pictures/text-backfill.ts';
import { smallImageKey } from '../lib/images.ts';
import { pictureFingerprints, pictureTextOwners, subjects } from './schema/index.ts';
import { seedPictureFingerprints } from './seed-pictures.ts';

// The large seed's pictures (db/seed-pictures.ts): with a storage, every seeded subject shows a picture that
// exists, and a start's background job finds their words already read (nothing to read on every bench start).

const { t } = setupApp();

describe("the large seed's pictures", () => {
  it('are stored, shown by every seeded subject, and need no reading at the next start', {
    timeout: 60_000,
  }, async () => {
    const before = await makeSubject(t, { title: 'پیش از بذر' });
    const seededIds: number[] = [];
    for (let i = 0; i < 5; i++) seededIds.push((await makeSubject(t, { title: `موضوع بذر ${i}` })).id);

    expect(
      await seedPictureFingerprints(t.app.db, {
        afterId: before.id,
        pictures: 5,
        photos: 2,
        storage: t.app.storage,
      }),
    ).toBe(5);

    const rows = await t.app.db
      .select({ id: subjects.id, mainImage: subjects.mainImage })
      .from(subjects)
      .where(inArray(subjects.id, seededIds));
    const keys = new Set(rows.map((r) => r.mainImage));
    // two photos made, each shown by the subjects whose hashes were varied from it
    expect(keys.size).toBe(2);
    for (const key of keys) {
      expect(key).toMatch(/^subjects\/[0-9a-f]{32}\.webp$/);
      const main = await bytesOf(t.app.storage, key!);
      const small = await bytesOf(t.app.storage, smallImageKey(key!));
      expect(main?.subarray(8, 12).toString()).toBe('WEBP');
      expect(small?.subarray(8, 12).toString()).toBe('WEBP');
      expect(small!.length).toBeLessThan(main!.length);
    }
    // the fingerprints name the shown file, so the lookup finds these subjects
    const fingerprinted = await t.app.db
      .selectDistinct({ id: pictureFingerprints.ownerId, key: pictureFingerprints.imageKey })
      .from(pictureFingerprints)
      .where(and(eq(pictureFingerprints.ownerKind, 'subject'), gt(pictureFingerprints.ownerId, before.id)));
    expect(fingerprinted.sort((a, b) => a.id - b.id)).toEqual(
      rows.sort((a, b) => a.id - b.id).map((r) => ({ id: r.id, key: r.mainImage })),
    );
    expect(await t.app.db.$count(pictureTextOwners, inArray(pictureTextOwners.ownerId, seededIds))).toBe(5);

    const reader = ocrReader();
    const reads = reader.reads;
    expect(await backfillPictureTexts({ db: t.app.db, storage: t.app.storage })).toEqual({
      linked: 0,
      read: 0,
    });
    expect(reader.reads).toBe(reads);
  });
});
