// The verdict card: a 1200x630 PNG shared as a report's og:image. Drawn by sharp (libvips): the shapes are a
// small SVG with no text, each text is set by Pango from an explicit Vazirmatn file (harfbuzz shapes the
// Persian letters, fribidi orders mixed right-to-left and left-to-right runs), so no system font is needed.
// Run in the picture process (lib/picture-jobs.ts's drawCard), never in the server.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OverlayOptions } from 'sharp';
import { loadSharp } from './lazy-modules.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the drawing changes, so every card is made anew under a new address. */
export const CARD_DESIGN = 1;

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('vazirmatn/package.json')), 'fonts', 'ttf');
export const FONT_BOLD = path.join(fontDir, 'Vazirmatn-Bold.ttf');
export const FONT_REGULAR = path.join(fontDir, 'Vazirmatn-Regular.ttf');

/** What a card shows; its hash is the card's version. */
export interface CardContent {
  /** the claim (the report's subject title) */
  title: string;
  /** the verdict's label as the page shows it */
  verdict: string;
  /** the verdict's colour, #rrggbb (a bad value falls back to grey) */
  colour: string;
  siteName: string;
  /** the site's address as shown, e.g. rasti.example */
  address: string;
}

const MARGIN = 72;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const TITLE_MAX_LINES = 3;
const TITLE_SIZE = 58;
const INK = '#1a1a1a';
const MUTED = '#5f6368';
const FALLBACK_COLOUR = '#757575';

const RLM = '\u200f';
/** One line of text: line breaks and runs of spaces as one space. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Text for Pango markup (libvips always reads its text as markup). */
export const markupText = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** #rgb, #rrggbb or #rrggbbaa as #rrggbb; anything else grey. */
export function cardColour(colour: string): string {
  const hex = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(hex)) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  if (/^#[0-9a-f]{6}(?:[0-9a-f]{2})?$/.test(hex)) return hex.slice(0, 7);
  return FALLBACK_COLOUR;
}

