import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import notoSansArabic from '@capsizecss/metrics/notoSansArabic';
import tahoma from '@capsizecss/metrics/tahoma';
import vazirmatn from '@capsizecss/metrics/vazirmatn';
import type { Plugin } from 'vite';

const FONTSOURCE_CSS = /[\\/]@fontsource[\\/]vazirmatn[\\/]400\.css$/;

/**
 * One typeface on every page from the first paint, with the page still: Vazirmatn is `swap` (fontsource's
 * own setting), and until it arrives the text is drawn in a local face (Tahoma on Windows and macOS, Noto
 * Sans Arabic on Android, Arial, DejaVu Sans on Linux) whose size, ascent, descent and line gap are overridden to Vazirmatn's, so
 * the swap moves next to nothing. The overrides are Capsize's, from both fonts' published metrics.
 * (`optional` kept the layout still by never swapping: a first visit to a page the server does not render,
 * /login or a signed-in page, stayed in the system's font, and the site looked like two sites.)
 */
/**
 * DejaVu Sans, the face Linux desktops (and this project's test machines) draw Persian with. Capsize has no
 * metrics for it: these are its own (hhea) figures, and a width chosen so that Capsize's size-adjust
 * (Vazirmatn's average width over this one) is the ratio of the two fonts' widths on Persian text (a
 * sentence of the home page set in both files: 76.26 and 83.28 em, 91.6 %). Capsize's Latin-letter
 * width would shrink Persian text to 82 %, and it would wrap differently after the swap.
 */
const dejaVuSans = {
  familyName: 'DejaVu Sans',
  fullName: 'DejaVu Sans',
  postscriptName: 'DejaVuSans',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: Math.round(vazirmatn.xWidthAvg / (76.26 / 83.28)),
};

export const FONT_STACK = createFontStack([vazirmatn, tahoma, notoSansArabic, arial, dejaVuSans], {
  fontFaceProperties: { fontDisplay: 'swap' },
});

/** The font-family value of the app (tokens.css and the MUI theme carry the same list). */
export const FONT_FAMILY = `${FONT_STACK.fontFamily}, sans-serif`;

/**
 * The faces the first screen of any page draws with, preloaded so they arrive with the stylesheet rather
 * than after the app has laid the page out: Persian text at regular weight (body) and bold (headings, the
 * top bar's title), and the Latin subset's regular face, which holds the space between Persian words.
 * The medium weight and the other subsets come with the page, swapped in as they arrive.
 */
const FIRST_SCREEN_FACES = [
  /vazirmatn-arabic-400-normal-[^/]*\.woff2$/,
  /vazirmatn-arabic-700-normal-[^/]*\.woff2$/,
  /vazirmatn-latin-400-normal-[^/]*\.woff2$/,
];

export function fonts(): Plugin {
  return {
    name: 'rasti-fonts',
    transform(code, id) {
      if (!FONTSOURCE_CSS.test(id)) return null;
      return { code: `${code}\n${FONT_STACK.fontFaces}\n`, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const files = Object.keys(ctx.bundle);
        return FIRST_SCREEN_FACES.flatMap((face) => files.filter((file) => face.test(file))).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
