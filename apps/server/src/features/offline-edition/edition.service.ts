// Building the offline edition (ADR 41): the newest published reports, a Vazirmatn subset of the characters
// they use, their small pictures as WebP data: addresses; signed. Built in the background: once after start
// (the first request waits for that one build) and again, debounced, whenever reports change.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Db } from '../../db/client.ts';
import { smallImageKey } from '../../lib/images.ts';
import { loadSubsetFont } from '../../lib/lazy-modules.ts';
import { editionPictureOf } from '../../lib/picture-jobs.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { latestPublishedReviewRows } from '../reviews/index.ts';
import { type EditionReport, editionText, renderEdition } from './edition.presenter.ts';
import { detachedSignature, type EditionKey, signedFile } from './edition.signing.ts';

/** Reports in the edition. */
export const EDITION_SIZE = 200;
/** A summary is cut to about this many characters. */
const SUMMARY_CHARS = 400;
/** A picture's width in the file, and the bytes all pictures may take together. */
const PICTURE_WIDTH = 192;
const PICTURES_BUDGET = 1_200_000;

export interface Edition {
  /** the file as served: body and its signature comment */
  file: Buffer;
  /** the detached Ed25519 signature over `file` */
  signature: Buffer;
  sha256: string;
  madeAt: Date;
  reports: number;
  buildMs: number;
}

const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  require.resolve(`@fontsource/vazirmatn/files/vazirmatn-arabic-${weight}-normal.woff2`);

const shorten = (text: string) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= SUMMARY_CHARS ? plain : `${plain.slice(0, SUMMARY_CHARS).replace(/\s\S*$/, '')}…`;
};

async function smallPicture(storage: FileStorage, key: string | null): Promise<string | null> {
  if (!key || !storage.read) return null;
  try {
    const stored = (await storage.read(smallImageKey(key))) ?? (await storage.read(key));
    if (!stored) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    // narrowed in the picture process (lib/picture-jobs.ts), never in the server
    const webp = await editionPictureOf(Buffer.concat(chunks), PICTURE_WIDTH);
    return `data:image/webp;base64,${webp.toString('base64')}`;
  } catch {
    return null;
  }
}

export async function buildEdition(opts: {
  db: Db;
  storage: FileStorage;
  key: EditionKey;
  origin: string;
  now?: Date;
}): Promise<Edition> {
  const started = performance.now();
  const madeAt = opts.now ?? new Date();
  const rows = await latestPublishedReviewRows({ db: opts.db, limit: EDITION_SIZE });
  const reports: EditionReport[] = [];
  let pictureBytes = 0;
  for (const row of rows) {
    let picture: string | null = null;
    if (pictureBytes < PICTURES_BUDGET) {
      picture = await smallPicture(opts.storage, row.mainImage);
      pictureBytes += picture?.length ?? 0;
    }
    reports.push({
      id: row.id,
      title: row.title,
      claim: row.subjectTitle,
      verdict: row.verdictTitle,
      verdictColor: row.verdictColor,
      category: row.categoryTitle,
      summary: shorten(row.summary ?? ''),
      publishedAt: row.datePublished ?? row.createdAt,
      picture,
    });
  }
  const page = { madeAt, origin: opts.origin, fingerprint: opts.key.fingerprint, reports };
  const characters = [...new Set(editionText(page))].join('');
  const subsetFont = await loadSubsetFont();
  const [regular, bold] = await Promise.all(
    [400, 700].map(async (weight) =>
      subsetFont(await readFile(fontFile(weight)), characters, { targetFormat: 'woff2' }),
    ),
  );
  const body = Buffer.from(renderEdition(page, { regular: regular ?? null, bold: bold ?? null }), 'utf8');
  const file = signedFile(body, opts.key);
  return {
    file,
    signature: detachedSignature(file, opts.key),
    sha256: createHash('sha256').update(file).digest('hex'),
    madeAt,
    reports: reports.length,
    buildMs: Math.round(performance.now() - started),
  };
}

/**
 * The edition kept in memory: built once on the first ask, rebuilt after writes (debounced), never on a
 * request's path once one exists; one build at a time.
 */
export class EditionKeeper {
  #current: Edition | null = null;
  #building: Promise<Edition> | null = null;
  #again = false;
  #timer: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(
    private readonly build: () => Promise<Edition>,
    private readonly debounceMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The newest edition; the first call after start waits for the first build. */
  async current(): Promise<Edition> {
    if (this.#current) return this.#current;
    return this.rebuild();
  }

  /** Builds now (or joins the build under way, then builds once more if asked meanwhile). */
  rebuild(): Promise<Edition> {
    if (this.#building) {
      this.#again = true;
      return this.#building;
    }
    this.#building = this.build()
      .then((edition) => {
        this.#current = edition;
        return edition;
      })
      .finally(() => {
        this.#building = null;
        if (this.#again && !this.#closed) {
          this.#again = false;
          this.schedule();
        }
      });
    return this.#building;
  }

  /**
   * Reports changed: rebuild after the debounce, once however many writes come meanwhile. Nothing while no
   * edition has been asked for (the first request builds it): a process nobody downloads from builds none.
   */
  schedule(): void {
    if (this.#closed || this.#timer) return;
    if (!this.#current && !this.#building) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.rebuild().catch(this.onError);
    }, this.debounceMs);
    this.#timer.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#building?.catch(() => undefined);
  }
}
