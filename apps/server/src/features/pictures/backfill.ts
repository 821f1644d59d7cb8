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

/** Fingerprints every subject's and review's images that have none yet; answers how many images it hashed. */
export async function backfillPictures(opts: BackfillOptions): Promise<number> {
  const { db, storage } = opts;
  const batch = opts.batch ?? 100;
  const running = opts.running ?? (() => true);
  let hashed = 0;
  for (const [kind, table] of Object.entries(KINDS) as [keyof typeof KINDS, string][]) {
    await db.execute(sql`insert into picture_backfill (kind) values (${kind}) on conflict do nothing`);
    const [state] = rowsOf<{ last_id: number }>(
      await db.execute(sql`select last_id from picture_backfill where kind = ${kind}`),
    );
    let lastId = state?.last_id ?? 0;
    while (running()) {
      const rows = rowsOf<{ id: number; main_image: string | null; content: string; known: string[] }>(
        await db.execute(sql`
          select t.id, t.main_image, t.content,
                 coalesce((select array_agg(distinct f.image_key) from picture_fingerprints f
                            where f.owner_kind = ${kind} and f.owner_id = t.id), '{}') as known
            from ${sql.raw(table)} t where t.id > ${lastId} order by t.id limit ${batch}`),
      );
      if (rows.length === 0) {
        await db.execute(sql`update picture_backfill set done_at = now() where kind = ${kind}`);
        break;
      }
      for (const row of rows) {
        const keys = new Set([
          ...(row.main_image ? [row.main_image] : []),
          ...(row.content.match(CONTENT_IMAGE) ?? []),
        ]);
        for (const key of row.known) keys.delete(key);
        const pictures = [];
        for (const key of keys) {
          try {
            const bytes = await bytesOf(storage, key);
            if (bytes) pictures.push({ key, fingerprints: await fingerprintStored(bytes) });
          } catch (err) {
            opts.warn?.(`picture ${key} could not be fingerprinted`, err);
          }
        }
        await recordPictures({ db, ownerKind: kind, ownerId: row.id, pictures });
        hashed += pictures.length;
      }
      lastId = rows.at(-1)!.id;
      await db.execute(sql`update picture_backfill set last_id = ${lastId} where kind = ${kind}`);
    }
  }
  return hashed;
}
