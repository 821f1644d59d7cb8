import { archiveMonthPath } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { archiveMonthRange, archiveMonths } from '../archive/index.ts';
import { SITE_NAME } from '../rendering/index.ts';
import { latestPublishedReviewRows } from '../reviews/index.ts';
import {
  type RssItem,
  rssXml,
  sitemapIndexXml,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
  plainText,
  xmlText,
} from './feeds.presenter.ts';
import { findCategory, listsLastChanged, ROW_KINDS, type RowKindName } from './feeds.repository.ts';

/** Where the site lives: PUBLIC_URL (config.publicUrl), never a request's Host header. */
export interface Site {
  origin: string;
}

/** Reviews in one feed. */
export const FEED_SIZE = 50;

export const FEED_TEXT = {
  title: `${SITE_NAME}: تازه‌ترین بررسی‌ها`,
  categoryTitle: (category: string) => `${SITE_NAME}: بررسی‌های ${category}`,
  description: 'تازه‌ترین گزارش‌های بررسی اخبار و شایعات در راستی، با ارزیابی هر ادعا',
  categoryDescription: (category: string) =>
    `تازه‌ترین گزارش‌های بررسی در دستهٔ ${category}، با ارزیابی هر ادعا`,
  verdict: 'ارزیابی',
  unknownCategory: 'این دسته‌بندی وجود ندارد.',
  noSitemapFile: 'این نقشهٔ سایت وجود ندارد.',
} as const;

/**
 * The RSS 2.0 feed of the newest published reviews, of one category when `categoryId` is given; null
 * when that category does not exist.
 */
export async function reviewFeed(opts: { db: Db; site: Site; categoryId?: number }): Promise<string | null> {
  const { db, site, categoryId } = opts;
  let category: { id: number; title: string } | undefined;
  if (categoryId !== undefined) {
    category = await findCategory(db, categoryId);
    if (!category) return null;
  }
  const rows = await latestPublishedReviewRows({ db, limit: FEED_SIZE, categoryId });
  const items: RssItem[] = rows.map((row) => {
    const summary = plainText(row.summary) || plainText(row.subjectTitle);
    const categories: RssItem['categories'] = [];
    if (row.categoryTitle) categories.push({ text: row.categoryTitle });
    if (row.verdictTitle) categories.push({ text: row.verdictTitle, domain: `${site.origin}/methodology` });
    return {
      title: row.title,
      link: `${site.origin}/report/${row.id}`,
      pubDate: row.datePublished ?? row.createdAt,
      description: row.verdictTitle ? `${FEED_TEXT.verdict}: ${row.verdictTitle}. ${summary}` : summary,
      categories,
    };
  });
  return rssXml({
    title: category ? FEED_TEXT.categoryTitle(category.title) : FEED_TEXT.title,
    link: `${site.origin}/news-reports${category ? `?category=${category.id}` : ''}`,
    self: `${site.origin}/rss.xml${category ? `?category=${category.id}` : ''}`,
    description: category ? FEED_TEXT.categoryDescription(category.title) : FEED_TEXT.description,
    items,
  });
}

/** Text safe inside an HTML attribute value. */
const attribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The head link of a category's feed, for a list page filtered by that category (`?category={id}` as
 * the page reads it); null when the value is no category of ours.
 */
export async function categoryFeedLink(opts: {
  db: Db;
  site: Site;
  category: unknown;
}): Promise<string | null> {
  const { db, site, category } = opts;
  if (typeof category !== 'string' || !/^\d{1,10}$/.test(category)) return null;
  const id = Number(category);
  if (id < 1 || id > 2_147_483_647) return null;
  const found = await findCategory(db, id);
  if (!found) return null;
  return `<link rel="alternate" type="application/rss+xml" title="${attribute(FEED_TEXT.categoryTitle(found.title))}" href="${attribute(`${site.origin}/rss.xml?category=${found.id}`)}" />`;
}

// ---------------------------------------------------------------------------------------------------
// The sitemap

/** The protocol's limit of addresses in one file; past it in all, /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000;
/**
 * Each sitemap file of a kind covers one range of ids this wide (file n: ids in ((n-1)·W, n·W]), so it
 * holds at most W addresses, and is found by its number alone with one range walk of the primary key.
 */
const FILE_ID_WIDTH = SITEMAP_MAX_URLS;
/** rows read per query while a file is written (keyset pages) */
const CHUNK = 10_000;
const MAX_ID = 2_147_483_647;
/** the highest file number any kind can have */
export const MAX_FILE = Math.ceil(MAX_ID / FILE_ID_WIDTH);

