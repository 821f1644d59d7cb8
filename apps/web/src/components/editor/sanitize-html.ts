import createDOMPurify from 'dompurify';
import { LINK_SCHEMES } from './editor-config';

// The browser's copy of the server's allow-list (apps/server/src/lib/html.ts): an imported .html file
// keeps what the editor itself can make and nothing else, before the editor's own parser sees it.

const BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'ul', 'ol', 'li'];
const INLINE_TAGS = ['br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'span', 'a', 'img'];

const TAG_ATTRS: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'title', 'width', 'data-align', 'align']),
  span: new Set(['style']),
  ...Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, new Set(['style'])])),
};

const LINK_URI = new RegExp(`^(?:(?:${LINK_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');
const IMG_SRC = /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpe?g|gif|webp|avif);base64,)/i;

const STYLE_RULES: Record<string, Record<string, RegExp>> = {
  span: {
    color: /^(?:#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*(?:,\s*[\d.]+%?\s*){2,3}\)|[a-z]{3,20})$/i,
    'font-size': /^\d{1,3}(?:\.\d{1,2})?(?:px|pt|em|rem|%)$/i,
  },
  ...Object.fromEntries(
    BLOCK_TAGS.map((tag) => [tag, { 'text-align': /^(?:left|right|center|justify|start|end)$/i }]),
  ),
};

function filterStyle(tag: string, style: string): string {
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

type Purifier = ReturnType<typeof createDOMPurify>;

// a private instance, made on first use: hooks added here do not change DOMPurify for the rest of the app
let instance: Purifier | null = null;
function purifier(): Purifier {
  if (instance) return instance;
  const purify = createDOMPurify(window);

  purify.addHook('uponSanitizeAttribute', (node, data) => {
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
      data.keepAttr = /^(?:auto|\d{1,4}(?:px|%)?)$/i.test(data.attrValue.trim());
    } else if (data.attrName === 'align' || data.attrName === 'data-align') {
      data.keepAttr = /^(?:left|right|center)$/i.test(data.attrValue.trim());
    }
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.nodeName.toLowerCase() !== 'img') return;
    if (!IMG_SRC.test(element.getAttribute('src')?.trim() ?? '')) element.remove();
  });
  instance = purify;
  return purify;
}

/** HTML reduced to what the editor can make: no scripts, handlers, frames, forms or unsafe links. */
export function sanitizeEditorHtml(html: string): string {
  if (!html) return '';
  return purifier().sanitize(html, {
    ALLOWED_TAGS: [...BLOCK_TAGS, ...INLINE_TAGS],
    ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'data-align', 'align', 'style'],
    ALLOWED_URI_REGEXP: LINK_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
  });
}
