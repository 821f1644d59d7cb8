// The picture process's jobs (docs/decisions/0021, addendum "the picture process"): every sharp pipeline of
// the server, run one at a time in the child (picture-process.ts) that lib/picture-jobs.ts forks, so libvips
// (about 11 MB mapped) and the pixels' blocks in glibc's heap and arenas, which glibc rarely gives back, are
// never the server's. The card's drawing (card-render.ts) and the fingerprints (fingerprint.ts) live in lib/
// since the picture process runs them for the cards and pictures features; this module loads sharp only when a
// job runs (a server importing it for its types loads nothing).
import { IMAGE_TYPES } from '@rasti/contract/limits';
import { PICTURE_LIMITS, PICTURE_TYPES } from '@rasti/contract/picture-messages';
import { type CardContent, renderCard } from './card-render.ts';
import { type Fingerprint, fingerprintsOfGrey, greyPixels, queryFingerprintsOfGrey } from './fingerprint.ts';
import { fileTypeFromBuffer, loadSharp } from './lazy-modules.ts';

/** A decompression bomb (a tiny file claiming huge dimensions) is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The jobs the picture process runs: each kind's request and its answer. */
export interface PictureJobs {
  /** an upload checked (its type by its bytes, its size) and re-encoded to WebP at two widths (lib/images.ts) */
  upload: {
    request: { bytes: Uint8Array; maxWidth: number; smallWidth: number };
    result: { main: Uint8Array; small: Uint8Array } | { refused: 'type' | 'dimensions' | 'unreadable' };
  };
  /** a reader's picture checked and its lookup fingerprints (features/pictures/pictures.service.ts's readPicture) */
  lookup: {
    request: { bytes: Uint8Array };
    result:
      | { fingerprints: Fingerprint[] }
      | { refused: 'notPicture' | 'unreadable' | 'pixels' | 'metadata' };
  };
  /** a stored picture's fingerprints */
  stored: { request: { bytes: Uint8Array }; result: Fingerprint[] };
  /** a verdict card (card-render.ts) */
  card: { request: { content: CardContent }; result: Uint8Array };
  /** a picture of the offline edition: narrowed, WebP */
  edition: { request: { bytes: Uint8Array; width: number }; result: Uint8Array };
}
export type PictureJobKind = keyof PictureJobs;
export type PictureRequest = {
  [K in PictureJobKind]: { kind: K } & PictureJobs[K]['request'];
}[PictureJobKind];

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function encode(bytes: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

async function upload({ bytes, maxWidth, smallWidth }: PictureJobs['upload']['request']) {
  const input = asBuffer(bytes);
  // the type decided from the bytes, SVG (script inside) and everything else refused (server-rules section 5);
  // file-type (about 12 MB once loaded) is loaded here rather than in the server
  const type = await fileTypeFromBuffer(input);
  if (!type || !IMAGE_TYPES.includes(type.mime)) return { refused: 'type' } as const;
  try {
    const sharp = await loadSharp();
    const meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (!meta.width || !meta.height) return { refused: 'type' } as const;
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) return { refused: 'dimensions' } as const;
    return { main: await encode(input, maxWidth), small: await encode(input, smallWidth) };
  } catch (err) {
    return { refused: /pixel limit/i.test((err as Error).message) ? 'dimensions' : 'unreadable' } as const;
  }
}

async function lookup({ bytes }: PictureJobs['lookup']['request']): Promise<PictureJobs['lookup']['result']> {
  const input = asBuffer(bytes);
  const type = await fileTypeFromBuffer(input);
  if (!type || !PICTURE_TYPES.includes(type.mime)) return { refused: 'notPicture' };
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { refused: 'unreadable' };
  }
  if (!meta.width || !meta.height) return { refused: 'unreadable' };
  // an animation's height is its pages' together: the first frame is what is read
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight > PICTURE_LIMITS.maxPixels) return { refused: 'pixels' };
  const metadataBytes =
    (meta.exif?.length ?? 0) + (meta.icc?.length ?? 0) + (meta.xmp?.length ?? 0) + (meta.iptc?.length ?? 0);
  if (metadataBytes > PICTURE_LIMITS.maxMetadataBytes) return { refused: 'metadata' };
  try {
    return { fingerprints: await queryFingerprintsOfGrey(await greyPixels(input, PICTURE_LIMITS.maxPixels)) };
  } catch {
    return { refused: 'unreadable' };
  }
}

async function editionPicture({ bytes, width }: PictureJobs['edition']['request']): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(asBuffer(bytes), { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 45 })
    .toBuffer();
}

/** Runs one job (in the picture process). */
export async function runPictureJob(job: PictureRequest): Promise<PictureJobs[PictureJobKind]['result']> {
  switch (job.kind) {
    case 'upload':
      return upload(job);
    case 'lookup':
      return lookup(job);
    case 'stored':
      return fingerprintsOfGrey(await greyPixels(asBuffer(job.bytes), PICTURE_LIMITS.maxPixels));
    case 'card':
      return renderCard(job.content);
    case 'edition':
      return editionPicture(job);
  }
}