/** White or near-black, whichever reads better on the colour (WCAG relative luminance). */
export function inkOn(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(colour.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : INK;
}

interface TextImage {
  data: Buffer;
  width: number;
  height: number;
}

/** One block of right-to-left text in Vazirmatn, coloured, on a transparent ground. */
export async function setText(options: {
  text: string;
  size: number;
  colour: string;
  bold?: boolean;
  width?: number;
  /** right to left (the default); false for a Latin address */
  rtl?: boolean;
}): Promise<TextImage> {
  const font = options.bold ? FONT_BOLD : FONT_REGULAR;
  const sharp = await loadSharp();
  const { data, info } = await sharp({
    text: {
      // Pango takes a paragraph's direction from its first strong letter: a right-to-left mark first makes a
      // Persian title that opens with a Latin word (COVID-19 …) right to left all the same
      text: `<span foreground="${options.colour}">${options.rtl === false ? '' : RLM}${markupText(options.text)}</span>`,
      font: `Vazirmatn ${options.bold ? 'Bold' : 'Regular'} ${options.size}px`,
      fontfile: font,
      width: options.width,
      // the start of the line: Pango mirrors the alignment of a right-to-left paragraph, so this is its right
      align: 'left',
      // a word longer than the line is broken by letters rather than drawn past the edge
      wrap: 'word-char',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The title set in at most three lines: when longer, cut at a word and ended with an ellipsis (the longest
 * such cut that fits, found by halving). A block's image is cropped to its ink, so its lines are counted
 * from the line pitch (two lines of one letter less one line): n lines are at most (n-1) pitches plus one
 * line's ink, which is less than a pitch, and n+1 lines at least n pitches plus some ink.
 */
async function setTitle(title: string): Promise<TextImage> {
  const style = { size: TITLE_SIZE, colour: INK, bold: true, width: TEXT_WIDTH };
  const [one, two, whole] = await Promise.all([
    setText({ ...style, text: 'ا' }),
    setText({ ...style, text: 'ا\nا' }),
    setText({ ...style, text: title }),
  ]);
  const pitch = two.height - one.height;
  const fits = (block: TextImage) => block.height < TITLE_MAX_LINES * pitch + pitch / 6;
  if (fits(whole)) return whole;
  const words = title.split(/\s+/).filter(Boolean);
  let low = 1;
  let high = words.length - 1;
  let best: TextImage | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const attempt = await setText({ ...style, text: `${words.slice(0, mid).join(' ')}…` });
    if (fits(attempt)) {
      best = attempt;
      low = mid + 1;
    } else high = mid - 1;
  }
  // one word longer than three lines: Pango breaks it by letters, and its start is kept
  return best ?? setText({ ...style, text: `${Array.from(title).slice(0, 60).join('')}…` });
}

/** The block made smaller when it would not fit its box (a very long verdict label or address). */
async function fitInside(block: TextImage, width: number, height: number): Promise<TextImage> {
  if (block.width <= width && block.height <= height) return block;
  const sharp = await loadSharp();
  const { data, info } = await sharp(block.data)
    .resize({ width, height, fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Draws the card. */
export async function renderCard(content: CardContent): Promise<Buffer> {
  const colour = cardColour(content.colour);
  const pillPadX = 36;
  const pillHeight = 84;
  const pillY = 64;
  const footerY = CARD_HEIGHT - 112;
  const titleTop = pillY + pillHeight + 40;
  const titleSpace = footerY - 24 - titleTop;
  const verdictText = oneLine(content.verdict);
  const [verdict, title, site] = await Promise.all([
    verdictText
      ? setText({ text: verdictText, size: 44, colour: inkOn(colour), bold: true }).then((block) =>
          fitInside(block, TEXT_WIDTH - 2 * pillPadX, pillHeight - 20),
        )
      : null,
    setTitle(oneLine(content.title) || content.siteName).then((block) =>
      fitInside(block, TEXT_WIDTH, titleSpace),
    ),
    setText({ text: oneLine(content.siteName), size: 48, colour: INK, bold: true }).then((block) =>
      fitInside(block, TEXT_WIDTH / 2, 80),
    ),
  ]);
  const address = oneLine(content.address)
    ? await setText({ text: oneLine(content.address), size: 30, colour: MUTED, rtl: false }).then((block) =>
        fitInside(block, TEXT_WIDTH - site.width - 48, 60),
      )
    : null;
  const pillWidth = verdict ? verdict.width + 2 * pillPadX : 0;
  const pillX = CARD_WIDTH - MARGIN - pillWidth;
  const pill = verdict
    ? `<rect x="${pillX}" y="${pillY}" width="${pillWidth}" height="${pillHeight}" rx="${pillHeight / 2}" fill="${colour}"/>`
    : '';
  // shapes only (no text): the ground, the verdict's colour as a band on the right and as the label's pill
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect x="${CARD_WIDTH - 20}" y="0" width="20" height="${CARD_HEIGHT}" fill="${colour}"/>
  ${pill}
  <rect x="${MARGIN}" y="${footerY}" width="${TEXT_WIDTH}" height="2" fill="#e0e0e0"/>
</svg>`;
  const layers: OverlayOptions[] = [
    {
      input: title.data,
      left: CARD_WIDTH - MARGIN - title.width,
      top: titleTop + Math.round((titleSpace - title.height) / 2),
    },
    { input: site.data, left: CARD_WIDTH - MARGIN - site.width, top: footerY + 24 },
  ];
  if (verdict) {
    layers.push({
      input: verdict.data,
      left: pillX + Math.round((pillWidth - verdict.width) / 2),
      top: pillY + Math.round((pillHeight - verdict.height) / 2),
    });
  }
  if (address) {
    layers.push({
      input: address.data,
      left: MARGIN,
      top: footerY + 24 + Math.round((site.height - address.height) / 2),
    });
  }
  const sharp = await loadSharp();
  return sharp(Buffer.from(shapes)).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
