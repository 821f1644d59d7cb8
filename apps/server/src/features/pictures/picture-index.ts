import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';
import { ALGORITHMS, type Fingerprint } from './fingerprint.ts';

// The Hamming lookup (ADR 27): every stored hash sits in memory as two 32-bit halves in typed arrays (8 bytes
// a hash plus its row id and algorithm: about 4 MB for 100 000 pictures of three hashes) and a query is compared
// with all of them. A linear scan of typed arrays is a few milliseconds at that size (the bench prints it), needs
// no tuning of bands to a threshold, and finds every hash within any distance. Each lookup first reads the
// rows added since the last one (an index scan on the primary key), so several processes see each other's
// pictures; a row whose picture was replaced or unpublished is dropped by the lookup's join, not here.

const GROW = 1.5;

function popcount32(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export interface IndexHit {
  /** picture_fingerprints.id of the stored hash */
  rowId: number;
  distance: number;
}

export class PictureIndex {
  private hi = new Int32Array(1024);
  private lo = new Int32Array(1024);
  private ids = new Int32Array(1024);
  private algos = new Uint8Array(1024);
  private size = 0;
  private lastId = 0;
  private syncing: Promise<void> | undefined;

  get count(): number {
    return this.size;
  }

  add(rowId: number, algorithm: string, hash: bigint): void {
    const algo = ALGORITHMS.indexOf(algorithm as (typeof ALGORITHMS)[number]);
    if (algo < 0) return; // an algorithm this version does not know
    if (this.size === this.ids.length) this.grow();
    const u = BigInt.asUintN(64, hash);
    this.hi[this.size] = Number(u >> 32n) | 0;
    this.lo[this.size] = Number(u & 0xffffffffn) | 0;
    this.ids[this.size] = rowId;
    this.algos[this.size] = algo;
    this.size++;
    if (rowId > this.lastId) this.lastId = rowId;
  }

  private grow(): void {
    const length = Math.ceil(this.ids.length * GROW);
    const copy = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(length);
      b.set(a);
      return b;
    };
    this.hi = copy(this.hi, (n) => new Int32Array(n));
    this.lo = copy(this.lo, (n) => new Int32Array(n));
    this.ids = copy(this.ids, (n) => new Int32Array(n));
    this.algos = copy(this.algos, (n) => new Uint8Array(n));
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
   * Every stored hash within `maxDistance` bits of one of the query's fingerprints, the nearest per row.
   */
  search(query: Fingerprint[], maxDistance: number): IndexHit[] {
    const qs = query.map((f) => {
      const u = BigInt.asUintN(64, f.hash);
      return { hi: Number(u >> 32n) | 0, lo: Number(u & 0xffffffffn) | 0 };
    });
    const hits: IndexHit[] = [];
    const { hi, lo, ids, size } = this;
    for (let i = 0; i < size; i++) {
      const h = hi[i]!;
      const l = lo[i]!;
      let best = 65;
      for (const q of qs) {
        const d = popcount32(h ^ q.hi) + popcount32(l ^ q.lo);
        if (d < best) best = d;
      }
      if (best <= maxDistance) hits.push({ rowId: ids[i]!, distance: best });
    }
    return hits;
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
