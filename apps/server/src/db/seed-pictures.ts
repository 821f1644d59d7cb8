/**
 * The large seed's pictures (ADR 30): subjects get a main image key and its fingerprints, so the picture
 * lookup can be measured among 100 000 fingerprinted pictures (`npm run seed:large`, and the bench when its
 * data set has none yet). Making and hashing 100 000 real pictures would take hours, so SEED_PICTURE_PHOTOS
 * (1 000) photo-like pictures of the labelled set's generator are made and hashed for real, and every other
 * picture takes one of them with about a third of its bits flipped (one mask for its three regions, as the
 * regions of one picture move together, and a few flips of each): hashes clustered as real pictures' are,
 * which fill the band index's buckets more unevenly than uniform random hashes would.
 * Given a storage (`npm run seed:large`, which the bench and the soak run), the made photos are stored as the
 * server stores a subject's picture (WebP and its `-sm` variant) and every subject shows one of them, so its
 * pages name files that exist; their words are recorded as read, and empty (the photos hold no text), so a
 * start's background job (ADR 32) links nothing and has nothing to read. One file is shown by many subjects,
 * so replacing one subject's picture deletes it for the others: a data set to measure, not to edit. Without
 * one (the pictures bench, which measures the lookup only) no file is written and the keys name files that
 * do not exist.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { photo, seeded } from '../../test/fixtures/picture-set.ts';
import { contentHash } from '../features/pictures/picture-text.ts';
import { ALGORITHMS, type Fingerprint, fingerprints } from '../lib/fingerprint.ts';
import { smallImageKey } from '../lib/images.ts';
import { rowsOf } from '../lib/sql.ts';
import type { FileStorage } from '../lib/storage.ts';
import type { Db } from './client.ts';

/** The seed of the first generated photo (the labelled set's own photos are far below it). */
export const SEED_PHOTO_BASE = 50_000;
const BATCH = 5_000;

/** The fingerprints of the generated photo `i` (photo SEED_PHOTO_BASE + i of the labelled set's generator). */
export async function seedPhotoFingerprints(i: number, image?: Buffer): Promise<Fingerprint[]> {
  return fingerprints(image ?? (await photo(SEED_PHOTO_BASE + i)), 40e6);
}

/** The stored key of the generated photo `i`, named as saved images are (a folder and 32 hex digits). */
export const seedPhotoKey = (i: number) =>
  `subjects/${createHash('md5').update(`seed-photo-${i}`).digest('hex')}.webp`;

/**
 * Stores the generated photo `i` as a subject's picture is stored (at most 1 600 pixels wide, and its 320-pixel
 * `-sm` variant, both WebP) and records its words as read and empty; answers its key and content hash.
 */
async function storeSeedPhoto(
  db: Db,
  storage: FileStorage,
  i: number,
  image: Buffer,
): Promise<{ key: string; hash: string }> {
  const key = seedPhotoKey(i);
  const main = await sharp(image).resize({ width: 1600, withoutEnlargement: true }).webp().toBuffer();
  await storage.put(key, main, 'image/webp');
  await storage.put(
    smallImageKey(key),
    await sharp(image).resize({ width: 320 }).webp().toBuffer(),
    'image/webp',
  );
  const hash = contentHash(main);
  await db.execute(sql`
    insert into picture_texts (content_hash, status, text, read_ms, read_at)
    values (${hash}, 'read', '', 0, now()) on conflict do nothing`);
  return { key, hash };
}

/** The key a subject without a picture of its own is given when no photo is stored (a file that does not exist). */
const seedKeyOf = (id: number) =>
  `subjects/${createHash('md5').update(`seed-picture-${id}`).digest('hex')}.webp`;

/** A mask with each bit set at `share`. */
function mask(r: () => number, share: number): bigint {
  let m = 0n;
  for (let b = 0n; b < 64n; b++) if (r() < share) m |= 1n << b;
  return m;
}

/**
 * Gives `pictures` subjects above `afterId` (the newest first-seeded ones, in id order) a main image and its
 * fingerprints; answers how many it gave. Subjects that already have fingerprints are left alone.
 */
