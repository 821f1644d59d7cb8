import { LINK_SCHEMES } from '@rasti/contract/html-policy';

// The editor's constants (spec section 9) and its link rule (spec section 5). They live with the editor
// because only the editor uses them; the server applies the same schemes in lib/html.ts.

export const EDITOR_HEIGHT_PX = 300;
export const UNDO_DEPTH = 100;
export const UNDO_GROUP_DELAY_MS = 500;
export const FONT_SIZES_PX = [12, 16, 20, 24, 32] as const;
/** 'auto' leaves the image at its own size (no width attribute). */
export const IMAGE_WIDTHS = ['auto', 100, 200, 300, 400] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_ALIGNS = ['right', 'center', 'left'] as const;
export type ImageAlign = (typeof IMAGE_ALIGNS)[number];
export const DEFAULT_ALIGNMENT = 'right';
export const TEXT_ALIGNMENTS = ['right', 'center', 'left', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/** The only schemes a link may use (spec section 5): the contract's HTML policy. */
export { LINK_SCHEMES };

/** Import accepts these (spec section 2). */
export const IMPORT_ACCEPT = '.txt,.html,.htm,text/plain,text/html';
/** A pasted, dropped or chosen image is kept inline only up to the server's image limit. */
export const INLINE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** An imported document larger than this is refused rather than freezing the page. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const SWATCHES = [
  '#000000',
  '#424242',
  '#757575',
  '#c62828',
  '#ad1457',
  '#6a1b9a',
  '#283593',
  '#1565c0',
  '#00838f',
  '#2e7d32',
  '#9e9d24',
  '#ef6c00',
] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The link a user typed, ready to store, or null when it is refused: a scheme outside the list
 * (javascript:, data:, vbscript:, ...) is refused; a bare address such as 'example.ir' becomes https.
 */
export function normalizeLink(raw: string): string | null {
  // control characters and spaces inside a scheme are a classic way around scheme checks
  const value = Array.from(raw.trim())
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('');
  if (!value) return null;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    return (LINK_SCHEMES as readonly string[]).includes(scheme) ? value : null;
  }
  // an address without a scheme: a relative path or a host name
  if (value.startsWith('/') || value.startsWith('#'))
    return value.startsWith('//') ? `https:${value}` : value;
  if (/^[^\s/?#]+\.[^\s]+$/.test(value)) return `https://${value}`;
  return null;
}

/** Whether a link in the document (pasted, imported, auto-linked) may stay. */
export const isAllowedLink = (url: string): boolean => normalizeLink(url) !== null;
