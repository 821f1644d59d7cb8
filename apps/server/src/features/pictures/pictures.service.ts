import { ERROR_CODES, PICTURE_MESSAGES, Status } from '@rasti/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { fingerprintsOf, lookupFingerprintsOf } from '../../lib/picture-jobs.ts';
import { rowsOf } from '../../lib/sql.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Fingerprint } from '../../lib/fingerprint.ts';
import { pictureIndex } from './picture-index.ts';

// Pictures (ADR 30): fingerprints of the pictures stored with subjects, reviews and questions, and the lookup
// of the published checks whose pictures look like a reader's (the ask form's 'already checked?', the bot).

/**
 * A suggestion at most this many bits from one of the picture's fingerprints (of 64): 87.5 % alike, about
 * where Meedan Check suggests (89 %). The labelled set (test/fixtures/picture-set.ts) measures it.
 */
export const MATCH_DISTANCE = 8;
/** Suggestions one lookup answers. */
const LIMIT = 5;
/** The nearest stored hashes a lookup resolves against the published checks. */
const CANDIDATES = 200;

export type OwnerKind = 'subject' | 'review' | 'question';

const refuse = (status: number, code: string, detail: string, field: string) =>
  new AppError(status, code, detail, { [field]: [detail] });

/**
 * The lookup fingerprints of a picture a reader sent (fingerprint.ts), or a Persian refusal: not a JPEG, PNG or WebP by its bytes,
 * over 40 megapixels (refused before it is decoded), metadata over PICTURE_LIMITS.maxMetadataBytes, or bytes
 * sharp cannot decode. An animation counts by its first frame; CMYK and 16-bit pictures are read as grey.
 */
export async function readPicture(bytes: Buffer, field = 'image'): Promise<Fingerprint[]> {
  // its type checked by its bytes and the picture decoded in the picture process (lib/picture-jobs.ts), never in the server; a picture that outran its time
  // limit or stopped the process is refused as unreadable, a full queue is a 503
  let answer: Awaited<ReturnType<typeof lookupFingerprintsOf>>;
  try {
    answer = await lookupFingerprintsOf(bytes);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refuse(415, ERROR_CODES.unsupportedMedia, PICTURE_MESSAGES.unreadable, field);
  }
  if ('fingerprints' in answer) return answer.fingerprints;
  switch (answer.refused) {
    case 'pixels':
      throw refuse(413, ERROR_CODES.tooLarge, PICTURE_MESSAGES.tooManyPixels, field);
    case 'metadata':
      throw refuse(413, ERROR_CODES.tooLarge, PICTURE_MESSAGES.metadataTooLarge, field);
    case 'notPicture':
      throw refuse(415, ERROR_CODES.unsupportedMedia, PICTURE_MESSAGES.notPicture, field);
    default:
      throw refuse(415, ERROR_CODES.unsupportedMedia, PICTURE_MESSAGES.unreadable, field);
  }
}

/** A stored picture's fingerprints, computed from its bytes (already checked when it was stored). */
export function fingerprintStored(bytes: Buffer): Promise<Fingerprint[]> {
  return fingerprintsOf(bytes);
}

/**
 * The fingerprints of images a save has just stored (lib/staged-files.ts), computed before its transaction;
 * an image sharp took for storing but cannot hash (none is known) is left out rather than failing the save.
 */
export async function fingerprintImages(
  images: readonly { key: string; bytes: Buffer }[],
): Promise<{ key: string; fingerprints: Fingerprint[] }[]> {
  const pictures: { key: string; fingerprints: Fingerprint[] }[] = [];
  for (const image of images) {
    try {
      pictures.push({ key: image.key, fingerprints: await fingerprintStored(image.bytes) });
    } catch {
      // the background job (backfill.ts) does not retry it either: the image has no fingerprint
    }
  }
  return pictures;
}

/** Stores the fingerprints of an owner's pictures; a picture already fingerprinted keeps its rows. */
export async function recordPictures(opts: {
  db: Db;
  ownerKind: OwnerKind;
  ownerId: number;
  pictures: { key: string; fingerprints: Fingerprint[] }[];
}): Promise<void> {
  const rows = opts.pictures.flatMap((p) =>
    p.fingerprints.map(
      (f) =>
        sql`(${opts.ownerKind}, ${opts.ownerId}, ${p.key}, ${f.algorithm}, ${f.hash.toString()}::bigint)`,
    ),
  );
  if (rows.length === 0) return;
  await opts.db.execute(sql`insert into picture_fingerprints (owner_kind, owner_id, image_key, algorithm, hash)
                            values ${sql.join(rows, sql`, `)} on conflict do nothing`);
}

