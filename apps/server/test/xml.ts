// XML read strictly in the feed and sitemap tests (a document that is not well-formed fails).
import { JSDOM } from 'jsdom';
import { SaxesParser } from 'saxes';

const { DOMParser } = new JSDOM('').window;

/** The document, or an error naming what is wrong with it. */
export function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

/** The text of each element named `tag` under `root`. */
export const texts = (root: Document | Element, tag: string): string[] =>
  [...root.getElementsByTagName(tag)].map((e) => e.textContent ?? '');

/**
 * A large sitemap checked without a DOM (jsdom takes minutes over 50 000 entries): well-formed by a strict
 * streaming parser, the root's name and namespace, and the text of every `loc`.
 */
export function sitemapLocs(text: string): { root: string; xmlns: string | undefined; locs: string[] } {
  const parser = new SaxesParser({ xmlns: false });
  let root = '';
  let xmlns: string | undefined;
  const locs: string[] = [];
  let inLoc = false;
  let loc = '';
  let error: Error | null = null;
  parser.on('error', (e) => {
    error ??= e;
  });
  parser.on('opentag', (tag) => {
    if (!root) {
      root = tag.name;
      xmlns = tag.attributes.xmlns as string | undefined;
    }
    if (tag.name === 'loc') {
      inLoc = true;
      loc = '';
    }
  });
  parser.on('text', (t) => {
    if (inLoc) loc += t;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'loc') {
      inLoc = false;
      locs.push(loc);
    }
  });
  parser.write(text).close();
  if (error) throw new Error(`not well-formed XML: ${(error as Error).message}`);
  return { root, xmlns, locs };
}
