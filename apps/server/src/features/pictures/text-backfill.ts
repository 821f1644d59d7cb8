import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { bytesOf, CONTENT_IMAGE } from './backfill.ts';
import type { OcrReader } from './ocr.ts';
import { contentHash, ocrReader, pictureTextSettled, readPictureText } from './picture-text.ts';

// The words inside the pictures already stored with subjects and reviews (ADR 32): a background job started
// once the server listens, like the fingerprints' (backfill.ts), links each subject's and review's picture
// to its content (picture_text_owners) and has its words read, once per content: a picture whose words are
// known (read or failed, by a reader's request or another process) is not read again. It reads one picture
// at a time and only while the OCR reader has nothing else to read, so a reader's picture never waits
// behind it; its place is kept in picture_backfill ('text:subject', 'text:review').

const KINDS = { subject: 'subjects', review: 'reviews' } as const;

export interface TextBackfillOptions {
  db: Db;
  storage: FileStorage;
  reader?: OcrReader;
  /** rows read at a time */
  batch?: number;
  /** asked between pictures: false stops the job (the server is closing) */
  running?: () => boolean;
  /** how long to wait before asking again whether the reader is idle, ms */
  idlePollMs?: number;
  warn?: (message: string, err: unknown) => void;
}

/** Links every subject's and review's pictures to their content and reads the words of those never read. */
export async function backfillPictureTexts(
  opts: TextBackfillOptions,
): Promise<{ linked: number; read: number }> {
  const { db, storage } = opts;
  const reader = opts.reader ?? ocrReader();
  const batch = opts.batch ?? 50;
  const running = opts.running ?? (() => true);
  let linked = 0;
  let read = 0;
  for (const [kind, table] of Object.entries(KINDS) as [keyof typeof KINDS, string][]) {
    const progress = `text:${kind}`;
    await db.execute(sql`insert into picture_backfill (kind) values (${progress}) on conflict do nothing`);
    const [state] = rowsOf<{ last_id: number }>(
      await db.execute(sql`select last_id from picture_backfill where kind = ${progress}`),
    );
    let lastId = state?.last_id ?? 0;
    while (running()) {
      const rows = rowsOf<{ id: number; main_image: string | null; content: string; known: string[] }>(
        await db.execute(sql`
          select t.id, t.main_image, t.content,
                 coalesce((select array_agg(o.image_key) from picture_text_owners o
                            where o.owner_kind = ${kind} and o.owner_id = t.id), '{}') as known
            from ${sql.raw(table)} t where t.id > ${lastId} order by t.id limit ${batch}`),
      );
      if (rows.length === 0) {
        await db.execute(sql`update picture_backfill set done_at = now() where kind = ${progress}`);
        break;
      }
      for (const row of rows) {
        const keys = new Set([
          ...(row.main_image ? [row.main_image] : []),
          ...(row.content.match(CONTENT_IMAGE) ?? []),
        ]);
        for (const key of row.known) keys.delete(key);
        for (const key of keys) {
          if (!running()) return { linked, read };
          try {
            const bytes = await bytesOf(storage, key);
            if (!bytes) continue;
            const hash = contentHash(bytes);
            await db.execute(sql`
              insert into picture_text_owners (owner_kind, owner_id, image_key, content_hash)
              values (${kind}, ${row.id}, ${key}, ${hash}) on conflict do nothing`);
            linked++;
            // a reader's picture goes first: wait while the reader has any
            while (reader.waiting > 0 && running()) await sleep(opts.idlePollMs ?? 1000);
            const before = reader.reads;
            const words = await readPictureText({ db, bytes, reader });
            if (words.status === 'reading') await pictureTextSettled(hash);
            read += reader.reads - before;
          } catch (err) {
            opts.warn?.(`the words of picture ${key} could not be read`, err);
          }
        }
        // the row's place is kept only once its pictures are done, so a restart reads what it missed
        lastId = row.id;
        await db.execute(sql`update picture_backfill set last_id = ${lastId} where kind = ${progress}`);
      }
    }
  }
  return { linked, read };
}
