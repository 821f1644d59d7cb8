import { setImmediate as requestsTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { fingerprintStored, recordPictures } from './pictures.service.ts';

// The images stored before pictures were fingerprinted (ADR 30): a background job started once the server
// listens fingerprints subjects' and reviews' main and content images in small batches, keeping its place
// in picture_backfill so a restart goes on where it stopped and rows already read are not read again. Each
// start reads the rows added since (images stored by a save already have their rows and are skipped; rows a
// seed wrote straight into the tables get theirs).

/** Stored image keys as a content's pictures carry them in their addresses (lib/images.ts names them). */
export const CONTENT_IMAGE = /(?:subjects|reviews|pages)\/[0-9a-f]{32}\.webp/g;

const KINDS = { subject: 'subjects', review: 'reviews' } as const;

export interface BackfillOptions {
  db: Db;
  storage: FileStorage;
  /** rows read at a time */
  batch?: number;
  /** asked between batches: false stops the job (the server is closing) */
  running?: () => boolean;
  warn?: (message: string, err: unknown) => void;
}

export async function bytesOf(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stored = await storage.read?.(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A subject's or review's row as a background job over stored pictures sees it. */
export interface StoredPicturesRow {
  kind: keyof typeof KINDS;
  id: number;
  /** its stored picture keys (main image and content) not yet in the job's own table */
  keys: string[];
}

/**
 * The walk both background jobs over stored pictures share (the fingerprints here, their words in
 * text-backfill.ts): subjects' then reviews' rows in id order, `batch` at a time, from the place kept in
 * picture_backfill under `progress(kind)`; each row with the picture keys that `doneIn` (a table with
 * owner_kind, owner_id and image_key) does not list for it. `visit` handles a batch and calls `keep(id)` to
 * keep the place once what comes before it is done; it answers false to stop the walk. A kind whose rows are
 * all walked is marked done.
 */
export async function walkStoredPictures(opts: {
  db: Db;
  batch: number;
  running: () => boolean;
  progress: (kind: keyof typeof KINDS) => string;
  doneIn: 'picture_fingerprints' | 'picture_text_owners';
  visit: (rows: StoredPicturesRow[], keep: (id: number) => Promise<void>) => Promise<boolean | undefined>;
}): Promise<void> {
  const { db } = opts;
  for (const [kind, table] of Object.entries(KINDS) as [keyof typeof KINDS, string][]) {
    const progress = opts.progress(kind);
    await db.execute(sql`insert into picture_backfill (kind) values (${progress}) on conflict do nothing`);
    const [state] = rowsOf<{ last_id: number }>(
      await db.execute(sql`select last_id from picture_backfill where kind = ${progress}`),
    );
    let lastId = state?.last_id ?? 0;
    const keep = async (id: number) => {
      lastId = id;
      await db.execute(sql`update picture_backfill set last_id = ${id} where kind = ${progress}`);
    };
    while (opts.running()) {
      const rows = rowsOf<{ id: number; main_image: string | null; content: string; known: string[] }>(
        await db.execute(sql`
          select t.id, t.main_image, t.content,
                 coalesce((select array_agg(distinct d.image_key) from ${sql.raw(opts.doneIn)} d
                            where d.owner_kind = ${kind} and d.owner_id = t.id), '{}') as known
            from ${sql.raw(table)} t where t.id > ${lastId} order by t.id limit ${opts.batch}`),
      );
      if (rows.length === 0) {
        await db.execute(sql`update picture_backfill set done_at = now() where kind = ${progress}`);
        break;
      }
      const walked = rows.map((row) => {
        const keys = new Set([
          ...(row.main_image ? [row.main_image] : []),
          ...(row.content.match(CONTENT_IMAGE) ?? []),
        ]);
        for (const key of row.known) keys.delete(key);
        return { kind, id: row.id, keys: [...keys] };
      });
      if ((await opts.visit(walked, keep)) === false) return;
      // PGlite answers in the server's own thread, its promises already settled, so a walk over rows with
      // nothing to read never waits for anything: without this turn it held the event loop from its first
      // batch to its last (10-12 s on the memory soak's 19 000 rows, every reader's request waiting, ADR 21).
      // Each batch now ends by letting the requests that came meanwhile run.
      await requestsTurn();
    }
  }
}

/** Fingerprints every subject's and review's images that have none yet; answers how many images it hashed. */
export async function backfillPictures(opts: BackfillOptions): Promise<number> {
  const { db, storage } = opts;
  let hashed = 0;
  await walkStoredPictures({
    db,
    batch: opts.batch ?? 100,
    running: opts.running ?? (() => true),
    progress: (kind) => kind,
    doneIn: 'picture_fingerprints',
    visit: async (rows, keep) => {
      for (const row of rows) {
        const pictures = [];
        for (const key of row.keys) {
          try {
            const bytes = await bytesOf(storage, key);
            if (bytes) pictures.push({ key, fingerprints: await fingerprintStored(bytes) });
          } catch (err) {
            opts.warn?.(`picture ${key} could not be fingerprinted`, err);
          }
        }
        await recordPictures({ db, ownerKind: row.kind, ownerId: row.id, pictures });
        hashed += pictures.length;
      }
      await keep(rows.at(-1)!.id);
      return true;
    },
  });
  return hashed;
}
