import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify, type ElementHook, type UponSanitizeAttributeHook } from 'dompurify';

// The allow-list of server-rules section 5: what the topic and review editors can make, nothing else.

const BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'ul', 'ol', 'li'];
const INLINE_TAGS = ['br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'span', 'a', 'img'];

/** Attributes allowed per tag; DOMPurify's own list is global, so the hook narrows it per tag. */
const TAG_ATTRS: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'title', 'target', 'rel']),
  img: new Set(['src', 'alt', 'title', 'width', 'data-align', 'align']),
  span: new Set(['style']),
  ...Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, new Set(['style'])])),
};

/** Only the editor's link schemes (spec section 5), plus relative links. */
const LINK_URI = /^(?:(?:https?|ftps?|mailto|tel|callto|sms|cid|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Images come from the web, from our /media folder, or as data URLs that are stored as files on save. */
const IMG_SRC = /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpe?g|gif|webp|avif);base64,)/i;
const INLINE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,/i;

const COLOR = /^(?:#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*(?:,\s*[\d.]+%?\s*){2,3}\)|[a-z]{3,20})$/i;
const FONT_SIZE = /^\d{1,3}(?:\.\d{1,2})?(?:px|pt|em|rem|%)$/i;
const TEXT_ALIGN = /^(?:left|right|center|justify|start|end)$/i;
const WIDTH = /^(?:auto|\d{1,4}(?:px|%)?)$/i;
const ALIGN = /^(?:left|right|center)$/i;

const STYLE_RULES: Record<string, Record<string, RegExp>> = {
  span: { color: COLOR, 'font-size': FONT_SIZE },
  ...Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, { 'text-align': TEXT_ALIGN }])),
};

/** Keeps the declarations this tag may carry, with values of a known safe form; drops the rest. */
function filterStyle(tag: string, style: string): string {
  const rules = STYLE_RULES[tag];
  if (!rules) return '';
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const rule = rules[property];
    if (rule?.test(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

const narrowAttribute: UponSanitizeAttributeHook = (node, data) => {
  const tag = node.nodeName.toLowerCase();
  if (!TAG_ATTRS[tag]?.has(data.attrName)) {
    data.keepAttr = false;
    return;
  }
  if (data.attrName === 'style') {
    const style = filterStyle(tag, data.attrValue);
    if (style) data.attrValue = style;
    else data.keepAttr = false;
  } else if (data.attrName === 'width') {
    data.keepAttr = WIDTH.test(data.attrValue.trim());
  } else if (data.attrName === 'align' || data.attrName === 'data-align') {
    data.keepAttr = ALIGN.test(data.attrValue.trim());
  }
};

const settleLinksAndImages: ElementHook = (node) => {
  const element = node as Element;
  const tag = element.nodeName.toLowerCase();
  if (tag === 'a') {
    // every kept link opens apart, without handing the page to the target or vouching for it
    if (element.hasAttribute('href')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    } else {
      element.removeAttribute('target');
      element.removeAttribute('rel');
    }
  } else if (tag === 'img') {
    const src = element.getAttribute('src')?.trim() ?? '';
    if (!IMG_SRC.test(src)) element.remove();
  }
};

// jsdom (a few MB of modules and tens of MB of heap) is loaded by the first write that cleans HTML, never
// by a server that only reads: stored HTML is trusted on the way out (docs/decisions/0018).
const load = createRequire(import.meta.url);
let dom: { window: Window; purify: DOMPurify } | null = null;
function sanitizer(): { window: Window; purify: DOMPurify } {
  if (dom) return dom;
  const { JSDOM } = load('jsdom') as typeof import('jsdom');
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', narrowAttribute);
  purify.addHook('afterSanitizeAttributes', settleLinksAndImages);
  dom = { window: window as unknown as Window, purify };
  return dom;
}

/** Whether this process has loaded the sanitiser (for tests and the bench). */
export const sanitizerLoaded = (): boolean => dom !== null;

const CONFIG = {
  ALLOWED_TAGS: [...BLOCK_TAGS, ...INLINE_TAGS],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'data-align', 'align', 'style'],
  ALLOWED_URI_REGEXP: LINK_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

/**
 * Rich HTML reduced to the editor's allow-list: scripts, event handlers, javascript: links, frames, SVG,
 * forms and styles other than colour, font size and alignment are removed. Run on write (stored HTML is
 * trusted on the way out: lib/stored-html.ts).
 */
export function cleanHtml(html: string): string {
  if (!html) return '';
  return sanitizer().purify.sanitize(html, CONFIG);
}

/** Stores one decoded inline image and answers its public URL. */
export type InlineImageSaver = (bytes: Buffer) => Promise<string>;

/**
 * Moves data-URL images out of (already cleaned) HTML: each is decoded and handed to `save`, which checks
 * and stores it, and its src becomes the stored file's URL. Equal images are stored once.
 */
export async function storeInlineImages(html: string, save: InlineImageSaver): Promise<string> {
  if (!/<img[^>]+src\s*=\s*["']?\s*data:/i.test(html)) return html;
  const template = sanitizer().window.document.createElement('template');
  template.innerHTML = html;
  const stored = new Map<string, string>();
  for (const img of Array.from(template.content.querySelectorAll('img'))) {
    const src = img.getAttribute('src')?.trim() ?? '';
    if (!src.toLowerCase().startsWith('data:')) continue;
    if (!INLINE_DATA_IMAGE.test(src)) {
      img.remove();
      continue;
    }
    let url = stored.get(src);
    if (!url) {
      const bytes = Buffer.from(src.slice(src.indexOf(',') + 1), 'base64');
      url = await save(bytes);
      stored.set(src, url);
    }
    img.setAttribute('src', url);
  }
  return template.innerHTML;
}
