// Test helpers for the feeds and the sitemap: XML parsed strictly (a document that is not well-formed fails).
import { JSDOM } from 'jsdom';

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
