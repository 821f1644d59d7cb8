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
 * An image tag of cleaned HTML with a data-URL source: DOMPurify serialises every attribute in double
 * quotes with `"` written as `&quot;` inside them, and `<` in text as `&lt;`, so only a real img element's
 * src attribute matches (a quoted value may hold `>`).
 */
const DATA_IMAGE_TAG = /(<img\b(?:[^>"]|"[^"]*")*?\ssrc=")\s*(data:[^"]*)("(?:[^>"]|"[^"]*")*>)/gi;

/**
 * Moves data-URL images out of (already cleaned) HTML: each is decoded and handed to `save`, which checks
 * and stores it, and its src becomes the stored file's URL. Equal images are stored once. Read as text, not
 * as a document tree: a large document costs no tree (what lib/html-cleaner.ts guards against).
 */
export async function storeInlineImages(html: string, save: InlineImageSaver): Promise<string> {
  if (!/<img[^>]+src\s*=\s*["']?\s*data:/i.test(html)) return html;
  const stored = new Map<string, string>();
  for (const [, , src] of html.matchAll(DATA_IMAGE_TAG)) {
    if (!INLINE_DATA_IMAGE.test(src!) || stored.has(src!)) continue;
    const bytes = Buffer.from(src!.slice(src!.indexOf(',') + 1), 'base64');
    stored.set(src!, await save(bytes));
  }
  return html.replace(DATA_IMAGE_TAG, (_tag, before: string, src: string, after: string) => {
    const url = stored.get(src);
    // a data URL that is not an allowed image is removed with its tag
    return url ? `${before}${url}${after}` : '';
  });
}
