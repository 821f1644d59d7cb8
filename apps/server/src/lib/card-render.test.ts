import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, cardColour, inkOn, renderCard, setText } from './card-render.ts';

const REFERENCE = path.join(import.meta.dirname, 'testdata', 'reference-card.png');
/** The reference is kept at half size (its bytes small); the comparison is made at that size. */
const SCALE = { width: CARD_WIDTH / 2, height: CARD_HEIGHT / 2 };

const FIXED = {
  title: 'ادعای قطع کامل اینترنت در سراسر کشور از فردا صبح؛ واکسن COVID-19 باعث ناباروری می‌شود؟',
  verdict: 'گمراه‌کننده',
  colour: '#d32f2f',
  siteName: 'راستی',
  address: 'rasti.example',
};

const rawHalf = (png: Buffer) =>
  sharp(png).resize(SCALE).removeAlpha().raw().toBuffer({ resolveWithObject: true });

/** Pixels whose channels differ by more than `tolerance` in any of R, G, B. */
function differing(a: Buffer, b: Buffer, tolerance = 32): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 3) {
    if (
      Math.abs(a[i]! - b[i]!) > tolerance ||
      Math.abs(a[i + 1]! - b[i + 1]!) > tolerance ||
      Math.abs(a[i + 2]! - b[i + 2]!) > tolerance
    ) {
      count += 1;
    }
  }
  return count;
}

describe('the verdict card drawing', () => {
  it('is a 1200x630 PNG', async () => {
    const meta = await sharp(await renderCard(FIXED)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT]);
  });

  it('matches the reference card pixel for pixel, within a small tolerance (shaping, direction, font, colours)', async () => {
    const card = await renderCard(FIXED);
    // UPDATE_CARD_REFERENCE=1 writes a new reference after a deliberate change of design; look at it first
    if (process.env.UPDATE_CARD_REFERENCE === '1') {
      writeFileSync(
        REFERENCE,
        await sharp(card).resize(SCALE).removeAlpha().png({ compressionLevel: 9 }).toBuffer(),
      );
    }
    expect(existsSync(REFERENCE), 'the reference card is committed').toBe(true);
    const [drawn, reference] = await Promise.all([rawHalf(card), rawHalf(readFileSync(REFERENCE))]);
    expect([reference.info.width, reference.info.height]).toEqual([SCALE.width, SCALE.height]);
    const pixels = SCALE.width * SCALE.height;
    expect(differing(drawn.data, reference.data) / pixels).toBeLessThan(0.002);

    // the comparison has teeth: a card with one word changed, or drawn left to right, is far off
    const changed = await rawHalf(
      await renderCard({ ...FIXED, title: FIXED.title.replace('اینترنت', 'تلفن') }),
    );
    expect(differing(changed.data, reference.data) / pixels).toBeGreaterThan(0.01);
  });

  it('joins the Persian letters: a word is clearly narrower than its letters kept apart', async () => {
    const style = { size: 64, colour: '#000000', bold: true };
    const [joined, apart, spaced] = await Promise.all([
      setText({ ...style, text: 'سلام' }),
      // a zero-width non-joiner between the letters: the isolated and final forms, nothing else
      setText({ ...style, text: 'س\u200cل\u200cا\u200cم' }),
      setText({ ...style, text: 'س ل ا م' }),
    ]);
    expect(joined.width).toBeLessThan(apart.width * 0.85);
    expect(apart.width).toBeLessThan(spaced.width);
  });

  it('sets the Persian text right to left: the first letter of a line is on its right', async () => {
    // 'ا' (a thin stroke) then 'ممممم' (wide): read right to left the stroke is on the right edge
    const block = await setText({ size: 64, colour: '#000000', bold: true, text: 'ا ممممم' });
    const { data, info } = await sharp(block.data)
      .extractChannel('alpha')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const inkIn = (from: number, to: number) => {
      let ink = 0;
      for (let y = 0; y < info.height; y += 1)
        for (let x = from; x < to; x += 1) ink += data[y * info.width + x]!;
      return ink;
    };
    // the narrow stroke stands alone at the right: a gap (no ink) just left of it; the left end is full
    const gapAt = info.width - Math.round(info.width * 0.12);
    expect(inkIn(gapAt - 4, gapAt)).toBe(0);
    expect(inkIn(0, 8)).toBeGreaterThan(0);
  });

  it('keeps a long claim to three lines, ended with an ellipsis', async () => {
    const long = `${FIXED.title} `.repeat(5);
    const [one, card] = await Promise.all([
      setText({ size: 58, colour: '#000000', bold: true, text: 'ا' }),
      renderCard({ ...FIXED, title: long, verdict: '' }),
    ]);
    expect((await sharp(card).metadata()).height).toBe(CARD_HEIGHT);
    // the title's rows of ink: at most three bands of text between the top and the footer line
    const { data, info } = await sharp(card)
      .extract({ left: 72, top: 150, width: 1056, height: 360 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const inked = (y: number) => data.subarray(y * info.width, (y + 1) * info.width).some((v) => v < 100);
    let bands = 0;
    for (let y = 0, inside = false; y < info.height; y += 1) {
      const now = inked(y);
      if (now && !inside) bands += 1;
      inside = now;
    }
    expect(one.height).toBeGreaterThan(0);
    expect(bands).toBeGreaterThanOrEqual(3);
    expect(bands).toBeLessThanOrEqual(4);
  });

  it('takes only well-formed colours and writes on them in the colour that reads', () => {
    expect(cardColour('#D32F2F')).toBe('#d32f2f');
    expect(cardColour('#abc')).toBe('#aabbcc');
    expect(cardColour('#11223344')).toBe('#112233');
    expect(cardColour('red"/><script>')).toBe('#757575');
    expect(inkOn('#d32f2f')).toBe('#ffffff');
    expect(inkOn('#fbc02d')).toBe('#1a1a1a');
  });
});
