import { PICTURE_LIMITS } from '@rasti/contract/picture-messages';
import { loadSharp } from '../../lib/lazy-modules.ts';

// The picture as the OCR reads it, made in the OCR child process (ocr-process.ts) so the server never decodes
// it (docs/decisions/0021, addendum "the picture process": libvips' pixels stay out of the server).

/**
 * A forwarded screenshot is often half its size: it is widened to this, where its lines are again about as
 * tall as Tesseract reads best (measured on the labelled screenshots: read at 640 px they gave more of their
 * words than at 900 or 1200 px).
 */
const MIN_WIDTH = 640;
/** Wider pictures are narrowed to this: a phone's screenshot keeps its lines readable, a huge photo costs less. */
const MAX_WIDTH = 1600;

/** The picture as the child reads it: first frame, oriented, on white, grey, at a readable width, as PNG. */
export async function ocrInput(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: PICTURE_LIMITS.maxPixels }).rotate();
  const { width = MIN_WIDTH } = await image.metadata();
  const target = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width));
  return image
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: target })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
}