export async function seedPictureFingerprints(
  db: Db,
  opts: {
    afterId: number;
    pictures: number;
    photos: number;
    log?: (line: string) => void;
    /** where the made photos are stored for the subjects to show (see above); none: no file is written */
    storage?: FileStorage;
  },
): Promise<number> {
  // `hash`: the content hash of the stored photo an owner is given to show (its words are recorded as read)
  const owners = rowsOf<{ id: number; key: string; hash?: string }>(
    await db.execute(sql`
      select s.id, coalesce(s.main_image, 'subjects/' || md5('seed-picture-' || s.id) || '.webp') as key
        from subjects s
       where s.id > ${opts.afterId}
         and not exists (select 1 from picture_fingerprints f where f.owner_kind = 'subject' and f.owner_id = s.id)
       order by s.id limit ${opts.pictures}`),
  );
  if (owners.length === 0) return 0;
  const real: Fingerprint[][] = [];
  const stored: { key: string; hash: string }[] = [];
  const photos = Math.min(opts.photos, owners.length);
  for (let i = 0; i < photos; i++) {
    const image = await photo(SEED_PHOTO_BASE + i);
    real.push(await seedPhotoFingerprints(i, image));
    if (opts.storage) stored.push(await storeSeedPhoto(db, opts.storage, i, image));
    if ((i + 1) % 250 === 0) opts.log?.(`  ${i + 1} of ${photos} photos hashed`);
  }
  // a subject without a picture of its own shows the stored photo its hashes were varied from
  if (opts.storage) {
    for (const [k, owner] of owners.entries()) {
      if (owner.key !== seedKeyOf(owner.id)) continue;
      const file = stored[k % stored.length]!;
      owner.key = file.key;
      owner.hash = file.hash;
    }
  }
  const r = seeded(4242);
  for (let from = 0; from < owners.length; from += BATCH) {
    const ids: number[] = [];
    const keys: string[] = [];
    const algorithms: string[] = [];
    const hashes: string[] = [];
    const shown: { id: number; key: string; hash: string }[] = [];
    for (let k = from; k < Math.min(owners.length, from + BATCH); k++) {
      const { id, key, hash } = owners[k]!;
      if (hash !== undefined) shown.push({ id, key, hash });
      const base = real[k % real.length]!;
      const shared = k < real.length ? 0n : mask(r, 0.3);
      for (const f of base) {
        const own = k < real.length ? 0n : mask(r, 0.03);
        ids.push(id);
        keys.push(key);
        algorithms.push(f.algorithm);
        hashes.push(BigInt.asIntN(64, BigInt.asUintN(64, f.hash) ^ shared ^ own).toString());
      }
    }
    const list = (values: (string | number)[]) => `{${values.join(',')}}`;
    await db.execute(sql`
      insert into picture_fingerprints (owner_kind, owner_id, image_key, algorithm, hash)
      select 'subject', t.id, t.key, t.algorithm, t.hash
        from unnest(${list(ids)}::int[], ${list(keys)}::text[], ${list(algorithms)}::text[], ${list(hashes)}::bigint[])
          as t(id, key, algorithm, hash)
      on conflict do nothing`);
    await db.execute(sql`
      update subjects s set main_image = t.key
        from unnest(${list(ids)}::int[], ${list(keys)}::text[]) as t(id, key)
       where s.id = t.id and s.main_image is null`);
    if (shown.length > 0) {
      await db.execute(sql`
        insert into picture_text_owners (owner_kind, owner_id, image_key, content_hash)
        select 'subject', t.id, t.key, t.hash
          from unnest(${list(shown.map((o) => o.id))}::int[], ${list(shown.map((o) => o.key))}::text[],
                      ${list(shown.map((o) => o.hash))}::text[]) as t(id, key, hash)
        on conflict do nothing`);
    }
  }
  if (ALGORITHMS.length !== real[0]!.length) throw new Error('every algorithm should have a hash');
  return owners.length;
}
