import { describe, expect, it } from 'vitest';
import { PICTURE_TARGETS, scorePictureSet } from '../../../test/fixtures/picture-eval.ts';

// The labelled picture set of ADR 30 (test/fixtures/picture-set.ts: 40 photos and 20 screenshots of Persian
// text, each forwarded seven ways, and 200 unrelated pictures with the same scenes from another angle),
// scored as the lookup runs; the bench prints the same figures.
describe('picture matching on the labelled set', () => {
  it('finds forwarded copies of checked photos and matches no unrelated picture', {
    timeout: 240_000,
  }, async () => {
    const figures = await scorePictureSet();
    console.log('picture set', JSON.stringify(figures));
    for (const edit of ['jpeg30', 'half', 'grey', 'phone', 'chat'] as const) {
      expect(figures.photos[edit], edit).toBeGreaterThanOrEqual(PICTURE_TARGETS.plainEdits);
    }
    expect(figures.photos.caption).toBeGreaterThanOrEqual(PICTURE_TARGETS.cropsAndCaptions);
    // an uneven crop of a tenth is met by the lookup's grid of crop windows (ADR 30)
    expect(figures.photos.crop10).toBeGreaterThanOrEqual(PICTURE_TARGETS.cropsAndCaptions);
    expect(figures.unrelatedPhotos).toBeLessThan(PICTURE_TARGETS.unrelatedMatched);
    // a page of text is matched by its words, never by its look: no unrelated screenshot is suggested
    expect(figures.unrelatedScreenshots).toBe(0);
  });
});
