// The rich-text allow-list of server-rules section 5: what the subject and review editors can make, and
// nothing else. Both sanitisers read it: the server's (apps/server/src/lib/html.ts, sanitize-html without a
// DOM, on write) and the browser's (apps/web/src/components/editor/sanitize-html.ts, DOMPurify, for an
// imported file). Each keeps its own engine; the policy (tags, attributes, their values, URL schemes) lives
// here once.
import { LIMITS } from './limits.ts';
import { SERVER_MESSAGES } from './messages.ts';

export const HTML_BLOCK_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
];
export const HTML_INLINE_TAGS = [
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'code',
  'span',
  'a',
  'img',
];
export const HTML_ALLOWED_TAGS: readonly string[] = [...HTML_BLOCK_TAGS, ...HTML_INLINE_TAGS];

/** The only schemes a link may use (spec section 5). */
export const LINK_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
] as const;

/** Only the editor's link schemes, plus relative links. */
export const LINK_URI = new RegExp(
  `^(?:(?:${LINK_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);
/** Images come from the web, from our /media folder, or as data URLs that are stored as files on save. */
const IMG_SRC = /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpe?g|gif|webp|avif);base64,)/i;
/** A data-URL image of a kept type. */
export const INLINE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,/i;

/** Whether an image's src may stay; an image without one is removed. */
export const isAllowedImageSrc = (src: string | null | undefined): boolean => IMG_SRC.test(src?.trim() ?? '');

/** Attributes allowed per tag (a sanitiser's own list is global, so each narrows it per tag with this). */
export const HTML_TAG_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'data-align', 'align'],
  span: ['style'],
  ...Object.fromEntries(HTML_BLOCK_TAGS.map((tag) => [tag, ['style']])),
};

const COLOR = /^(?:#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*(?:,\s*[\d.]+%?\s*){2,3}\)|[a-z]{3,20})$/i;
const FONT_SIZE = /^\d{1,3}(?:\.\d{1,2})?(?:px|pt|em|rem|%)$/i;
const TEXT_ALIGN = /^(?:left|right|center|justify|start|end)$/i;
const WIDTH = /^(?:auto|\d{1,4}(?:px|%)?)$/i;
const ALIGN = /^(?:left|right|center)$/i;

/** The style declarations each tag may carry, with the form of their values. */
const STYLE_RULES: Record<string, Record<string, RegExp>> = {
  span: { color: COLOR, 'font-size': FONT_SIZE },
  ...Object.fromEntries(HTML_BLOCK_TAGS.map((tag) => [tag, { 'text-align': TEXT_ALIGN }])),
};

/** Keeps the declarations this tag may carry, with values of a known safe form; drops the rest. */
export function filterStyle(tag: string, style: string): string {
  const rules = STYLE_RULES[tag];
  if (!rules) return '';
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (rules[property]?.test(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

/**
 * One attribute under the policy: its value to keep (a style reduced to its allowed declarations), or
 * null to drop it. Link and image addresses are the sanitiser's to check (LINK_URI, isAllowedImageSrc).
 */
export function keptAttribute(
  tag: string,
  name: string,
  value: string,
  tagAttributes: Readonly<Record<string, readonly string[]>> = HTML_TAG_ATTRIBUTES,
): string | null {
  if (!tagAttributes[tag]?.includes(name)) return null;
  if (name === 'style') return filterStyle(tag, value) || null;
  if (name === 'width') return WIDTH.test(value.trim()) ? value : null;
  if (name === 'align' || name === 'data-align') return ALIGN.test(value.trim()) ? value : null;
  return value;
}

/** The options the browser hands its DOMPurify: the tags, every attribute some tag may carry, the links. */
export const htmlSanitizeOptions = (
  tagAttributes: Readonly<Record<string, readonly string[]>> = HTML_TAG_ATTRIBUTES,
) => ({
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(tagAttributes).flat())],
  ALLOWED_URI_REGEXP: LINK_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
});

/** Content counts as empty when nothing but tags and spaces is left (spec section 5). */
export const isHtmlBlank = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00A0/g, ' ')
    .trim().length === 0;

/** Which bound of LIMITS rich text exceeds, if any (a message of SERVER_MESSAGES names each). */
export type RichTextBound = 'chars' | 'elements' | 'depth';

const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const DATA_IMAGE_PAYLOAD = /data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]*/gi;

/**
 * Rich text's size as a parser would see it, measured in one pass without parsing (the server refuses
 * content beyond it before its sanitiser builds a tree; the editor says the same before sending):
 * characters outside inline data-URL images, elements (tags, comments, declarations) and nesting, the
 * open tags not yet closed (void elements and `/>` open nothing). Answers the first bound exceeded.
 */
export function richTextBounds(
  html: string,
  limits: { maxChars: number; maxElements: number; maxDepth: number } = {
    maxChars: LIMITS.richTextMaxChars,
    maxElements: LIMITS.richTextMaxElements,
    maxDepth: LIMITS.richTextMaxDepth,
  },
): RichTextBound | null {
  if (html.length > limits.maxChars) {
    let images = 0;
    for (const match of html.matchAll(DATA_IMAGE_PAYLOAD)) images += match[0].length;
    if (html.length - images > limits.maxChars) return 'chars';
  }
  let elements = 0;
  let depth = 0;
  let close = -2; // the next '>' found so far (-1: none left), so a text of unclosed tags is read once
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    const next = html.charCodeAt(at + 1);
    const closing = next === 0x2f; // '/'
    const nameAt = closing ? at + 2 : at + 1;
    const first = html.charCodeAt(nameAt) | 0x20;
    const letter = first >= 0x61 && first <= 0x7a;
    if (!letter && next !== 0x21 && next !== 0x3f) continue; // '<' as text: not a tag ('!' and '?' are nodes)
    if (closing) {
      if (letter && depth > 0) depth--;
      continue;
    }
    if (++elements > limits.maxElements) return 'elements';
    if (!letter) continue;
    let end = nameAt;
    while (end < html.length && /[A-Za-z0-9-]/.test(html[end]!)) end++;
    const name = html.slice(nameAt, end).toLowerCase();
    if (close !== -1 && close < end) close = html.indexOf('>', end);
    const selfClosing = close > 0 && html.charCodeAt(close - 1) === 0x2f;
    if (VOID_TAGS.has(name) || selfClosing) continue;
    if (++depth > limits.maxDepth) return 'depth';
  }
  return null;
}

const BOUND_MESSAGES: Record<RichTextBound, string> = {
  chars: SERVER_MESSAGES.richTextTooLong,
  elements: SERVER_MESSAGES.richTextTooManyElements,
  depth: SERVER_MESSAGES.richTextTooDeep,
};

/** The Persian sentence for rich text beyond its bounds (server's 413 and editor's check alike), or null. */
export function richTextProblem(html: string): string | null {
  const bound = richTextBounds(html);
  return bound ? BOUND_MESSAGES[bound] : null;
}
