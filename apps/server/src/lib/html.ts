import {
  HTML_TAG_ATTRIBUTES,
  htmlSanitizeOptions,
  INLINE_DATA_IMAGE,
  isAllowedImageSrc,
  keptAttribute,
} from '@rasti/contract/html-policy';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// The allow-list of server-rules section 5 is the contract's (html-policy.ts); this is the server's engine.

/** The policy's attributes, and the links' target and rel: kept in place here and rewritten below. */
const TAG_ATTRS = { ...HTML_TAG_ATTRIBUTES, a: [...(HTML_TAG_ATTRIBUTES.a ?? []), 'target', 'rel'] };

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const kept = keptAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue, TAG_ATTRS);
  if (kept === null) data.keepAttr = false;
  else data.attrValue = kept;
});

purify.addHook('afterSanitizeAttributes', (node) => {
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
});

const CONFIG = htmlSanitizeOptions(TAG_ATTRS);

/**
 * Rich HTML reduced to the editor's allow-list: scripts, event handlers, javascript: links, frames, SVG,
 * forms and styles other than colour, font size and alignment are removed. Run on write and on public read.
 */
export function cleanHtml(html: string): string {
  if (!html) return '';
  return purify.sanitize(html, CONFIG);
}

/** Stores one decoded inline image and answers its public URL. */
export type InlineImageSaver = (bytes: Buffer) => Promise<string>;

/**
 * Moves data-URL images out of (already cleaned) HTML: each is decoded and handed to `save`, which checks
 * and stores it, and its src becomes the stored file's URL. Equal images are stored once.
 */
export async function storeInlineImages(html: string, save: InlineImageSaver): Promise<string> {
  if (!/<img[^>]+src\s*=\s*["']?\s*data:/i.test(html)) return html;
  const template = window.document.createElement('template');
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
