// Verdict cards: each published report's og:image, made once per version (what the card shows) and kept
// in storage under a key carrying that version, so its address never changes content and is cached for a
// year. Concurrent first requests for one card share one drawing; drawings run a few at a time.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import type { FileStorage, StoredObject } from '../../lib/storage.ts';
import { drawCard } from '../../lib/picture-jobs.ts';
import { SITE_NAME } from '../rendering/index.ts';
import { findPublishedReview } from '../reviews/index.ts';
import { CARD_DESIGN, type CardContent } from '../../lib/card-render.ts';

/** What a report's card shows, as stored. */
export interface ReportCardRow {
  id: number;
  subjectId: number;
  /** the claim: the report's subject title */
  claim: string;
  verdict: string | null;
  colour: string | null;
}

/** A published report (of a published subject) with its subject's verdict; null otherwise. */
async function findPublishedReportCard(db: Db, id: number): Promise<ReportCardRow | null> {
  const row = await findPublishedReview({ db, id });
  return (
    row && {
      id: row.id,
      subjectId: row.subjectId,
      claim: row.subjectTitle,
      verdict: row.verdictTitle,
      colour: row.verdictColor,
    }
  );
}

/** Where the site lives (PUBLIC_URL), for the address on the card and the card's absolute URL. */
export interface CardSite {
  origin: string;
}

/** The version of a card: a short hash of everything it shows and of its design. */
export function cardVersion(content: CardContent): string {
  const shown = JSON.stringify([
    CARD_DESIGN,
    content.title,
    content.verdict,
    content.colour,
    content.siteName,
    content.address,
  ]);
  return createHash('sha256').update(shown).digest('hex').slice(0, 16);
}

/** The card's address on the site, carrying its version. */
export const reportCardPath = (id: number, version: string) => `/og/report/${id}-${version}.png`;
/** The stored file's key. */
const reportCardKey = (id: number, version: string) => `og/report/${id}-${version}.png`;

/** The site's address as a reader would type it (its host). */
const siteAddress = (site: CardSite): string => {
  try {
    return new URL(site.origin).host;
  } catch {
    return '';
  }
};

export const reportCardContent = (row: ReportCardRow, site: CardSite): CardContent => ({
  title: row.claim,
  verdict: row.verdict ?? '',
  colour: row.colour ?? '',
  siteName: SITE_NAME,
  address: siteAddress(site),
});

/** For the report page's head: the card's absolute URL and its text alternative; null when not public. */
export async function reportCardImage(opts: {
  db: Db;
  site: CardSite;
  id: number;
}): Promise<{ url: string; alt: string } | null> {
  const row = await findPublishedReportCard(opts.db, opts.id);
  if (!row) return null;
  const content = reportCardContent(row, opts.site);
  const alt = content.verdict ? `${content.verdict}: ${content.title}` : content.title;
  return { url: `${opts.site.origin}${reportCardPath(row.id, cardVersion(content))}`, alt };
}

/**
 * A claim's verdict card as PNG bytes, for the tipline bots, which upload it as a photo (a messenger cannot
 * fetch a card from a server it cannot reach). The same drawing as a report's card, stored once per version
 * under og/claim/.
 */
export async function claimCardPng(opts: {
  storage: FileStorage;
  maker: CardMaker;
  site: CardSite;
  claim: string;
  verdict: string | null;
  colour: string | null;
}): Promise<Buffer> {
  const content = reportCardContent(
    { id: 0, subjectId: 0, claim: opts.claim, verdict: opts.verdict, colour: opts.colour },
    opts.site,
  );
  const key = `og/claim/${cardVersion(content)}.png`;
  const read = opts.storage.read ?? opts.storage.get;
  const stored = read ? await read.call(opts.storage, key) : null;
  if (stored) {
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  return opts.maker.make(opts.storage, key, content);
}

/** How many cards this process has drawn (for tests and logs). */
export const cardStats = { renders: 0 };

/**
 * Draws cards and stores them: one drawing per key at a time (later callers get the same promise), at
 * most `concurrency` drawings at once and `queue` more waiting; past that the caller is told to come back
 * (429), so a crawler's burst never piles up work.
 */
export class CardMaker {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly opts: {
      render?: (content: CardContent) => Promise<Buffer>;
      concurrency?: number;
      queue?: number;
    } = {},
  ) {}

  make(storage: FileStorage, key: string, content: CardContent): Promise<Buffer> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const made = this.draw(storage, key, content).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, made);
    return made;
  }

  private async draw(storage: FileStorage, key: string, content: CardContent): Promise<Buffer> {
    const concurrency = this.opts.concurrency ?? 2;
    if (this.running >= concurrency) {
      if (this.waiting.length >= (this.opts.queue ?? 32)) throw tooManyRequests(5);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      cardStats.renders += 1;
      // drawn in the picture process (lib/picture-jobs.ts): libvips and Pango never run in the server
      const png = await (this.opts.render ?? drawCard)(content);
      await storage.put(key, png, 'image/png');
      return png;
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

export type ReportCard =
  /** the card at this address: a stored file, or the bytes just drawn */
  | { kind: 'card'; stored: StoredObject | null; png: Buffer | null }
  /** the report's current card lives at another address (no version asked, or an old one) */
  | { kind: 'moved'; path: string }
  | { kind: 'none' };

/**
 * A published report's card at `/og/report/{id}-{version}.png`: read from storage, or drawn and stored the
 * first time. Anything not public is 'none' after one lookup by primary key, before any drawing.
 */
export async function reportCard(opts: {
  db: Db;
  storage: FileStorage;
  maker: CardMaker;
  site: CardSite;
  id: number;
  version: string | null;
}): Promise<ReportCard> {
  const { db, storage, maker, site, id } = opts;
  const row = await findPublishedReportCard(db, id);
  if (!row) return { kind: 'none' };
  const content = reportCardContent(row, site);
  const version = cardVersion(content);
  if (opts.version !== version) return { kind: 'moved', path: reportCardPath(id, version) };
  const key = reportCardKey(id, version);
  const read = storage.read ?? storage.get;
  const stored = read ? await read.call(storage, key) : null;
  if (stored) return { kind: 'card', stored, png: null };
  return { kind: 'card', stored: null, png: await maker.make(storage, key, content) };
}
