// What makes HTML unsafe to show: script-bearing elements, event handler attributes and URLs that run
// code (javascript:, vbscript:, data:text…). Used on stored rich text and on the pages the server sends.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

/** The hostile input list (see its `sources`); every vector calls window.__xss('<id>') if it ever runs. */
export interface XssVector {
  id: string;
  source: string;
  section: string;
  payload: string;
}
export const XSS_VECTORS: XssVector[] = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'xss-vectors.json'), 'utf8'),
).vectors;

const ACTIVE_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  'template',
  'noscript',
  'video',
  'audio',
  'source',
  'isindex',
  'bgsound',
]);
const URL_ATTRS = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'background',
  'poster',
  'srcset',
  'dynsrc',
  'lowsrc',
  'codebase',
  'ping',
]);
/** A URL that runs code or carries a document; browsers skip control characters and spaces in schemes. */
const CODE_URL = /^(?:javascript|vbscript|livescript|mocha|data):/i;
const STYLE_CODE = /expression\s*\(|url\s*\(|javascript:|behavior\s*:|@import/i;

export interface HtmlCheckOptions {
  /** tags the page itself is made of (a served page has its own head and script) */
  allowTags?: ReadonlySet<string>;
  /** script src values the page itself loads */
  allowScriptSrc?: ReadonlySet<string>;
  /** JSON-LD data blocks (never executed) are allowed when their text is one JSON value */
  allowJsonLd?: boolean;
  /** inline scripts the page itself carries, by their exact text (the CSP allows them by hash) */
  allowInlineScript?: ReadonlySet<string>;
}

/** One directive of a Content-Security-Policy header (`script-src …`), as the header spells it, trimmed. */
export function cspDirective(header: unknown, name: string): string | undefined {
  return String(header ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));
}

/** Browsers skip control characters and spaces inside a URL's scheme: so does the check. */
const squeeze = (value: string) =>
  Array.from(value)
    .filter((c) => {
      const code = c.codePointAt(0)!;
      return code > 0x20 && (code < 0x7f || code > 0xa0);
    })
    .join('');

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Every reason the HTML is unsafe to insert into a page; empty when it is safe. */
export function htmlProblems(html: string, opts: HtmlCheckOptions = {}): string[] {
  const problems: string[] = [];
  const { document } = new JSDOM(/^\s*<!doctype/i.test(html) ? html : `<!doctype html><body>${html}`).window;
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const tag = element.localName.toLowerCase();
    if (ACTIVE_TAGS.has(tag) && !opts.allowTags?.has(tag)) {
      const src = element.getAttribute('src');
      const ownScript = tag === 'script' && src !== null && opts.allowScriptSrc?.has(src);
      const jsonLd =
        tag === 'script' &&
        opts.allowJsonLd &&
        element.getAttribute('type') === 'application/ld+json' &&
        isJson(element.textContent ?? '');
      const ownInline =
        tag === 'script' &&
        src === null &&
        element.attributes.length === 0 &&
        opts.allowInlineScript?.has(element.textContent ?? '');
      if (!ownScript && !jsonLd && !ownInline) problems.push(`<${tag}> element`);
    }
    for (const attr of Array.from(element.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${name} handler on <${tag}>`);
      const squeezed = squeeze(attr.value);
      if ((URL_ATTRS.has(name) || name.endsWith(':href')) && CODE_URL.test(squeezed)) {
        problems.push(`${name}="${attr.value.slice(0, 40)}" on <${tag}>`);
      }
      if (name === 'style' && STYLE_CODE.test(attr.value))
        problems.push(`style="${attr.value.slice(0, 40)}"`);
    }
  }
  if (/<script/i.test(html) && !opts.allowTags?.has('script') && !opts.allowScriptSrc) {
    problems.push('raw <script');
  }
  return problems;
}
