import phash from 'sharp-phash';
import { describe, expect, it } from 'vitest';
import { edited, photo, screenshot } from '../../test/fixtures/picture-set.ts';
import { dctHash, greyPixels } from './fingerprint.ts';

// The hash is sharp-phash's (ADR 30); dctHash computes only the 64 coefficients it reads. The two must agree
// bit for bit, or the fingerprints stored before and after would drift apart.
describe('the DCT hash', () => {
  it('is sharp-phash bit for bit on photos, screenshots and their forwarded copies', async () => {
    const sharp = (await import('sharp')).default;
    const pictures = [
      await photo(1),
      await photo(2, 1),
      await screenshot(3),
      await edited(await photo(4), 'crop10', 4),
      await edited(await photo(5), 'phone'),
    ];
    for (const bytes of pictures) {
      const grey = await greyPixels(bytes, 40e6);
      const raw = { raw: { width: grey.width, height: grey.height, channels: 1 as const } };
      const reference = BigInt.asIntN(64, BigInt(`0b${await phash(Buffer.from(grey.data), raw)}`));
      const square = await sharp(Buffer.from(grey.data), raw)
        .greyscale()
        .resize(32, 32, { fit: 'fill' })
        .raw()
        .toBuffer();
      expect(dctHash(new Uint8Array(square))).toBe(reference);
    }
  });
});
