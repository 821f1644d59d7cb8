// The head of a shared page: its own title, description, image and Open Graph tags, and for a report a
// schema.org ClaimReview, put into the built index.html so link previews and search engines see them
// without running the app.
import { jsonForScript } from '@rasti/contract/json-for-script';

export const SITE_NAME = 'راستی';
const DESCRIPTION_MAX = 200;

export interface PageHead {
  title: string;
  description: string;
  /** absolute URLs */
  url: string;
  image: string | null;
  /** the image's size and text alternative, when known (a report's verdict card) */
  imageWidth?: number;
  imageHeight?: number;
  imageAlt?: string;
  type: 'article' | 'website';
  publishedTime?: string | null;
  /** a schema.org object, written as a JSON-LD block */
  jsonLd?: Record<string, unknown> | null;
  /** public-cache tags of what the page shows that its address does not say (a report's subject) */
  shows?: string[];
}

/** Text safe inside an attribute value or an element. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One line, at most 200 characters (cut at a word where possible), for descriptions. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > max / 2 ? atWord : cut}…`;
}

function headTags(head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    '<meta property="og:locale" content="fa_IR" />',
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (head.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(head.image)}" />`);
    if (head.imageWidth && head.imageHeight) {
      tags.push(`<meta property="og:image:width" content="${head.imageWidth}" />`);
      tags.push(`<meta property="og:image:height" content="${head.imageHeight}" />`);
    }
    if (head.imageAlt) {
      tags.push(`<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}" />`);
      tags.push(`<meta name="twitter:image:alt" content="${escapeHtml(head.imageAlt)}" />`);
    }
  }
  if (head.publishedTime) {
    tags.push(`<meta property="article:published_time" content="${escapeHtml(head.publishedTime)}" />`);
  }
  // a data block, never executed, so the strict CSP (our own files and the light page's hash) does not apply to it
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.map((tag) => `    ${tag}\n`).join('');
}

/**
 * The index.html with the page's title and description in place of the app's, and its other tags added
 * at the end of the head. The page's body (the app) is untouched.
 */
export function withHead(indexHtml: string, head: PageHead): string {
  const title = `${escapeHtml(head.title)} | ${SITE_NAME}`;
  const description = escapeHtml(head.description);
  let html = /<title>[\s\S]*?<\/title>/i.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
    : indexHtml.replace(/<\/head>/i, () => `<title>${title}</title></head>`);
  const describe = `<meta name="description" content="${description}" />`;
  html = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => describe)
    : html.replace(/<\/head>/i, () => `${describe}</head>`);
  return html.replace(/<\/head>/i, () => `${headTags(head)}  </head>`);
}
