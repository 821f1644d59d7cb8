import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';
import { ALGORITHMS, type Fingerprint } from '../../lib/fingerprint.ts';

// The Hamming lookup (ADR 30). Every stored hash sits in memory as two 32-bit halves in typed arrays (about
// 4 MB for 100 000 pictures of three hashes). A linear scan of them with a lookup's seven hashes took 30 to
// 70 ms at that size on the project's machine, so the hashes are also indexed by their four 16-bit bands
// (multi-index hashing): two hashes within 8 bits of each other share a band within 2 bits, so a lookup reads
// the buckets of each band's 137 neighbours (1 + 16 + 120 keys) and checks only the hashes found there. The
// buckets are rebuilt (a counting sort) when the hashes added since the last build pass an eighth of those
// indexed; the newest ones are scanned meanwhile. Each lookup first reads the rows added since the last one
// (an index scan on the primary key), so several processes see each other's pictures; a row whose picture was
// replaced or unpublished is dropped by the lookup's join, not here.

const GROW = 1.5;
const BANDS = 4;
/** Bits a band of the query may differ in from the band of a hash it finds. */
const BAND_RADIUS = 2;
/** The distance the band buckets guarantee to find: BANDS x (BAND_RADIUS + 1) - 1. */
export const INDEXED_DISTANCE = BANDS * (BAND_RADIUS + 1) - 1;

/**
 * The 16-bit masks of at most 0, 1 and 2 (BAND_RADIUS) bits: a hash looked up within fewer bits (a crop
 * window's 7) needs a smaller band radius, since BANDS x (radius + 1) - 1 bits are still guaranteed: 17 keys
 * a band at radius 1 instead of 137.
 */
const MASKS_WITHIN: number[][] = (() => {
  const singles: number[] = [];
  const pairs: number[] = [];
  for (let a = 0; a < 16; a++) {
    singles.push(1 << a);
    for (let b = a + 1; b < 16; b++) pairs.push((1 << a) | (1 << b));
  }
  return [[0], [0, ...singles], [0, ...singles, ...pairs]];
})();

/** The band radius that guarantees every hash within `distance` bits. */
const radiusFor = (distance: number) => Math.max(0, Math.ceil((distance + 1) / BANDS) - 1);

export interface IndexHit {
  /** picture_fingerprints.id of the stored hash */
  rowId: number;
  distance: number;
}

/** The 16-bit band `b` (0 the lowest) of a hash held as two 32-bit halves. */
const band = (hi: number, lo: number, b: number) =>
  (b < 2 ? lo >>> (16 * b) : hi >>> (16 * (b - 2))) & 0xffff;

function distance(h: number, l: number, qh: number, ql: number): number {
  let x = h ^ qh;
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  let y = l ^ ql;
  y -= (y >>> 1) & 0x55555555;
  y = (y & 0x33333333) + ((y >>> 2) & 0x33333333);
  return Math.imul(((x + (x >>> 4)) & 0x0f0f0f0f) + ((y + (y >>> 4)) & 0x0f0f0f0f), 0x01010101) >>> 24;
}

export class PictureIndex {
  private hi = new Int32Array(1024);
  private lo = new Int32Array(1024);
  private ids = new Int32Array(1024);
  /** the index of each hash's algorithm in ALGORITHMS */
  private algorithms = new Uint8Array(1024);
  private size = 0;
  private lastId = 0;
  private syncing: Promise<void> | undefined;
  /** per band: where each key's positions start in `order` (65 537 offsets) */
  private starts: Uint32Array[] = [];
  /** per band: the positions of the first `indexed` hashes, sorted by that band's key */
  private order: Int32Array[] = [];
  private indexed = 0;

  get count(): number {
    return this.size;
  }

  add(rowId: number, algorithm: string, hash: bigint): void {
    if (!ALGORITHMS.includes(algorithm as (typeof ALGORITHMS)[number])) return; // an algorithm this version does not know
    if (this.size === this.ids.length) this.grow();
    const u = BigInt.asUintN(64, hash);
    this.hi[this.size] = Number(u >> 32n) | 0;
    this.lo[this.size] = Number(u & 0xffffffffn) | 0;
    this.ids[this.size] = rowId;
    this.algorithms[this.size] = ALGORITHMS.indexOf(algorithm as (typeof ALGORITHMS)[number]);
    this.size++;
    if (rowId > this.lastId) this.lastId = rowId;
  }