export interface PictureMatch {
  kind: 'subject' | 'review';
  id: number;
  title: string;
  url: string;
  /** 0-1: 1 - the nearest fingerprints' Hamming distance / 64 */
  score: number;
  match: 'image';
}

const pageOf = (kind: 'subject' | 'review', id: number) =>
  kind === 'subject' ? `/news-subject-page/${id}` : `/report/${id}`;

/**
 * The published subjects and reviews whose main image or content images look like the picture with these
 * fingerprints, nearest first (at most five). A fingerprint row counts only while its picture is still the
 * check's main image or inside its content, so a replaced picture stops matching.
 */
export async function findChecksForFingerprints(opts: {
  db: Db;
  fingerprints: Fingerprint[];
}): Promise<PictureMatch[]> {
  const index = await pictureIndex(opts.db);
  const hits = index
    .search(opts.fingerprints, MATCH_DISTANCE)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, CANDIDATES);
  if (hits.length === 0) return [];
  const ids = `{${hits.map((h) => h.rowId).join(',')}}`;
  const distances = `{${hits.map((h) => h.distance).join(',')}}`;
  const rows = rowsOf<{ kind: 'subject' | 'review'; id: number; title: string; distance: number }>(
    await opts.db.execute(sql`
      with hits as (select * from unnest(${ids}::int[], ${distances}::int[]) as h(row_id, distance)),
      found as (
        select 'subject' as kind, s.id, s.title, h.distance
          from hits h join picture_fingerprints f on f.id = h.row_id
          join subjects s on f.owner_kind = 'subject' and s.id = f.owner_id
         where s.status = ${Status.Published}
           and (s.main_image = f.image_key or strpos(s.content, f.image_key) > 0)
        union all
        select 'review', r.id, r.title, h.distance
          from hits h join picture_fingerprints f on f.id = h.row_id
          join reviews r on f.owner_kind = 'review' and r.id = f.owner_id
         where r.status = ${Status.Published}
           and (r.main_image = f.image_key or strpos(r.content, f.image_key) > 0)
      )
      select kind, id, title, min(distance)::int as distance from found
       group by kind, id, title
       order by min(distance), kind desc, id desc
       limit ${LIMIT}`),
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    url: pageOf(r.kind, r.id),
    score: Math.round((1 - Number(r.distance) / 64) * 1000) / 1000,
    match: 'image' as const,
  }));
}

/**
 * The published checks whose pictures look like these bytes (the ask form, the messenger bot's photos):
 * refused in Persian when the bytes are not an acceptable picture (readPicture).
 */
export async function findChecksForPicture(opts: { db: Db; bytes: Buffer }): Promise<PictureMatch[]> {
  return findChecksForFingerprints({ db: opts.db, fingerprints: await readPicture(opts.bytes) });
}

/**
 * The published checks a stored picture of an owner looks like (the staff's view of a question's pictures):
 * from the fingerprints stored with it, or, for a picture stored without them (the tipline bot's photos,
 * matched when they arrived), from its bytes. A picture that is gone or unreadable has no matches.
 */
export async function findChecksForStoredPicture(opts: {
  db: Db;
  storage: FileStorage;
  ownerKind: OwnerKind;
  ownerId: number;
  key: string;
}): Promise<PictureMatch[]> {
  const stored = rowsOf<{ algorithm: Fingerprint['algorithm']; hash: string }>(
    await opts.db.execute(sql`select algorithm, hash::text as hash from picture_fingerprints
                               where owner_kind = ${opts.ownerKind} and owner_id = ${opts.ownerId}
                                 and image_key = ${opts.key}`),
  );
  if (stored.length > 0) {
    const fingerprints = stored.map((r) => ({ algorithm: r.algorithm, hash: BigInt(r.hash) }));
    return findChecksForFingerprints({ db: opts.db, fingerprints });
  }
  const object = await opts.storage.read?.(opts.key);
  if (!object) return [];
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  try {
    return await findChecksForPicture({ db: opts.db, bytes: Buffer.concat(chunks) });
  } catch (error) {
    if (error instanceof AppError) return [];
    throw error;
  }
}

/**
 * The text's and the picture's suggestions as one list, best first, each check once (under the way that found
 * it best), at most five.
 */
export function mergeSuggestions<T extends { kind: string; id: number; score: number }>(
  ...lists: T[][]
): T[] {
  const best = new Map<string, T>();
  for (const item of lists.flat()) {
    const key = `${item.kind}:${item.id}`;
    const seen = best.get(key);
    if (!seen || item.score > seen.score) best.set(key, item);
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, LIMIT);
}
