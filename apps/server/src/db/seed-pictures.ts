/**
 * The large seed's pictures (ADR 30): subjects get a main image key and its fingerprints, so the picture
 * lookup can be measured among 100 000 fingerprinted pictures (`npm run seed:large`, and the bench when its
 * data set has none yet). Making and hashing 100 000 real pictures would take hours, so SEED_PICTURE_PHOTOS
 * (1 000) photo-like pictures of the labelled set's generator are made and hashed for real, and every other
 * picture takes one of them with about a third of its bits flipped (one mask for its three regions, as the
 * regions of one picture move together, and a few flips of each): hashes clustered as real pictures' are,
 * which fill the band index's buckets more unevenly than uniform random hashes would. No image file is
 * written: the keys name files that do not exist (the seed's subjects are not served with their pictures).
 */
import { sql } from 'drizzle-orm';
import { photo, seeded } from '../../test/fixtures/picture-set.ts';
import { ALGORITHMS, type Fingerprint, fingerprints } from '../lib/fingerprint.ts';
import { rowsOf } from '../lib/sql.ts';
import type { Db } from './client.ts';

/** The seed of the first generated photo (the labelled set's own photos are far below it). */
export const SEED_PHOTO_BASE = 50_000;
const BATCH = 5_000;

/** The fingerprints of the generated photo `i` (photo SEED_PHOTO_BASE + i of the labelled set's generator). */
export async function seedPhotoFingerprints(i: number): Promise<Fingerprint[]> {
  return fingerprints(await photo(SEED_PHOTO_BASE + i), 40e6);
}

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
  opts: { afterId: number; pictures: number; photos: number; log?: (line: string) => void },
): Promise<number> {
  const owners = rowsOf<{ id: number; key: string }>(
    await db.execute(sql`
      select s.id, coalesce(s.main_image, 'subjects/' || md5('seed-picture-' || s.id) || '.webp') as key
        from subjects s
       where s.id > ${opts.afterId}
         and not exists (select 1 from picture_fingerprints f where f.owner_kind = 'subject' and f.owner_id = s.id)
       order by s.id limit ${opts.pictures}`),
  );
  if (owners.length === 0) return 0;
  const real: Fingerprint[][] = [];
  const photos = Math.min(opts.photos, owners.length);
  for (let i = 0; i < photos; i++) {
    real.push(await seedPhotoFingerprints(i));
    if ((i + 1) % 250 === 0) opts.log?.(`  ${i + 1} of ${photos} photos hashed`);
  }
  const r = seeded(4242);
  for (let from = 0; from < owners.length; from += BATCH) {
    const ids: number[] = [];
    const keys: string[] = [];
    const algorithms: string[] = [];
    const hashes: string[] = [];
    for (let k = from; k < Math.min(owners.length, from + BATCH); k++) {
      const { id, key } = owners[k]!;
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
      update subjects set main_image = 'subjects/' || md5('seed-picture-' || id) || '.webp'
       where id = any(${list(ids)}::int[]) and main_image is null`);
  }
  if (ALGORITHMS.length !== real[0]!.length) throw new Error('every algorithm should have a hash');
  return owners.length;
}
