// The feeds and the sitemap as XML text. Every value goes through xmlText: escaped, and without the
// characters XML 1.0 cannot carry at all (control characters, lone surrogates), which would make a reader
// refuse the whole document.

const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute value. */
export const xmlText = (text: string): string =>
  text.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A plain text (summaries and titles are plain text, never markup) on one line. */
export const plainText = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** RFC 822 date-time, as RSS 2.0 wants it (e.g. 'Tue, 24 Nov 2026 05:31:21 GMT'). */
export const rfc822 = (date: Date): string => date.toUTCString();

/** W3C date-time to the second, in UTC, as the sitemap protocol wants it. */
export const w3cDate = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;

export interface RssItem {
  title: string;
  /** absolute */
  link: string;
  pubDate: Date;
  description: string;
  categories: { text: string; domain?: string }[];
}

export interface RssChannel {
  title: string;
  /** the page the feed follows (absolute) */
  link: string;
  /** the feed's own address (absolute) */
  self: string;
  description: string;
  items: RssItem[];
}

export function rssXml(channel: RssChannel): string {
  const newest = channel.items[0]?.pubDate;
  const items = channel.items.map((item) => {
    const categories = item.categories
      .map(
        (c) =>
          `      <category${c.domain ? ` domain="${xmlText(c.domain)}"` : ''}>${xmlText(c.text)}</category>\n`,
      )
      .join('');
    return (
      '    <item>\n' +
      `      <title>${xmlText(item.title)}</title>\n` +
      `      <link>${xmlText(item.link)}</link>\n` +
      `      <guid isPermaLink="true">${xmlText(item.link)}</guid>\n` +
      `      <pubDate>${rfc822(item.pubDate)}</pubDate>\n` +
      `      <description>${xmlText(item.description)}</description>\n` +
      categories +
      '    </item>\n'
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n' +
    '  <channel>\n' +
    `    <title>${xmlText(channel.title)}</title>\n` +
    `    <link>${xmlText(channel.link)}</link>\n` +
    `    <atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml" />\n` +
    `    <description>${xmlText(channel.description)}</description>\n` +
    '    <language>fa</language>\n' +
    (newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : '') +
    items.join('') +
    '  </channel>\n' +
    '</rss>\n'
  );
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** One address; `lastmod` a Date, or the W3C text the database made. */
export const urlEntry = (loc: string, lastmod: Date | string | null): string =>
  `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${typeof lastmod === 'string' ? xmlText(lastmod) : w3cDate(lastmod)}</lastmod>` : ''}</url>\n`;

export const sitemapIndexXml = (locs: string[]): string =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  locs.map((loc) => `<sitemap><loc>${xmlText(loc)}</loc></sitemap>\n`).join('') +
  '</sitemapindex>\n';
