import { describe, expect, it } from 'vitest';
import { seeded } from '../../../test/fixtures/picture-set.ts';
import { hammingDistance } from '../../lib/fingerprint.ts';
import { PictureIndex } from './picture-index.ts';

const random64 = (r: () => number) =>
  BigInt.asIntN(64, (BigInt(Math.floor(r() * 2 ** 32)) << 32n) | BigInt(Math.floor(r() * 2 ** 32)));

describe('PictureIndex: the band buckets find what comparing with every hash finds', () => {
  it('answers nothing, without failing, before any picture is stored', () => {
    expect(new PictureIndex().search([{ algorithm: 'phash', hash: 5n }], 8)).toEqual([]);
  });

  it('finds every stored hash within the distance, indexed or added since the last build', {
    timeout: 90_000,
  }, () => {
    const r = seeded(9);
    const index = new PictureIndex();
    const stored: bigint[] = [];
    const store = (hash: bigint) => {
      stored.push(hash);
      index.add(stored.length, 'phash', hash);
    };
    for (let i = 0; i < 20_000; i++) store(random64(r));
    index.search([{ algorithm: 'phash', hash: 0n }], 8); // builds the buckets
    for (let i = 0; i < 500; i++) store(random64(r)); // fewer than an eighth: scanned, not bucketed
    for (let t = 0; t < 200; t++) {
      let hash = stored[Math.floor(r() * stored.length)]!;
      for (let f = Math.floor(r() * 10); f > 0; f--) hash ^= 1n << BigInt(Math.floor(r() * 64));
      const expected = stored
        .map((s, i) => ({ rowId: i + 1, distance: hammingDistance(s, hash) }))
        .filter((h) => h.distance <= 8);
      const found = index.search([{ algorithm: 'phash', hash }], 8);
      expect(found.sort((a, b) => a.rowId - b.rowId)).toEqual(expected);
      // a hash with its own, smaller distance reads fewer buckets and still finds all within it
      const near = index.search([{ algorithm: 'phash', hash, within: 7 }], 8);
      expect(near.sort((a, b) => a.rowId - b.rowId)).toEqual(expected.filter((h) => h.distance <= 7));
    }
  });

  it('holds a hash with its own distance (a crop window) to that distance and to its own algorithm', () => {
    const index = new PictureIndex();
    const near = 0b1111111n; // seven bits from 0
    const far = 0b11111111n; // eight bits from 0
    index.add(1, 'phash-center', near);
    index.add(2, 'phash-center', far);
    index.add(3, 'phash', near);
    const plain = index.search([{ algorithm: 'phash-center', hash: 0n }], 8).map((h) => h.rowId);
    expect(plain.sort()).toEqual([1, 2, 3]);
    const window = index.search([{ algorithm: 'phash-center', hash: 0n, within: 7 }], 8);
    expect(window).toEqual([{ rowId: 1, distance: 7 }]);
  });
});
