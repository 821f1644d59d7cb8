import { loadSharp } from './lazy-modules.ts';

// Run in the picture process (lib/picture-jobs.ts), never in the server.

// Perceptual fingerprints of one picture (ADR 30). sharp-phash computes the 64-bit DCT pHash; what a reader
// forwards is rarely the stored picture itself, so it is hashed after the uniform borders are trimmed (a
// screenshot's frame, a chat's background, a letterbox) and two more regions are hashed beside it: the
// central region (survives a crop) and the picture without its top and bottom bands (survives a caption bar or
// a status bar the trim could not take off). A lookup compares every region of the query with every region
// stored, so a cropped copy meets the original's centre and a captioned one its middle band.

/** The algorithms stored for each picture; a new one gets its own name beside these. */
export const ALGORITHMS = ['phash', 'phash-center', 'phash-mid'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

export interface Fingerprint {
  algorithm: Algorithm;
  /** the 64-bit hash, as PostgreSQL's signed bigint holds it */
  hash: bigint;
  /** a lookup's hash that matches only this near (fewer bits than the lookup's own distance) */
  within?: number;
}

/** Pictures are read at most this large (the longer side) before hashing: the hash needs 32 x 32. */
const WORK_SIZE = 384;
/** A row or column belongs to a border when this share of its pixels is within TOLERANCE of its commonest. */
const UNIFORM_SHARE = 0.85;
const TOLERANCE = 6;
/** Greys a plain line may be made of. */
const PLAIN_GREYS = 1;
/** The trim never takes more than this share of either side. */
const MAX_TRIM = 0.36;
/** Content is a run of lines that are not plain at least this share of the side long. */
const MIN_CONTENT = 0.12;

export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The grey pixels of a picture at WORK_SIZE, orientation applied, transparency on white, first frame only. */
export async function greyPixels(input: Buffer, limitInputPixels: number): Promise<GreyImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(input, { limitInputPixels, failOn: 'error', pages: 1 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(WORK_SIZE, WORK_SIZE, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .toColourspace('b-w')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/**
 * The one or two greys most of a line is made of (a border, a bar and its letters, a chat bubble on its
 * background), or null when it has a photo's spread of greys.
 */
function plainGreys(data: Uint8Array, start: number, step: number, count: number): number[] | null {
  const histogram = new Uint32Array(256);
  for (let i = 0, p = start; i < count; i++, p += step) histogram[data[p]!]!++;
  let covered = 0;
  const modes: number[] = [];
  for (let k = 0; k < PLAIN_GREYS; k++) {
    let mode = 0;
    for (let v = 1; v < 256; v++) if (histogram[v]! > histogram[mode]!) mode = v;
    modes.push(mode);
    for (let v = Math.max(0, mode - TOLERANCE); v <= Math.min(255, mode + TOLERANCE); v++) {
      covered += histogram[v]!;
      histogram[v] = 0;
    }
  }
  return covered >= UNIFORM_SHARE * count ? modes : null;
}

/**
 * How many lines to take off one side: the lines of the frame, which are plain and share a grey with the
 * outermost line (so a photo's own flat sky, another grey, stays), up to the first run of at least `run` lines
 * that are not; short runs (the time in a status bar, a caption's letters, a line under a chat bubble) go with
 * the frame around them. 0 when no such run opens among the first `max` lines.
 */
function frameDepth(line: (i: number) => number[] | null, max: number, run: number): number {
  const edge = line(0);
  if (!edge) return 0;
  const frame = (i: number) => {
    const greys = line(i);
    return !!greys && greys.some((g) => Math.abs(g - edge[0]!) <= TOLERANCE);
  };
  for (let i = 0; i <= max; i++) {
    let n = 0;
    while (n < run && !frame(i + n)) n++;
    if (n >= run) return i;
    i += n;
  }
  return 0;
}

/** The box left after taking off a frame from each side (a screenshot's frame, a letterbox, a caption bar). */
export function trimBox(img: GreyImage): { left: number; top: number; width: number; height: number } {
  const { data, width, height } = img;
  const rowRun = Math.max(2, Math.round(height * MIN_CONTENT));
  const colRun = Math.max(2, Math.round(width * MIN_CONTENT));
  const maxRows = Math.floor(height * MAX_TRIM);
  const maxCols = Math.floor(width * MAX_TRIM);
  const row = (y: number) => plainGreys(data, y * width, 1, width);
  const top = frameDepth(row, maxRows, rowRun);
  const bottom = height - frameDepth((i) => row(height - 1 - i), maxRows, rowRun);
  const rows = bottom - top;
  const col = (x: number) => plainGreys(data, top * width + x, width, rows);
  const left = frameDepth(col, maxCols, colRun);
  const right = width - frameDepth((i) => col(width - 1 - i), maxCols, colRun);
  return { left, top, width: right - left, height: rows };
}

/** The grey pixels inside a box. */
function cropGrey(
  img: GreyImage,
  box: { left: number; top: number; width: number; height: number },
): GreyImage {
  const w = Math.max(1, Math.round(box.width));
  const h = Math.max(1, Math.round(box.height));
  const left = Math.round(box.left);
  const top = Math.round(box.top);
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const from = (top + y) * img.width + left;
    data.set(img.data.subarray(from, from + w), y * w);
  }
  return { data, width: w, height: h };
}

/** The side of the grey square the DCT reads, and of the low frequencies it keeps (sharp-phash's). */
const SAMPLE = 32;
const LOW = 8;
/** cos((2x + 1) u π / 2N) for the low frequencies u = 1..LOW only, per x: row u - 1 */
const COSINES: Float64Array[] = Array.from({ length: LOW }, (_, k) => {
  const row = new Float64Array(SAMPLE);
  for (let x = 0; x < SAMPLE; x++) row[x] = Math.cos(((2 * x + 1) / (2 * SAMPLE)) * (k + 1) * Math.PI);
  return row;
});

/**
 * sharp-phash's hash of a grey square: the DCT-II coefficients 1..8 in each direction, each bit whether a
 * coefficient is above their mean. sharp-phash computes all 32 x 32 coefficients with a four-deep loop (about 5
 * ms); only these 64 are read, so they are computed alone and separably (0.05 ms). A test holds the two equal
 * bit for bit on the labelled set.
 */
export function dctHash(square: Uint8Array): bigint {
  const rows = new Float64Array(LOW * SAMPLE); // [u][y]: the sum over x
  for (let u = 0; u < LOW; u++) {
    const c = COSINES[u]!;
    for (let y = 0; y < SAMPLE; y++) {
      let sum = 0;
      for (let x = 0; x < SAMPLE; x++) sum += c[x]! * square[SAMPLE * y + x]!;
      rows[u * SAMPLE + y] = sum;
    }
  }
  const coefficients = new Float64Array(LOW * LOW);
  let total = 0;
  for (let u = 0; u < LOW; u++) {
    for (let v = 0; v < LOW; v++) {
      const c = COSINES[v]!;
      let sum = 0;
      for (let y = 0; y < SAMPLE; y++) sum += c[y]! * rows[u * SAMPLE + y]!;
      coefficients[u * LOW + v] = sum / 4;
      total += sum / 4;
    }
  }
  const mean = total / (LOW * LOW);
  let hash = 0n;
  for (let i = 0; i < LOW * LOW; i++) hash = (hash << 1n) | (coefficients[i]! > mean ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** The pHash of a box of grey pixels: sharp resizes it to the 32 x 32 square as sharp-phash does. */
async function hashOf(
  img: GreyImage,
  box: { left: number; top: number; width: number; height: number } = {
    left: 0,
    top: 0,
    width: img.width,
    height: img.height,
  },
): Promise<bigint> {
  const sharp = await loadSharp();
  const left = Math.round(box.left);
  const top = Math.round(box.top);
  const square = await sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length), {
    raw: { width: img.width, height: img.height, channels: 1 },
  })
    .extract({
      left,
      top,
      width: Math.max(1, Math.min(img.width - left, Math.round(box.width))),
      height: Math.max(1, Math.min(img.height - top, Math.round(box.height))),
    })
    .greyscale()
    .resize(SAMPLE, SAMPLE, { fit: 'fill' })
    .raw()
    .toBuffer();
  return dctHash(new Uint8Array(square.buffer, square.byteOffset, square.length));
}

/** The share of each side the central region leaves out. */
const CENTER_MARGIN = 0.15;
/** The share of the top and of the bottom the middle band leaves out. */
const BAND_MARGIN = 0.2;

const centerOf = (img: GreyImage, margin: number) =>
  cropGrey(img, {
    left: img.width * margin,
    top: img.height * margin,
    width: img.width * (1 - 2 * margin),
    height: img.height * (1 - 2 * margin),
  });

/** The fingerprints of already decoded grey pixels (greyPixels) that are stored for a picture. */
/**
 * The picture without its frames: trimmed twice, for a frame inside a frame (a chat bubble on the chat's
 * background, a picture letterboxed inside a screenshot).
 */
function trimmedOf(img: GreyImage): GreyImage {
  const once = cropGrey(img, trimBox(img));
  return cropGrey(once, trimBox(once));
}

export async function fingerprintsOfGrey(img: GreyImage): Promise<Fingerprint[]> {
  const trimmed = trimmedOf(img);
  const { width: w, height: h } = trimmed;
  const mid = cropGrey(trimmed, {
    left: 0,
    top: h * BAND_MARGIN,
    width: w,
    height: h * (1 - 2 * BAND_MARGIN),
  });
  return [
    { algorithm: 'phash', hash: await hashOf(trimmed) },
    { algorithm: 'phash-center', hash: await hashOf(centerOf(trimmed, CENTER_MARGIN)) },
    { algorithm: 'phash-mid', hash: await hashOf(mid) },
  ];
}

/**
 * A copy cropped by about a tenth shows the original's central region larger than its own central region
 * does: a lookup also hashes its centre with these smaller margins, which meet the stored central region.
 */
const QUERY_CENTER_MARGINS = [0.13, 0.11, 0.09, 0.07];

/**
 * A crop is rarely even: a tenth taken mostly off one side moves the original's central region off the copy's
 * centre, and pHash moves a bit or two for each hundredth it is shifted. So a lookup also hashes a grid of
 * windows the size the stored central region (70 %) has in a copy cropped to 90 %, at these offsets from the
 * copy's left and top (steps of 3 %, so the nearest window is within 1.5 % of where that region lies), and
 * compares them with the stored central regions only, within CROP_WINDOW_DISTANCE bits: sixteen more tries
 * would otherwise let an unrelated picture through.
 */
const CROP_WINDOW = 0.7 / 0.9;
const CROP_WINDOW_OFFSETS = [0.06, 0.09, 0.12, 0.15];
export const CROP_WINDOW_DISTANCE = 7;

/**
 * A page of text (a screenshot of a post, a letter) rather than a photo: this share of its lines, once
 * trimmed, are plain (the paper between the lines). Its perceptual hash sees the layout, not the words: on the
 * labelled set every unrelated screenshot came within the match distance of a checked one, so such a picture
 * is matched by the words in it (OCR), not by its look.
 */
const TEXT_LIKE_PLAIN_ROWS = 0.45;

export function isTextLike(img: GreyImage): boolean {
  // the plain lines must be of one paper: a photo's plain lines (a smooth sky) change grey from one to the next
  const papers = new Uint32Array(256);
  for (let y = 0; y < img.height; y++) {
    const greys = plainGreys(img.data, y * img.width, 1, img.width);
    if (greys) papers[greys[0]!]!++;
  }
  let best = 0;
  for (let g = 0; g < 256; g++) {
    let near = 0;
    for (let v = Math.max(0, g - TOLERANCE); v <= Math.min(255, g + TOLERANCE); v++) near += papers[v]!;
    best = Math.max(best, near);
  }
  return best >= TEXT_LIKE_PLAIN_ROWS * img.height;
}

/**
 * The fingerprints a lookup compares: the stored ones and the centre at QUERY_CENTER_MARGINS; none for a page
 * of text (isTextLike).
 */
export async function queryFingerprintsOfGrey(img: GreyImage): Promise<Fingerprint[]> {
  const trimmed = trimmedOf(img);
  if (isTextLike(trimmed)) return [];
  const stored = await fingerprintsOfGrey(img);
  const extra: Fingerprint[] = [];
  for (const margin of QUERY_CENTER_MARGINS) {
    extra.push({ algorithm: 'phash-center', hash: await hashOf(centerOf(trimmed, margin)) });
  }
  const { width: w, height: h } = trimmed;
  for (const x of CROP_WINDOW_OFFSETS) {
    for (const y of CROP_WINDOW_OFFSETS) {
      const box = { left: x * w, top: y * h, width: CROP_WINDOW * w, height: CROP_WINDOW * h };
      extra.push({
        algorithm: 'phash-center',
        hash: await hashOf(trimmed, box),
        within: CROP_WINDOW_DISTANCE,
      });
    }
  }
  return [...stored, ...extra];
}

/** A picture's stored fingerprints (ALGORITHMS); throws what sharp throws for bytes that are not a picture. */
export async function fingerprints(input: Buffer, limitInputPixels: number): Promise<Fingerprint[]> {
  return fingerprintsOfGrey(await greyPixels(input, limitInputPixels));
}

/** A picture's lookup fingerprints (queryFingerprintsOfGrey). */
export async function queryFingerprints(input: Buffer, limitInputPixels: number): Promise<Fingerprint[]> {
  return queryFingerprintsOfGrey(await greyPixels(input, limitInputPixels));
}

/** The number of bits two 64-bit hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}
