import { createRequire } from 'node:module';
import {
  HTML_ALLOWED_TAGS,
  HTML_TAG_ATTRIBUTES,
  INLINE_DATA_IMAGE,
  isAllowedImageSrc,
  keptAttribute,
  LINK_SCHEMES,
  LINK_URI,
} from '@rasti/contract/html-policy';
import type sanitizeHtml from 'sanitize-html';

// The allow-list of server-rules section 5 is the contract's (html-policy.ts); this is the server's engine:
// sanitize-html, an allow-list over htmlparser2's stream of tags, with no document tree and no DOM (ADR 29,
// addendum of 2026-11-29: jsdom's window held 33–37 MB in the sanitiser thread). The browser still cleans
// stored HTML with DOMPurify before display (SafeHtml).

/** The policy's attributes, and the links' target and rel: kept in place here and rewritten below. */
const TAG_ATTRS = { ...HTML_TAG_ATTRIBUTES, a: [...(HTML_TAG_ATTRIBUTES.a ?? []), 'target', 'rel'] };

/**
 * What a browser ignores or strips in a URL (DOMPurify's ATTR_WHITESPACE): removed before a link is read
 * against the contract's LINK_URI, so that `jav&#x09;ascript:` (decoded by the parser) reads as `javascript:`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters a browser strips are the point
const URL_IGNORED = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/**
 * Elements removed with everything inside them: sanitize-html's own (raw text, form values) and DOMPurify's
 * FORBID_CONTENTS (foreign content, frames, templates, media): any other element that is not allowed is
 * dropped and its text kept, as DOMPurify's KEEP_CONTENT did.
 */
const REMOVED_WITH_CONTENT = [
  ...['script', 'style', 'textarea', 'option', 'xmp'],
  ...['annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn'],
  ...['mo', 'ms', 'mtext', 'noembed', 'noframes', 'noscript', 'plaintext', 'svg', 'template', 'thead'],
  ...['title', 'video'],
];

/**
 * Each tag's attributes under the policy (keptAttribute: the tag's own list, styles reduced to their
 * allowed declarations, widths and alignments of a known form); a link keeps its href only with an allowed
 * scheme and then opens apart, without handing the page to the target or vouching for it; an image whose
 * src is not allowed loses every attribute, and an image without a src is removed after serialising.
 */
function narrowAttributes(tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const narrowed = keptAttribute(tag, name, value, TAG_ATTRS);
    if (narrowed !== null) kept[name] = narrowed;
  }
  if (tag === 'a') {
    delete kept.target;
    delete kept.rel;
    if (kept.href !== undefined && !LINK_URI.test(kept.href.replace(URL_IGNORED, ''))) delete kept.href;
    if (kept.href !== undefined) {
      kept.target = '_blank';
      kept.rel = 'noopener noreferrer nofollow';
    }
  } else if (tag === 'img' && !isAllowedImageSrc(kept.src)) {
    return {};
  }
  return kept;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(TAG_ATTRS).map(([tag, names]) => [tag, [...names]])),
  disallowedTagsMode: 'discard',
  nonTextTags: REMOVED_WITH_CONTENT,
  // the library's own scheme check, after LINK_URI and isAllowedImageSrc: the same schemes, a second time
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  // styles are reduced by the contract's filterStyle (through keptAttribute), not re-parsed by postcss
  parseStyleAttributes: false,
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: narrowAttributes(tagName, attribs) }) },
};

// The engine (sanitize-html, htmlparser2 and postcss: a few MB of modules) is loaded by the first cleaning,
// in the sanitiser thread (lib/html-cleaner.ts), never by a server that only reads (docs/decisions/0018).
const load = createRequire(import.meta.url);
let engine: typeof sanitizeHtml | null = null;
function sanitizer(): typeof sanitizeHtml {
  engine ??= load('sanitize-html') as typeof sanitizeHtml;
  return engine;
}

/** Whether this thread has loaded the sanitiser (for tests and the bench). */
export const sanitizerLoaded = (): boolean => engine !== null;

/**
 * A void element as sanitize-html writes it (`<br />`, `<img … />`). Every `>` in its output ends a tag:
 * text and attribute values carry it as `&gt;`, and `"` inside a value as `&quot;`.
 */
const VOID_TAG = /<(br|img)((?: [^>]*?)?) \/>/g;

/**
 * Rich HTML reduced to the editor's allow-list: scripts, event handlers, javascript: links, frames, SVG,
 * forms and styles other than colour, font size and alignment are removed. Run on write (stored HTML is
 * trusted on the way out: lib/stored-html.ts). Written as the old DOM serialiser wrote it (`<br>`, `<img …>`,
 * a no-break space as `&nbsp;`), so that stored HTML and the text matching below read it alike.
 */
export function cleanHtml(html: string): string {
  if (!html) return '';
  return (
    sanitizer()(html, OPTIONS)
      // an image whose src was not allowed (written with no attributes) is removed here, in one pass: the
      // library's exclusiveFilter cuts its output string once per image, quadratic in a large document
      .replace(VOID_TAG, (_tag, name: string, attributes: string) =>
        name === 'img' && !attributes.includes(' src="') ? '' : `<${name}${attributes}>`,
      )
      .replace(/\u00A0/g, '&nbsp;')
  );
}

/** Stores one decoded inline image and answers its public URL. */
export type InlineImageSaver = (bytes: Buffer) => Promise<string>;

/**
 * An image tag of cleaned HTML with a data-URL source: cleanHtml writes every attribute in double quotes
 * with `"` written as `&quot;` inside them, and `<` in text as `&lt;`, so only a real img element's src
 * attribute matches (a quoted value may hold `>`, though cleanHtml writes it as `&gt;`).
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
