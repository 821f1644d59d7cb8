import { createRequire } from 'node:module';
import {
  HTML_TAG_ATTRIBUTES,
  htmlSanitizeOptions,
  INLINE_DATA_IMAGE,
  isAllowedImageSrc,
  keptAttribute,
} from '@rasti/contract/html-policy';
import createDOMPurify, { type DOMPurify, type ElementHook, type UponSanitizeAttributeHook } from 'dompurify';

// The allow-list of server-rules section 5 is the contract's (html-policy.ts); this is the server's engine.

/** The policy's attributes, and the links' target and rel: kept in place here and rewritten below. */
const TAG_ATTRS = { ...HTML_TAG_ATTRIBUTES, a: [...(HTML_TAG_ATTRIBUTES.a ?? []), 'target', 'rel'] };

const narrowAttribute: UponSanitizeAttributeHook = (node, data) => {
  const kept = keptAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue, TAG_ATTRS);
  if (kept === null) data.keepAttr = false;
  else data.attrValue = kept;
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
    if (!isAllowedImageSrc(element.getAttribute('src'))) element.remove();
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

const CONFIG = htmlSanitizeOptions(TAG_ATTRS);

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
