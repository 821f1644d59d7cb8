/**
 * The picture figures of ADR 30: the labelled set's recall per edit and false matches
 * (test/fixtures/picture-eval.ts), the time to fingerprint a forwarded picture, and the Hamming lookup's p95
 * over 100 000 fingerprinted pictures beside its 30 ms target, through the real lookup (the band index of
 * features/pictures/picture-index.ts, then the join of its hits to the published checks) on the large seed's
 * database (db/seed-pictures.ts gives its subjects pictures), with the index's start-up load time and memory.
 * Run by `npm run bench`, or alone: `npx tsx apps/server/bench/pictures.ts`, which uses the bench's data set
 * (BENCH_DATA_DIR or BENCH_DATABASE_URL) when there is one and random hashes in memory otherwise
 * (BENCH_PICTURES sets the count; BENCH_PART=lookup or BENCH_PART=ocr-memory runs that part alone).
 * Then the labelled screenshots through OCR (test/fixtures/picture-ocr-eval.ts):
 * the median time Tesseract takes for one, and the share whose claim's check the matcher puts in the top 5;
 * and the server's peak memory while OCR runs, its OCR child's apart (ocrMemoryFigures).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../src/db/client.ts';
import { SEED_PHOTO_BASE, seedPictureFingerprints } from '../src/db/seed-pictures.ts';
import { ALGORITHMS, type Fingerprint, queryFingerprints } from '../src/lib/fingerprint.ts';
import { OcrReader } from '../src/features/pictures/ocr.ts';
import { PictureIndex, pictureIndex } from '../src/features/pictures/picture-index.ts';
import { findChecksForFingerprints, MATCH_DISTANCE } from '../src/features/pictures/pictures.service.ts';
import { rowsOf } from '../src/lib/sql.ts';
import { childPids, procStatusMb } from './figures.ts';
import { PICTURE_TARGETS, type PictureFigures, scorePictureSet } from '../test/fixtures/picture-eval.ts';
import { OCR_TARGETS, type OcrFigures, scoreScreenshotsByWords } from '../test/fixtures/picture-ocr-eval.ts';
import { EDITS, edited, photo, SCREENSHOT_CLAIMS, screenshot, seeded } from '../test/fixtures/picture-set.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PICTURE_LOOKUP_TARGET_MS = 30;

const random64 = (r: () => number) =>
  BigInt.asIntN(64, (BigInt(Math.floor(r() * 2 ** 32)) << 32n) | BigInt(Math.floor(r() * 2 ** 32)));

/** What the lookup costs among the large seed's fingerprinted pictures (db/seed-pictures.ts). */
export interface LookupFigures {
  pictures: number;
  /** how the lookup was measured: on the large seed's database, or on random hashes in memory (no database) */
  measuredOn: 'large seed' | 'random hashes';
  /** reading every stored hash into the band index (the first lookup after a start), ms */
  loadMs: number;
  /** sorting them into the band buckets, ms */
  buildMs: number;
  /** the index's typed arrays, MB */
  indexMb: number;
  /** lookups that suggested at least one check */
  answered: number;
  lookupP50Ms: number;
  lookupP95Ms: number;
}

const quantile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(q * (sorted.length - 1))]! * 100) / 100;
};

/**
 * The lookup through its real path (findChecksForFingerprints: the band index, then the join to the published
 * checks) on a database holding `pictures` fingerprinted pictures, seeded here if it has fewer. The queries
 * are forwarded copies (the seven edits) of 40 of the seeded photos, fingerprinted beforehand: this is the
 * lookup alone, the fingerprinting is timed on the labelled set.
 */