  private grow(): void {
    const length = Math.ceil(this.ids.length * GROW);
    const copy = (a: Int32Array) => {
      const b = new Int32Array(length);
      b.set(a);
      return b;
    };
    this.hi = copy(this.hi);
    this.lo = copy(this.lo);
    this.ids = copy(this.ids);
    const algorithms = new Uint8Array(length);
    algorithms.set(this.algorithms);
    this.algorithms = algorithms;
  }

  /** Sorts every hash into its bands' buckets (a counting sort per band). */
  private build(): void {
    const n = this.size;
    this.starts = [];
    this.order = [];
    for (let b = 0; b < BANDS; b++) {
      const starts = new Uint32Array(65537);
      for (let i = 0; i < n; i++) starts[band(this.hi[i]!, this.lo[i]!, b) + 1]!++;
      for (let k = 0; k < 65536; k++) starts[k + 1]! += starts[k]!;
      const next = starts.slice(0, 65536);
      const order = new Int32Array(n);
      for (let i = 0; i < n; i++) order[next[band(this.hi[i]!, this.lo[i]!, b)]!++] = i;
      this.starts.push(starts);
      this.order.push(order);
    }
    this.indexed = n;
  }

  /** Reads the rows stored since the last call (concurrent callers share one read). */
  sync(db: Db): Promise<void> {
    this.syncing ??= (async () => {
      try {
        for (;;) {
          const rows = rowsOf<{ id: number; algorithm: string; hash: string }>(
            await db.execute(sql`select id, algorithm, hash::text as hash from picture_fingerprints
                                  where id > ${this.lastId} order by id limit 20000`),
          );
          for (const r of rows) this.add(r.id, r.algorithm, BigInt(r.hash));
          if (rows.length < 20000) break;
        }
      } finally {
        this.syncing = undefined;
      }
    })();
    return this.syncing;
  }

  /**
   * Every stored hash within `maxDistance` bits (at most INDEXED_DISTANCE) of one of the query's
   * fingerprints, the nearest distance per row.
   */
  search(query: Fingerprint[], maxDistance: number): IndexHit[] {
    if (maxDistance > INDEXED_DISTANCE)
      throw new Error(`the band index finds at most ${INDEXED_DISTANCE} bits`);
    if (this.starts.length === 0 || this.size - this.indexed > this.indexed / 8) this.build();
    const best = new Map<number, number>();
    let within = maxDistance;
    let only = -1;
    const note = (i: number, d: number) => {
      if (d <= within && d < (best.get(i) ?? 65) && (only < 0 || this.algorithms[i] === only)) best.set(i, d);
    };
    const { hi, lo } = this;
    for (const f of query) {
      // a hash with its own distance (a crop window) meets only the stored hashes of its algorithm
      within = Math.min(maxDistance, f.within ?? maxDistance);
      only = f.within === undefined ? -1 : ALGORITHMS.indexOf(f.algorithm);
      const u = BigInt.asUintN(64, f.hash);
      const qh = Number(u >> 32n) | 0;
      const ql = Number(u & 0xffffffffn) | 0;
      for (let b = 0; b < BANDS; b++) {
        const key = band(qh, ql, b);
        const starts = this.starts[b]!;
        const order = this.order[b]!;
        for (const mask of MASKS_WITHIN[radiusFor(within)]!) {
          const k = key ^ mask;
          for (let p = starts[k]!, end = starts[k + 1]!; p < end; p++) {
            const i = order[p]!;
            note(i, distance(hi[i]!, lo[i]!, qh, ql));
          }
        }
      }
      for (let i = this.indexed; i < this.size; i++) note(i, distance(hi[i]!, lo[i]!, qh, ql));
    }
    return [...best].map(([i, d]) => ({ rowId: this.ids[i]!, distance: d }));
  }
}

const indexes = new WeakMap<Db, PictureIndex>();

/** The one index of a database handle, brought up to date with the stored rows. */
export async function pictureIndex(db: Db): Promise<PictureIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = new PictureIndex();
    indexes.set(db, index);
  }
  await index.sync(db);
  return index;
}