export const SITEMAP_KINDS = ['pages', 'subjects', 'reports', 'faculty', 'outlets'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The public address of each kind's row: what comes before its id and after. */
const ADDRESS: Record<RowKindName, [string, string]> = {
  subjects: ['/news-subject-page/', ''],
  reports: ['/report/', ''],
  faculty: ['/facuality/', ''],
  // an outlet's page, with its record
  outlets: ['/media/', ''],
};
const ROW_KIND_NAMES = Object.keys(ADDRESS) as RowKindName[];

/** The main list pages, each with what its last change follows. */
async function listPages(db: Db, site: Site): Promise<string> {
  const at = await listsLastChanged(db);
  const newest = (...dates: (Date | null)[]) =>
    dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  const pages: [string, Date | null][] = [
    ['/', newest(at.subjects, at.reviews)],
    ['/news-subjects', at.subjects],
    ['/news-reports', at.reviews],
    ['/facuality-list', at.faculty],
    ['/media', at.outlets],
    ['/archive', at.reviews],
  ];
  // each archive month with a report: its page changes no later than the newest report, nor its own end
  for (const { year, month } of await archiveMonths({ db })) {
    const { before } = archiveMonthRange(year, month);
    const lastmod = at.reviews && at.reviews < before ? at.reviews : before;
    pages.push([archiveMonthPath(year, month), lastmod]);
  }
  return pages.map(([path, lastmod]) => urlEntry(`${site.origin}${path}`, lastmod)).join('');
}

/**
 * A kind's addresses with ids in (after, upTo], read CHUNK rows at a time; each chunk's rows are dropped
 * once written. The address around the id is escaped once, and ids and the database's dates need none.
 */
async function rowEntries(
  db: Db,
  site: Site,
  kind: RowKindName,
  after: number,
  upTo: number,
): Promise<string> {
  const [before, end] = ADDRESS[kind];
  const open = `<url><loc>${xmlText(`${site.origin}${before}`)}`;
  const close = `${xmlText(end)}</loc>`;
  let xml = '';
  let last = after;
  for (;;) {
    const rows = await ROW_KINDS[kind].page(db, last, upTo, CHUNK);
    for (const row of rows) xml += `${open}${row.id}${close}<lastmod>${row.lastmod}</lastmod></url>\n`;
    if (rows.length < CHUNK) return xml;
    last = rows[rows.length - 1]!.id;
  }
}

/** Every public address, counted up to `limit` (each kind's walk stops there). */
async function countUpTo(db: Db, limit: number): Promise<number> {
  let total = 6 + (await archiveMonths({ db })).length; // the list pages and the archive's months
  for (const kind of ROW_KIND_NAMES) {
    if (total > limit) break;
    total += await ROW_KINDS[kind].countUpTo(db, limit - total + 1);
  }
  return total;
}

/**
 * /sitemap.xml: every public address with its last change, or past SITEMAP_MAX_URLS addresses, an index of
 * the kinds' files (only the id ranges that hold a public row: one index probe per file).
 */
export async function sitemap(opts: { db: Db; site: Site }): Promise<string> {
  const { db, site } = opts;
  if ((await countUpTo(db, SITEMAP_MAX_URLS)) <= SITEMAP_MAX_URLS) {
    let xml = URLSET_OPEN + (await listPages(db, site));
    for (const kind of ROW_KIND_NAMES) xml += await rowEntries(db, site, kind, 0, MAX_ID);
    return xml + URLSET_CLOSE;
  }
  const files = [`${site.origin}/sitemap-pages-1.xml`];
  for (const kind of ROW_KIND_NAMES) {
    let id = await ROW_KINDS[kind].nextId(db, 0);
    while (id !== null) {
      const n = Math.ceil(id / FILE_ID_WIDTH);
      files.push(`${site.origin}/sitemap-${kind}-${n}.xml`);
      if (n >= MAX_FILE) break;
      id = await ROW_KINDS[kind].nextId(db, n * FILE_ID_WIDTH);
    }
  }
  return sitemapIndexXml(files);
}

/** One file of the index: null when the kind's range holds no public row (the index never names it). */
export async function sitemapFile(opts: {
  db: Db;
  site: Site;
  kind: SitemapKind;
  n: number;
}): Promise<string | null> {
  const { db, site, kind, n } = opts;
  if (n < 1 || n > MAX_FILE) return null;
  if (kind === 'pages') return n === 1 ? URLSET_OPEN + (await listPages(db, site)) + URLSET_CLOSE : null;
  const entries = await rowEntries(
    db,
    site,
    kind,
    (n - 1) * FILE_ID_WIDTH,
    Math.min(n * FILE_ID_WIDTH, MAX_ID),
  );
  return entries ? URLSET_OPEN + entries + URLSET_CLOSE : null;
}