export async function lookupFigures(
  db: Db,
  pictures: number,
  log: (line: string) => void,
): Promise<LookupFigures> {
  const [have] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(distinct owner_id)::int as n from picture_fingerprints where owner_kind = 'subject'`,
    ),
  );
  if ((have?.n ?? 0) < pictures) {
    log(`  seeding ${pictures - (have?.n ?? 0)} fingerprinted pictures (db/seed-pictures.ts)…`);
    await seedPictureFingerprints(db, { afterId: 0, pictures: pictures - (have?.n ?? 0), photos: 1_000 });
  }
  const queries: Fingerprint[][] = [];
  for (let i = 0; i < 40; i++) {
    const copy = await edited(await photo(SEED_PHOTO_BASE + i), EDITS[i % EDITS.length]!, i);
    queries.push(await queryFingerprints(copy, 40e6));
  }
  const before = process.memoryUsage().arrayBuffers;
  let started = performance.now();
  const index = await pictureIndex(db);
  const loadMs = Math.round(performance.now() - started);
  started = performance.now();
  index.search([], MATCH_DISTANCE); // the first search sorts the buckets
  const buildMs = Math.round(performance.now() - started);
  const indexMb = Math.round(((process.memoryUsage().arrayBuffers - before) / 2 ** 20) * 10) / 10;
  const times: number[] = [];
  let answered = 0;
  for (let round = 0; round < 5; round++) {
    for (const fingerprints of queries) {
      started = performance.now();
      const found = await findChecksForFingerprints({ db, fingerprints });
      times.push(performance.now() - started);
      if (round === 0 && found.length > 0) answered++;
    }
  }
  return {
    pictures: index.count / ALGORITHMS.length,
    measuredOn: 'large seed',
    loadMs,
    buildMs,
    indexMb,
    answered: answered / queries.length,
    lookupP50Ms: quantile(times, 0.5),
    lookupP95Ms: quantile(times, 0.95),
  };
}

/** Without a database: the band index alone over random hashes (what the bench did before the seed had pictures). */
function randomLookupFigures(pictures: number): LookupFigures {
  const index = new PictureIndex();
  const r = seeded(42);
  let row = 0;
  const before = process.memoryUsage().arrayBuffers;
  let started = performance.now();
  for (let i = 0; i < pictures; i++)
    for (const algorithm of ALGORITHMS) index.add(++row, algorithm, random64(r));
  const loadMs = Math.round(performance.now() - started);
  started = performance.now();
  index.search([], MATCH_DISTANCE);
  const buildMs = Math.round(performance.now() - started);
  const indexMb = Math.round(((process.memoryUsage().arrayBuffers - before) / 2 ** 20) * 10) / 10;
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    // a query as a lookup makes it: the three stored fingerprints, four more central regions, 16 crop windows
    const query: Fingerprint[] = Array.from({ length: 23 }, (_, k) => ({
      algorithm: ALGORITHMS[Math.min(k, 2)]!,
      hash: random64(r),
      ...(k >= 7 ? { within: 7 } : {}),
    }));
    started = performance.now();
    index.search(query, MATCH_DISTANCE);
    times.push(performance.now() - started);
  }
  return {
    pictures,
    measuredOn: 'random hashes',
    loadMs,
    buildMs,
    indexMb,
    answered: 0,
    lookupP50Ms: quantile(times, 0.5),
    lookupP95Ms: quantile(times, 0.95),
  };
}

export async function pictureFigures(
  log: (line: string) => void = console.log,
  db?: Db,
  pictures = Number(process.env.BENCH_PICTURES ?? 100_000),
): Promise<
  PictureFigures & {
    lookup: LookupFigures;
    ocr: Omit<OcrFigures, 'misses' | 'falseMatches'>;
    ocrMemory: OcrMemoryFigures;
  }
> {
  const set = await scorePictureSet();
  const lookup = db ? await lookupFigures(db, pictures, log) : randomLookupFigures(pictures);
  const figures = { ...set, lookup };
  const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;
  log('pictures (labelled set: 40 photos, 20 screenshots, 200 unrelated; found in the top 3)');
  for (const [edit, share] of Object.entries(set.photos)) {
    const target =
      edit === 'crop10' || edit === 'caption' ? PICTURE_TARGETS.cropsAndCaptions : PICTURE_TARGETS.plainEdits;
    log(`  photos ${edit.padEnd(7)} ${pct(share).padStart(7)}  (target ${pct(target)})`);
  }
  log(`  screenshots by their look: ${pct(set.screenshots.jpeg30)} (pages of text are left to OCR)`);
  log(
    `  unrelated photos matched ${pct(set.unrelatedPhotos)}, screenshots ${pct(set.unrelatedScreenshots)} (target < 1 %)`,
  );
  log(`  fingerprinting a forwarded picture: median ${set.fingerprintMs} ms`);
  log(
    `  lookup among ${lookup.pictures} pictures (${lookup.measuredOn}): p50 ${lookup.lookupP50Ms} ms, p95 ${lookup.lookupP95Ms} ms (target < ${PICTURE_LOOKUP_TARGET_MS} ms)${lookup.measuredOn === 'large seed' ? `; ${pct(lookup.answered)} of the forwarded copies answered` : ''}`,
  );
  log(
    `  band index at start: ${lookup.loadMs} ms to read the hashes, ${lookup.buildMs} ms to sort the buckets, ${lookup.indexMb} MB`,
  );
  const ocr = await ocrFigures();
  log(
    `  OCR of one forwarded screenshot: median ${ocr.medianMs} ms (target < ${OCR_TARGETS.screenshotMs} ms)`,
  );
  for (const [edit, share] of Object.entries(ocr.perEdit))
    log(`  screenshots through OCR ${edit.padEnd(7)} ${pct(share).padStart(7)}`);
  log(`  screenshots through OCR, found in the top 5: ${pct(ocr.top5)} (target ${pct(OCR_TARGETS.top5)})`);
  log(`  unrelated screenshots answered through OCR: ${pct(ocr.unrelated)}`);
  const ocrMemory = await ocrMemoryFigures(log);
  const { misses: _misses, falseMatches: _falseMatches, ...ocrShares } = ocr;
  return { ...figures, ocr: ocrShares, ocrMemory };
}

/** The server's memory budget under load (ADR 21, the soak target). */
export const SERVER_RSS_BUDGET_MB = 250;

export interface OcrMemoryFigures {
  /** the server process alone, MB: started, and its peak while the pictures were read */
  serverStartMb: number;
  serverPeakMb: number;
  /** the OCR child process's peak, MB (counted apart: it is its own process with its own bound) */
  ocrChildPeakMb: number;
  pictures: number;
  /** which server: the built one `npm start` runs, or the source through tsx (no build found) */
  entry: 'built' | 'source';
}

/**
 * The server's peak resident memory while OCR runs: a real server (the built one when apps/server/dist holds
 * it) on an empty data folder is sent forwarded copies of the labelled screenshots on the ask form's POST, one
 * every second, and the words of the last one are waited for through its Location; the server and its OCR
 * child are sampled every 100 ms from /proc, apart.
 */
export async function ocrMemoryFigures(
  log: (line: string) => void,
  pictures = 12,
): Promise<OcrMemoryFigures> {
  const { startServer } = await import('../test/crash/server-process.ts');
  const entry = existsSync(path.join(serverDir, 'dist', 'server.mjs')) ? 'built' : 'source';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-ocr-bench-'));
  const server = await startServer({ DATA_DIR: dataDir }, 120_000, entry);
  const pid = server.child.pid!;
  const serverStartMb = procStatusMb(pid);
  let serverPeakMb = serverStartMb;
  let ocrChildPeakMb = 0;
  const sampler = setInterval(() => {
    serverPeakMb = Math.max(serverPeakMb, procStatusMb(pid));
    for (const child of childPids(pid)) ocrChildPeakMb = Math.max(ocrChildPeakMb, procStatusMb(child));
  }, 100);
  try {
    let location: string | null = null;
    for (let i = 0; i < pictures; i++) {
      const copy = await edited(await screenshot(i % SCREENSHOT_CLAIMS.length), EDITS[i % EDITS.length]!, i);
      const form = new FormData();
      form.set('image', new Blob([new Uint8Array(copy)], { type: 'image/jpeg' }), 'picture.jpg');
      const res = await fetch(`${server.url}/api/public/public-user-question/similar/`, {
        method: 'POST',
        body: form,
      });
      await res.arrayBuffer();
      if (res.status === 202) location = res.headers.get('location');
      else if (res.status !== 200) throw new Error(`the ask form's POST answered ${res.status}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    // one reading at a time, in order: the last picture's words come last
    for (let waited = 0; location && waited < 180_000; waited += 3000) {
      const res = await fetch(`${server.url}${location}`);
      const body = (await res.json()) as { reading?: boolean };
      if (!body.reading) break;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  } finally {
    clearInterval(sampler);
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const mb = (x: number) => Math.round(x);
  const figures = {
    serverStartMb: mb(serverStartMb),
    serverPeakMb: mb(serverPeakMb),
    ocrChildPeakMb: mb(ocrChildPeakMb),
    pictures,
    entry,
  } as const;
  log(
    `  memory with OCR running (${entry} server, ${pictures} screenshots): server ${figures.serverStartMb} MB started, peak ${figures.serverPeakMb} MB (budget ${SERVER_RSS_BUDGET_MB} MB); OCR child peak ${figures.ocrChildPeakMb} MB, apart`,
  );
  return figures;
}

/** The labelled screenshots read by the OCR child process and matched in a database of their own. */
async function ocrFigures(): Promise<OcrFigures> {
  const database = await openDatabase({});
  const reader = new OcrReader();
  try {
    return await scoreScreenshotsByWords(database.db, reader);
  } finally {
    await reader.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // BENCH_PART: 'ocr-memory' or 'lookup' alone; without it, every picture figure
  const part = process.env.BENCH_PART ?? '';
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const url = process.env.BENCH_DATABASE_URL;
  const dir = path.resolve(root, process.env.BENCH_DATA_DIR ?? 'data-bench', 'pglite');
  const pictures = Number(process.env.BENCH_PICTURES ?? 100_000);
  if (part === 'ocr-memory') {
    await ocrMemoryFigures(console.log, Number(process.env.BENCH_OCR_PICTURES ?? 12));
  } else if (url || existsSync(dir)) {
    const database = await openDatabase(url ? { databaseUrl: url } : { pgliteDir: dir });
    try {
      if (part === 'lookup') {
        const lookup = await lookupFigures(database.db, pictures, console.log);
        console.log(JSON.stringify(lookup));
      } else await pictureFigures(console.log, database.db);
    } finally {
      await database.close();
    }
  } else if (part === 'lookup') {
    console.log(JSON.stringify(randomLookupFigures(pictures)));
  } else await pictureFigures();
}
